import { existsSync } from "node:fs";
import path from "node:path";

import { pino } from "pino";

import { openDatabase } from "@productcheck/db/database";

import { buildApp } from "./app";
import { apiConfigFromEnv } from "./config";
import { loadEnv } from "./env";

/** Where the bundle keeps what the build copied next to it (dist/migrations), if anything. */
function besideBundle(name: string): string | undefined {
  const candidate = path.join(import.meta.dirname, name);
  return existsSync(candidate) ? candidate : undefined;
}

/** A `.env` file in the working directory or the repository root, if present (never overrides the environment). */
function loadDotEnv() {
  for (const file of [path.resolve(".env"), path.join(import.meta.dirname, "../../../.env")]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

async function main() {
  loadDotEnv();
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    migrationsDir: besideBundle("migrations"),
    log: (message) => logger.info(message),
  });
  const webDistDir = env.production
    ? path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist"))
    : undefined;
  const app = await buildApp({
    db: database.db,
    ping: database.ping,
    config: apiConfigFromEnv(env),
    appOrigin: env.APP_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    logger,
    webDistDir,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  app.log.info(
    `ProductCheck ${env.production ? "serving" : "API"} on http://localhost:${port} (${database.kind} database)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
