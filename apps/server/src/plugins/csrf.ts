import type { FastifyInstance, FastifyRequest } from "fastify";

import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Stripe signs its webhook calls; they come from Stripe's servers, not from a browser. */
const EXEMPT_ROUTES = new Set([STRIPE_WEBHOOK_PATH]);

/**
 * docs/accounts.md#csrf-rule: every request with an unsafe method must carry `Sec-Fetch-Site: same-origin`
 * or an `Origin` equal to the app's own origin.
 */
export function isSameOriginRequest(request: FastifyRequest, appOrigin: string | undefined): boolean {
  if (request.headers["sec-fetch-site"] === "same-origin") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === (appOrigin === undefined ? new URL(`${request.protocol}://${request.host}`).origin : originOf(appOrigin));
}

/**
 * APP_ORIGIN's origin, parsed once rather than on every request that carries an `Origin` (docs/performance.md,
 * "The procedure chain and the log's writes").
 */
let parsedAppOrigin: { url: string; origin: string } | undefined;
function originOf(appOrigin: string): string {
  if (parsedAppOrigin?.url !== appOrigin) parsedAppOrigin = { url: appOrigin, origin: new URL(appOrigin).origin };
  return parsedAppOrigin.origin;
}

/**
 * docs/accounts.md#csrf-rule: the rule holds for every request with an unsafe method, whatever its
 * path. Matching the raw URL against "/trpc" and "/api/" let `/%74rpc/scan.create` through: the
 * router decodes the path, the prefix test did not. The one exemption is decided by the route the
 * router matched (its pattern), never by how the client spelled the URL.
 */
export function registerCsrfProtection(app: FastifyInstance, appOrigin: string | undefined) {
  app.addHook("onRequest", (request, reply, done) => {
    const route = request.routeOptions.url;
    if (SAFE_METHODS.has(request.method) || (route !== undefined && EXEMPT_ROUTES.has(route)) || isSameOriginRequest(request, appOrigin)) {
      done();
      return;
    }
    request.log.warn({ origin: request.headers.origin }, "cross-site request refused");
    void reply.code(403).send({ message: "Cross-site request refused.", code: "FORBIDDEN" });
  });
}
