import type { FastifyInstance } from "fastify";

import { buildOpenApiDocument } from "@productcheck/api/openapi";
import { rememberedAnswers } from "@productcheck/api/remembered-answers";
import { appRouter } from "@productcheck/api/root";

import { createRequestContext, type ContextDeps } from "../context";
import { JSON_TOO_DEEP_MESSAGE, jsonNestedDeeperThan } from "../json-body";
import { toRestError } from "../rest-error";
import { logProcedureError } from "./log-procedure-error";
import { createRestHandler } from "./rest-handler";

/**
 * The REST adapter: every documented /api path calls the same tRPC procedure (trpc-to-openapi).
 * Errors leave as `{ message, code }` with the matching HTTP status.
 */
export async function registerRestApi(app: FastifyInstance, deps: ContextDeps, publicOrigin: string | undefined) {
  await app.register(async (api) => {
    // A POST without a body (e.g. logout) carries no content type; an empty JSON body is "no input".
    api.removeContentTypeParser("application/json");
    api.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text.trim() === "") return done(null, undefined);
      if (jsonNestedDeeperThan(text)) return done(Object.assign(new Error(JSON_TOO_DEEP_MESSAGE), { statusCode: 400, code: "BAD_REQUEST" }));
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error("The request body is not valid JSON."), { statusCode: 400, code: "BAD_REQUEST" }));
      }
    });
    api.addHook("onSend", (_request, reply, payload, done) => {
      if (reply.statusCode < 400 || typeof payload !== "string") done(null, payload);
      else done(null, JSON.stringify(toRestError(payload, reply.statusCode)));
    });

    api.get("/api/openapi.json", async (request) =>
      buildOpenApiDocument(`${publicOrigin ?? `${request.protocol}://${request.host}`}/api`),
    );

    // Every documented /api path, matched as trpc-to-openapi matches it (rest-handler.ts). The handler
    // returns the reply, so Fastify waits for the onSend hooks (compression, the error shape) and sends
    // once (reply-once.test.ts).
    api.route({
      method: ["GET", "POST", "PATCH", "PUT", "DELETE"],
      url: "/api/*",
      handler: createRestHandler({
        router: appRouter,
        basePath: "/api",
        createContext: (request, reply) => createRequestContext(deps, request, reply),
        onError: ({ error, path, request }) => logProcedureError(request.log, { error, path }),
        rememberedAnswers,
      }),
    });
  });
}
