import { randomUUID } from "node:crypto";

import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, LogController } from "fastify";

import type { ApiConfig } from "@productcheck/api/config";
import type { Payments } from "@productcheck/api/services/payments/stripe-client";
import type { ProductSources } from "@productcheck/api/services/scan/product-lookup";
import type { AiProvider } from "@productcheck/api/services/shared/ai-provider";
import type { Mailer } from "@productcheck/api/services/shared/mailer";
import { INTERNAL_ERROR_MESSAGE } from "@productcheck/api/trpc";
import type { Db } from "@productcheck/db/client";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { rememberingZlib } from "./compression-memo";
import { registerCsrfProtection } from "./plugins/csrf";
import { registerHealth } from "./plugins/health";
import { registerPublicVerdictPage } from "./plugins/public-verdict-page";
import { registerRestApi } from "./plugins/rest-api";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStripeWebhook } from "./plugins/stripe-webhook";
import { registerTrpc } from "./plugins/trpc";
import { isServerPath, registerWebApp } from "./plugins/web-app";

export interface AppOptions {
  db: Db;
  ping: () => Promise<boolean>;
  config: ApiConfig;
  sources: ProductSources;
  /** Sends the sign-in e-mails (SMTP, or the log in development). */
  mailer: Mailer;
  appOrigin: string | undefined;
  /** The optional AI provider (alternatives, unknown brands). */
  ai?: AiProvider | null;
  /** The category taxonomy (the shipped one when unset). */
  taxonomy?: CategoryTaxonomy;
  /** Stripe (both keys set); payments answer 503 "not configured" when unset. */
  payments?: Payments | null;
  /** Which proxies' X-Forwarded-For to believe: none, a hop count or their addresses (docs/security.md). */
  trustProxy: false | number | string[];
  /** Slow-client limits in ms (docs/security.md#timeouts); 30 s for a request, 120 s idle, by default. */
  timeouts?: { requestMs: number; connectionMs: number };
  logger: FastifyBaseLogger;
  /** STRIPE_API_BASE, allowed in the CSP's connect-src beside Stripe's own API (plugins/security-headers.ts). */
  stripeApiBase?: string | undefined;
  /** The built web app to serve, or undefined (development: Vite serves it). */
  webDistDir: string | undefined;
}

/** A hop count as the function Fastify applies to numbers (its types only name the other forms). */
function trustedHops(trust: AppOptions["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

const DEFAULT_TIMEOUTS = { requestMs: 30_000, connectionMs: 120_000 };

/** The compressed answers kept for sending again, inputs and outputs together (compression-memo.ts). */
const COMPRESSED_ANSWERS_BYTES = 8 * 1024 * 1024;

/** A caller's X-Request-Id is kept only when it is short and plain (docs/security.md#request-ids); otherwise one is made. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The whole HTTP server: tRPC, the REST adapter, health checks and (in production) the web app. */
export async function buildApp(options: AppOptions) {
  const { requestMs, connectionMs } = options.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: trustedHops(options.trustProxy),
    bodyLimit: 100_000,
    // A batched tRPC GET names every procedure in the path parameter ("/trpc/a.b,c.d,…"); Fastify's
    // default of 100 characters answers five admin queries batched together with 414 (tRPC's Fastify docs).
    routerOptions: { maxParamLength: 5_000 },
    // A client that trickles its headers or body is cut off (408) once the request has taken
    // `requestMs`; Node checks every connection at the interval given here (docs/security.md#timeouts).
    requestTimeout: requestMs,
    connectionTimeout: connectionMs,
    http: { headersTimeout: requestMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, Math.ceil(requestMs / 4)) },
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A URL the router cannot even decode ("/api/%") is refused in the API's own error shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => void reply.code(400).send({ message: error.message, code: "BAD_REQUEST" }),
    // One log line per request, written when it is answered (below), instead of Fastify's two: each
    // line is a synchronous write to stdout (bench/api, README "Benchmarks"). Fastify's own request
    // lines are turned off through its log controller (the top-level option is deprecated, FSTDEP023).
    logController: new LogController({ disableRequestLogging: true }),
  });
  // The hooks every request passes through take a callback rather than return a promise: one promise
  // and microtask fewer each, on every request (docs/performance.md, "API throughput").
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 },
      "request completed",
    );
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
  registerSecurityHeaders(app, { production: options.config.production, stripeApiBase: options.stripeApiBase });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, code: "INTERNAL_SERVER_ERROR" });
    }
    return reply.code(status).send({ message: error.message, code: status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST" });
  });

  // JSON answers of 1 kB or more go out compressed (Brotli where accepted, else gzip); the web app's
  // files come precompressed from the build (plugins/web-app.ts, docs/performance.md, "Web"). An answer
  // sent again with the same bytes is compressed once (compression-memo.ts).
  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"], threshold: 1024, zlib: rememberingZlib(COMPRESSED_ANSWERS_BYTES) });
  await app.register(fastifyCookie);
  registerCsrfProtection(app, options.appOrigin);
  registerHealth(app, options.ping);

  const deps = {
    db: options.db,
    config: options.config,
    sources: options.sources,
    mailer: options.mailer,
    ai: options.ai,
    taxonomy: options.taxonomy,
    appOrigin: options.appOrigin,
    payments: options.payments ?? null,
  };
  await registerTrpc(app, deps);
  await registerStripeWebhook(app, deps);
  await registerRestApi(app, deps, options.appOrigin);
  if (options.webDistDir) {
    registerPublicVerdictPage(app, deps, options.webDistDir);
    await registerWebApp(app, options.webDistDir);
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" && !isServerPath(request.url) && options.webDistDir;
    if (wantsPage && request.headers.accept?.includes("text/html")) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
  });

  return app;
}
