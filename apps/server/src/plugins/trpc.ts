import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";

import { appRouter, type AppRouter } from "@productcheck/api/root";
import { errorResponseHeaders } from "@productcheck/api/trpc";

import { createRequestContext, type ContextDeps } from "../context";

/** tRPC for the web app at /trpc. */
export async function registerTrpc(app: FastifyInstance, deps: ContextDeps) {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
      responseMeta: errorResponseHeaders,
      onError: ({ error, path, req }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error.cause ?? error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
