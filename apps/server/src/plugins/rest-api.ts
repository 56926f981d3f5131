import type { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";

import { buildOpenApiDocument } from "@productcheck/api/openapi";
import { appRouter } from "@productcheck/api/root";
import { errorResponseHeaders } from "@productcheck/api/trpc";

import { createRequestContext, type ContextDeps } from "../context";
import { JSON_TOO_DEEP_MESSAGE, jsonNestedDeeperThan } from "../json-body";
import { toRestError } from "../rest-error";
import { logProcedureError } from "./log-procedure-error";

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
    api.addHook("preHandler", async (request) => {
      if (request.body === undefined && !request.headers["content-type"]) {
        request.headers["content-type"] = "application/json";
      }
    });
    api.addHook("onSend", async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== "string") return payload;
      return JSON.stringify(toRestError(payload, reply.statusCode));
    });

    // trpc-to-openapi's Fastify handler calls `reply.send` and resolves before the onSend hooks
    // (compression, the error shape above) have finished; Fastify then sees an async handler that
    // returned nothing with the reply not yet sent and sends again ("Reply was already sent",
    // "Cannot write headers after they are sent"). Returning the reply makes Fastify wait for it.
    api.addHook("onRoute", (route) => {
      if (route.url !== "/api/*") return;
      const handler = route.handler;
      route.handler = async function sendOnce(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        await handler.call(this, request, reply);
        return reply;
      };
    });

    api.get("/api/openapi.json", async (request) =>
      buildOpenApiDocument(`${publicOrigin ?? `${request.protocol}://${request.host}`}/api`),
    );

    await api.register(fastifyTRPCOpenApiPlugin, {
      basePath: "/api",
      router: appRouter,
      // The adapter hands over Fastify's own request and reply, extended with Node's methods.
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => createRequestContext(deps, req, res),
      responseMeta: errorResponseHeaders,
      onError: ({ error, path, req }: { error: TRPCError; path?: string; req: FastifyRequest }) => logProcedureError(req.log, { error, path }),
    });
  });
}
