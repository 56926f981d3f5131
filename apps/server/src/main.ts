import { existsSync } from "node:fs";
import path from "node:path";

import { pino } from "pino";

import { createPayments } from "@productcheck/api/services/payments/stripe-client";
import { createProductSources } from "@productcheck/api/services/scan/remote-products";
import { createOpenAiProvider } from "@productcheck/api/services/shared/ai-provider";
import { createLogMailer, createSmtpMailer } from "@productcheck/api/services/shared/mailer";
import { createOffClient } from "@productcheck/api/services/shared/off-client";
import { loadCategoryTaxonomy } from "@productcheck/catalogue/category-taxonomy";
import { APP_VERSION } from "@productcheck/domain/app-version";
import { listenForRegistryChanges } from "@productcheck/registry/load-ownership-resolver";

import { buildApp } from "./app";
import { apiConfigFromEnv } from "./config";
import { loadEnv } from "./env";
import { LogWriter } from "./log-writer";
import { openAppDatabase } from "./open-app-database";
import { resources } from "./resources";


/** A `.env` file in the working directory or the repository root, if present (never overrides the environment). */
function loadDotEnv() {
  for (const file of [path.resolve(".env"), path.join(import.meta.dirname, "../../../.env")]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/**
 * Log lines are written in batches of this many characters at least (half a Linux pipe's 64 kB): a write costs the
 * process about 50 µs of CPU whatever its size (a thread-pool round trip), so with a request's line of ~300
 * characters a 4 kB batch cost each request ~4 µs, this one ~0.5 (docs/performance.md, "The procedure chain and
 * the log's writes")…
 */
const LOG_BATCH_CHARS = 32_768;
/** …and at least this often, so a quiet server's lines are never held back for long. */
const LOG_FLUSH_MS = 1000;

async function main() {
  loadDotEnv();
  const env = loadEnv();
  // Log lines leave asynchronously: a line per request written synchronously blocked the event loop
  // whenever stdout's reader fell behind (docs/performance.md, "API throughput"). They leave in batches of at least
  // LOG_BATCH_CHARS (one write of the socket per batch, not per request: each write is a system call),
  // and at least every LOG_FLUSH_MS when traffic is light; what is left is written when the process exits.
  const logDestination = new LogWriter(1, LOG_BATCH_CHARS);
  setInterval(() => logDestination.flush(), LOG_FLUSH_MS).unref();
  process.on("exit", () => logDestination.flushSync());
  const logger = pino({ level: env.LOG_LEVEL }, logDestination);
  const log = (message: string) => logger.info(message);
  const database = await openAppDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, dataDir: path.resolve(env.DATA_DIR), ...resources, log });
  // Another instance's registry edit reaches this one as it commits; without the listener, the
  // resolver's version check still sees it within a second (README, "One ownership resolver").
  const stopListening = await listenForRegistryChanges(database).catch((error: unknown) => {
    logger.warn({ err: error }, "not listening for registry changes; the version check alone keeps the registry current");
    return async () => {};
  });
  const off = createOffClient({
    baseUrls: env.OFF_BASE_URLS.split(",")
      .map((url) => url.trim())
      .filter(Boolean),
    userAgent: `ProductCheck/${APP_VERSION} (${env.ADMIN_EMAIL ?? env.APP_ORIGIN ?? "https://productcheck.local"})`,
    maxRequestsPerMinute: env.OFF_READS_PER_MINUTE,
  });
  // env.ts refuses production without SMTP_URL; development without it logs the codes instead.
  const smtp = env.SMTP_URL ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : null;
  const mailer = smtp ?? createLogMailer((details, message) => logger.warn(details, message));
  const taxonomy = await loadCategoryTaxonomy(resources.categoriesFile);
  const ai = env.OPENAI_API_KEY
    ? createOpenAiProvider({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        onFailure: (task, error) => logger.warn({ err: error, task }, "AI provider request failed; the deterministic engine answers"),
      })
    : null;
  const payments = createPayments({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
    appVersion: APP_VERSION,
    log: logger.child({ module: "payments" }),
  });
  if (!payments && (env.STRIPE_SECRET_KEY || env.STRIPE_PUBLISHABLE_KEY)) {
    logger.warn("payments are off: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be set");
  } else if (payments && !payments.webhookSecret) {
    logger.warn("STRIPE_WEBHOOK_SECRET is not set: the Stripe webhook answers 503 and only the browser's success call credits payments");
  }
  const app = await buildApp({
    db: database.db,
    // Ready once the database answers and its catalogue seed has finished (docs/architecture.md, "Running it").
    ping: async () => (await database.ping()) && (await database.seedComplete()),
    config: apiConfigFromEnv(env),
    sources: createProductSources({ off, taxonomy }),
    ai,
    taxonomy,
    mailer,
    payments,
    stripeApiBase: env.STRIPE_API_BASE,
    appOrigin: env.APP_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    timeouts: { requestMs: env.REQUEST_TIMEOUT_MS, connectionMs: env.CONNECTION_TIMEOUT_MS },
    logger,
    // The built web app, whenever there is one (`pnpm build`): `pnpm start` serves it on one port in any
    // mode; under `pnpm dev` Vite serves the app and this stays unused until a build exists.
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist")),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    smtp?.close();
    await stopListening();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  app.log.info(
    `ProductCheck ${env.production ? "serving" : "API"} on http://localhost:${port} (${database.kind} database, OFF lookups ${off.enabled ? "on" : "off"}, sign-in codes ${env.SMTP_URL ? "sent over SMTP" : "written to this log"}, payments ${payments ? "on" : "off"})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
