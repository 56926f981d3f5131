import type { FastifyInstance } from "fastify";

import { isServerPath } from "./web-app";

export interface SecurityHeaderOptions {
  /** HSTS only in production: a development server over http must not pin localhost to https. */
  production: boolean;
  /** STRIPE_API_BASE: a Stripe-compatible server the page's Stripe.js talks to (tests); Stripe's own API when unset. */
  stripeApiBase?: string | undefined;
}

/** Stripe.js comes from this origin and opens its frames there and on hooks.stripe.com (Stripe's CSP guide). */
const STRIPE_JS_ORIGIN = "https://js.stripe.com";
const STRIPE_API_ORIGIN = "https://api.stripe.com";
/**
 * The Content-Security-Policy of every answer (docs/security.md#security-headers). No inline script:
 * index.html only loads /assets files; `'wasm-unsafe-eval'` lets the zxing decoder compile its
 * WebAssembly (served from our origin); Mantine writes style tags and attributes, hence inline styles.
 */
export function contentSecurityPolicy({ stripeApiBase }: Pick<SecurityHeaderOptions, "stripeApiBase">): string {
  const stripeApi = [STRIPE_API_ORIGIN, ...(stripeApiBase ? [new URL(stripeApiBase).origin] : [])];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'", STRIPE_JS_ORIGIN],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Flags are the app's own files (flag-icons, built into /assets), so no image comes from elsewhere.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    // blob: quagga2 reads a picked photo's object URL with XHR (the photo scanner's fallback decoder).
    "connect-src": ["'self'", "blob:", ...new Set(stripeApi)],
    "frame-src": [STRIPE_JS_ORIGIN, "https://hooks.stripe.com"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Every browser feature off except the camera, for our own origin only (the scanner). */
const PERMISSIONS_POLICY = [
  "camera=(self)",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "interest-cohort=()",
].join(", ");

/**
 * One onSend hook sets the security headers on every answer — the web app's pages and assets, the
 * API and error answers alike — and `Cache-Control: no-store` on the API's (docs/security.md).
 * The static files keep their own cache headers (plugins/web-app.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(options),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    ...(options.production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  app.addHook("onSend", (request, reply, payload, done) => {
    void reply.headers(headers);
    // Answers about a principal (scans left, saved products) must not sit in a shared or browser cache.
    // The matched route too: "/%61pi/user" is routed as /api/user (docs/security.md#cross-site-writes).
    if (isServerPath(request.url) || isServerPath(request.routeOptions.url ?? "")) void reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
