import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";

import type { ApiConfig } from "@productcheck/api/config";
import type { Payments } from "@productcheck/api/services/payments/stripe-client";
import type { ProductSources } from "@productcheck/api/services/scan/product-lookup";
import type { Mailer } from "@productcheck/api/services/shared/mailer";
import { recordingMailer, testConfig } from "@productcheck/api/testing/test-helpers";
import { createTestDatabase, type TestDatabase } from "@productcheck/db/testing/test-database";

import { buildApp } from "../app";

const offline: ProductSources = { remote: null, store: () => Promise.reject(new Error("no live lookups")) };

export interface TestServerOptions {
  config?: Partial<ApiConfig>;
  sources?: ProductSources;
  mailer?: Mailer;
  /** A database to serve (closed with the server); a fresh empty one by default. */
  database?: TestDatabase;
  /** Stripe (e.g. a client of the Stripe test server); payments not configured by default. */
  payments?: Payments | null;
  /** X-Forwarded-For trust, as TRUST_PROXY sets it; none by default. */
  trustProxy?: false | number | string[];
  timeouts?: { requestMs: number; connectionMs: number };
  /** A built web app to serve (see plugins/web-app.ts); none by default. */
  webDistDir?: string;
  /** The server's logger; silent by default. */
  logger?: FastifyBaseLogger;
}

/** A real server on a free loopback port with a fresh database, for tests and benchmarks over real HTTP. */
export async function startTestServer({
  config = {},
  sources = offline,
  mailer = recordingMailer(),
  database: given,
  payments = null,
  trustProxy = false,
  timeouts,
  webDistDir,
  logger = pino({ level: "silent" }),
}: TestServerOptions = {}) {
  const database = given ?? (await createTestDatabase());
  const app = await buildApp({
    db: database.db,
    ping: database.ping,
    config: { ...testConfig, ...config },
    sources,
    mailer,
    payments,
    appOrigin: undefined,
    trustProxy,
    timeouts,
    logger,
    webDistDir,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server did not bind a port");
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    db: database.db,
    kind: database.kind,
    origin,
    /** fetch against the server, as the browser app would send it (same origin). */
    request: (path: string, init: RequestInit = {}) =>
      fetch(`${origin}${path}`, { ...init, headers: { origin, ...init.headers } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
