import type { TRPCError } from "@trpc/server";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyReply } from "fastify";

import { appRouter, type AppRouter } from "@productcheck/api/root";
import { errorResponseHeaders } from "@productcheck/api/trpc";

import { createRequestContext, type ContextDeps } from "../context";
import { JSON_TOO_DEEP_MESSAGE, jsonNestedDeeperThan } from "../json-body";
import { logProcedureError } from "./log-procedure-error";

/**
 * Every tRPC answer is JSON; tRPC leaves the content type unset on the errors it raises before a
 * procedure runs (415, 405), which then left as text/plain (docs/security.md#error-bodies).
 */
function jsonResponseMeta(opts: { errors: readonly TRPCError[] }) {
  const meta = errorResponseHeaders(opts);
  if (opts.errors.length === 0) return meta;
  return { ...meta, headers: { "content-type": "application/json", ...meta.headers } };
}

/** A refusal in tRPC's own error shape, so that its client reads the message. */
function refuse(reply: FastifyReply, message: string) {
  return reply
    .code(400)
    .type("application/json")
    .send({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } });
}

/** tRPC for the web app at /trpc. */
export async function registerTrpc(app: FastifyInstance, deps: ContextDeps) {
  await app.register(async (scope) => {
    // tRPC parses bodies and GET inputs itself; their nesting is checked first (docs/security.md#input-limits).
    scope.addHook("preHandler", async (request, reply) => {
      // `?input=a&input=b` arrives as a list; each one is checked.
      const input = (request.query as { input?: unknown }).input;
      for (const text of [request.body, ...(Array.isArray(input) ? input : [input])]) {
        if (typeof text === "string" && jsonNestedDeeperThan(text)) return refuse(reply, JSON_TOO_DEEP_MESSAGE);
      }
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createRequestContext(deps, req, res),
        responseMeta: jsonResponseMeta,
        onError: ({ error, path, req }) => logProcedureError(req.log, { error, path }),
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });
}
