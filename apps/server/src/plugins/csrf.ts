import type { FastifyInstance, FastifyRequest } from "fastify";

import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const PROTECTED_PREFIXES = ["/trpc", "/api/"];
/** Stripe signs its webhook calls; they come from Stripe's servers, not from a browser. */
const EXEMPT_PATHS = new Set([STRIPE_WEBHOOK_PATH]);

/**
 * docs/accounts.md: every non-GET request to /trpc and /api must carry `Sec-Fetch-Site: same-origin`
 * or an `Origin` equal to the app's own origin.
 */
export function isSameOriginRequest(request: FastifyRequest, appOrigin: string | undefined): boolean {
  if (request.headers["sec-fetch-site"] === "same-origin") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  const expected = appOrigin ?? `${request.protocol}://${request.host}`;
  return origin === new URL(expected).origin;
}

export function registerCsrfProtection(app: FastifyInstance, appOrigin: string | undefined) {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split("?", 1)[0] ?? "";
    if (!PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix)) || EXEMPT_PATHS.has(path)) return;
    if (isSameOriginRequest(request, appOrigin)) return;
    request.log.warn({ origin: request.headers.origin }, "cross-site request refused");
    return reply.code(403).send({ message: "Cross-site request refused.", code: "FORBIDDEN" });
  });
}
