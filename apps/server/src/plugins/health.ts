import type { FastifyInstance } from "fastify";

/** /healthz: the process is up. /readyz: the database answers too (and, in main.ts, its catalogue is complete). */
export function registerHealth(app: FastifyInstance, ping: () => Promise<boolean>) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const ready = await ping().catch(() => false);
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready" });
  });
}
