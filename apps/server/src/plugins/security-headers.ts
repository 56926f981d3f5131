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
 * The Content-Security-Policy of the web app's pages and files (docs/security.md#security-headers). No inline script:
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
 * What an API answer (JSON from /api, /trpc and the health checks, errors included) gets instead of the page's
 * policy: OWASP's REST Security Cheat Sheet and Mozilla's Observatory give `default-src 'none'; frame-ancestors
 * 'none'` for answers that are never a page. It is stricter than the page's (a JSON answer opened in a tab may load
 * and run nothing, nor be framed) and 45 characters instead of ~400 (docs/security.md#security-headers).
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The header sets, made once: the server's own paths get the API's, everything else the page's. */
function securityHeaderSets(options: SecurityHeaderOptions) {
  const everyAnswer: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    ...(options.production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  return {
    page: {
      "content-security-policy": contentSecurityPolicy(options),
      ...everyAnswer,
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": PERMISSIONS_POLICY,
    },
    // No Permissions-Policy: a document whose CSP runs no script and embeds nothing uses no browser feature.
    // Referrer-Policy `no-referrer` (OWASP's for non-HTML answers), should a browser's JSON viewer show a link.
    // Answers about a principal (scans left, saved products) must not sit in a shared or browser cache.
    api: {
      "content-security-policy": API_CONTENT_SECURITY_POLICY,
      ...everyAnswer,
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    },
  };
}

/**
 * One onSend hook sets the security headers on every answer: the API's set, with `Cache-Control: no-store`, on
 * the server's own paths, errors included; the page's on everything else, the web app's files too (a worker
 * script's CSP governs the worker) — docs/security.md#security-headers. The static files keep their own cache headers
 * (plugins/web-app.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const sets = securityHeaderSets(options);
  app.addHook("onSend", (request, reply, payload, done) => {
    // The matched route too: "/%61pi/user" is matched by the /api/* route (docs/security.md#cross-site-writes).
    const api = isServerPath(request.url) || isServerPath(request.routeOptions.url ?? "");
    void reply.headers(api ? sets.api : sets.page);
    done(null, payload);
  });
}
