// Throw-away migrated databases for integration tests: a fresh database on the local PostgreSQL when
// one answers (TEST_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test, is the admin
// connection), otherwise a PGlite database in a fresh temporary folder.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { type Database, openDatabase, type OpenDatabaseOptions } from "../database";
import { migrate } from "../migrate";
import { defaultMigrationsDir } from "../migration-files";
import { pgliteFromSnapshot } from "../pglite-snapshot";
import { pgExecutor, pgliteExecutor } from "../sql-executor";

const DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/test";

export interface TestDatabase extends Database {
  databaseUrl?: string;
  dataDir?: string;
}

export interface TestDatabaseConfig {
  databaseUrl?: string;
  dataDir?: string;
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  migrationsDir?: string;
  /** Fills the new database (tests usually build their data with small factories instead). */
  seed?: OpenDatabaseOptions["seed"];
}

// Test helpers are the one place that reads its own setting; apps read theirs through env.ts.
function adminUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
}

let postgresProbe: Promise<boolean> | undefined;

/** Whether the admin PostgreSQL answers within a second; asked once per process, and logged once. */
export function postgresAvailable(): Promise<boolean> {
  postgresProbe ??= (async () => {
    const url = adminUrl();
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    const available = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    const where = new URL(url);
    // CI sets REQUIRE_POSTGRES so that a missing server fails the run instead of passing on PGlite.
    if (!available && process.env.REQUIRE_POSTGRES === "1") {
      throw new Error(`REQUIRE_POSTGRES=1 but no PostgreSQL answers at ${where.host}`);
    }
    console.info(
      available
        ? `test databases: PostgreSQL at ${where.host} (fresh database per test, dropped afterwards)`
        : `test databases: PGlite in temporary folders (no PostgreSQL at ${where.host})`,
    );
    return available;
  })();
  return postgresProbe;
}

async function withAdmin<T>(use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database next to the admin one and returns its URL. */
async function createPostgresDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `productcheck_test_${randomBytes(6).toString("hex")}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * A fresh temporary folder holding a migrated PGlite database (closed again). It is loaded from a
 * snapshot of a database migrated once per process, which is several times faster than initdb.
 */
async function createPgliteDataDir(options: TestDatabaseOptions): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "productcheck-test-db-"));
  try {
    const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
    const migrateSnapshot = (db: PGlite) => migrate(pgliteExecutor(db), { migrationsDir });
    const pglite = await pgliteFromSnapshot(`migrated:${migrationsDir}`, migrateSnapshot, dataDir);
    await pglite.close();
  } catch (error) {
    await removeDataDir(dataDir);
    throw error;
  }
  return dataDir;
}

function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true });
}

/** A fresh, migrated database with a Prisma client; `close()` deletes it. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { seed, migrationsDir } = options;
  let location: { databaseUrl?: string; dataDir?: string; remove(): Promise<void> };
  if (await postgresAvailable()) {
    const created = await createPostgresDatabase();
    location = { databaseUrl: created.databaseUrl, remove: created.drop };
  } else {
    const dataDir = await createPgliteDataDir(options);
    location = { dataDir, remove: () => removeDataDir(dataDir) };
  }
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir, migrationsDir });
    // Seeded here rather than by openDatabase: a PGlite copy is already migrated, so never "fresh".
    if (seed) await seed(database.db);
  } catch (error) {
    await database?.close().catch(() => {});
    await location.remove();
    throw error;
  }
  const opened = database;
  return {
    ...opened,
    databaseUrl: location.databaseUrl,
    dataDir: location.dataDir,
    close: async () => {
      await opened.close();
      await location.remove();
    },
  };
}

/**
 * The same fresh, migrated database, but only its location, for a server started as a separate
 * process (pass it `databaseUrl` or `dataDir`; the PGlite folder is closed, so the server can open it).
 */
export async function createTestDatabaseConfig(
  options: Omit<TestDatabaseOptions, "seed"> & {
    /** Leave the database empty, so the server migrates and seeds it as on a first start. */
    empty?: boolean;
  } = {},
): Promise<TestDatabaseConfig> {
  if (!(await postgresAvailable())) {
    if (options.empty) {
      const dataDir = await mkdtemp(path.join(tmpdir(), "productcheck-empty-"));
      return { dataDir, dispose: () => removeDataDir(dataDir) };
    }
    const dataDir = await createPgliteDataDir(options);
    return { dataDir, dispose: () => removeDataDir(dataDir) };
  }
  const created = await createPostgresDatabase();
  if (options.empty) return { databaseUrl: created.databaseUrl, dispose: created.drop };
  try {
    const client = new pg.Client({ connectionString: created.databaseUrl });
    await client.connect();
    try {
      await migrate(pgExecutor(client), { migrationsDir: options.migrationsDir });
    } finally {
      await client.end();
    }
  } catch (error) {
    await created.drop();
    throw error;
  }
  return { databaseUrl: created.databaseUrl, dispose: created.drop };
}
