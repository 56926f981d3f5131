// Opens the application's database, migrated (and seeded when new): PostgreSQL when a URL is given,
// otherwise the embedded PGlite database kept in a folder (the zero-setup default).
import { mkdir } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { type Db, PrismaClient } from "./client";
import { migrate, type MigrateResult } from "./migrate";
import { attachRawSql } from "./raw-sql";
import { pgExecutor, pgliteExecutor, preparedPgExecutor, type SqlExecutor } from "./sql-executor";

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database in `dataDir` is used. */
  databaseUrl?: string;
  /** PostgreSQL connections the process may open at once (the pool's size); DEFAULT_POOL_SIZE when unset. */
  poolSize?: number;
  /** Folder of the embedded database (created if missing); only used without `databaseUrl`. */
  dataDir?: string;
  /** Folder of committed migrations; defaults to the repository's prisma/migrations. */
  migrationsDir?: string;
  /**
   * Fills a new database. Resumable: it runs under the migration lock at every start until it has
   * once finished, which is recorded last, in "SeedState"; so it must be idempotent.
   */
  seed?: (db: Db) => Promise<void>;
  log?: (msg: string) => void;
}

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** Whether the database answers a trivial query within a few seconds (for /readyz). */
  ping(): Promise<boolean>;
  /** Whether the seed has finished on this database once ("SeedState"), within a few seconds (for /readyz). */
  seedComplete(): Promise<boolean>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, and with "" after a lost listening
   * connection is back (notifications may have been missed meanwhile); the returned function stops.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Takes the session advisory lock `key` if no other session holds it, on a connection of its own kept
   * until the returned function releases it; null when another session holds it. The embedded
   * database has one session, its process's, so there it is always taken.
   */
  tryLock(key: number): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

const PING_TIMEOUT_MS = 3000;
/**
 * Connections to PostgreSQL per process. node-postgres' own default is 10: with more requests than that
 * in flight, a scan waited in the process for a connection while the database, which commits
 * concurrent transactions' WAL together, had room for it (docs/performance.md, "API throughput").
 */
export const DEFAULT_POOL_SIZE = 20;
/** How long a lost listening connection waits before it is opened again. */
const LISTEN_RETRY_MS = 1000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (options.dataDir) return openPglite(options.dataDir, options);
  throw new Error("openDatabase needs a databaseUrl or a dataDir.");
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", (error) => log(`database: idle connection error: ${error.message}`));
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  attachRawSql(db, preparedPgExecutor(pool));
  try {
    const client = await pool.connect();
    try {
      await migrateAndSeed(pgExecutor(client), db, options);
    } finally {
      client.release();
    }
  } catch (error) {
    await db.$disconnect().catch(() => {});
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: "postgres",
    ping: () => answersWithin(pool.query("SELECT 1"), PING_TIMEOUT_MS),
    seedComplete: () => answersWithin(pool.query<{ done: boolean }>(SEED_COMPLETE).then((result) => result.rows[0]?.done === true), PING_TIMEOUT_MS),
    listen: (channel, onNotify) => listenOnPostgres(databaseUrl, channel, onNotify, log),
    tryLock: (key) => tryLockOnPostgres(databaseUrl, key),
    close: async () => {
      await db.$disconnect();
      await pool.end();
    },
  };
}

/** A channel name is an identifier: checked, so that it can be written into LISTEN. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/u.test(channel)) throw new Error(`"${channel}" is not a usable channel name`);
  return channel;
}

/**
 * LISTEN on a connection of its own (a pooled one would carry the LISTEN back into the pool), opened
 * again `LISTEN_RETRY_MS` after it fails for as long as the listener is wanted.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  log: (message: string) => void,
): Promise<() => Promise<void>> {
  const name = channelName(channel);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    next.on("notification", (message) => {
      if (message.channel === name) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => lost(next, error.message));
    next.on("end", () => lost(next, "connection closed"));
    try {
      await next.connect();
      await next.query(`LISTEN ${name}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  const reconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => onNotify(""),
        (error: unknown) => {
          log(`database: listening on ${name} failed again (${error instanceof Error ? error.message : String(error)})`);
          if (!stopped) reconnect();
        },
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  const lost = (failed: pg.Client, why: string) => {
    if (stopped || failed !== client) return;
    client = null;
    log(`database: listening on ${name} stopped (${why}); listening again in ${LISTEN_RETRY_MS} ms`);
    void failed.end().catch(() => {});
    reconnect();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end();
  };
}

async function tryLockOnPostgres(databaseUrl: string, key: number): Promise<(() => Promise<void>) | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {}); // a lost connection loses the lock with it; release() then has nothing to do
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [key]);
    if (rows[0]?.locked === true) return () => client.end();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  await client.end();
  return null;
}

async function openPglite(dataDir: string, options: OpenDatabaseOptions): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  attachRawSql(db, pgliteExecutor(pglite));
  try {
    await migrateAndSeed(pgliteExecutor(pglite), db, options);
  } catch (error) {
    await db.$disconnect().catch(() => {});
    await pglite.close().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: "pglite",
    ping: () => answersWithin(pglite.query("SELECT 1"), PING_TIMEOUT_MS),
    seedComplete: () => answersWithin(pglite.query<{ done: boolean }>(SEED_COMPLETE).then((result) => result.rows[0]?.done === true), PING_TIMEOUT_MS),
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channelName(channel), onNotify);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    tryLock: () => Promise.resolve(async () => {}),
    close: async () => {
      await db.$disconnect();
      if (!pglite.closed) await pglite.close();
    },
  };
}

const SEED_COMPLETE = `SELECT EXISTS (SELECT 1 FROM "SeedState") AS "done"`;

async function migrateAndSeed(executor: SqlExecutor, db: Db, options: OpenDatabaseOptions): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const { seed } = options;
  const result = await migrate(executor, {
    migrationsDir: options.migrationsDir,
    log,
    whileLocked: seed ? ({ fresh }) => seedUntilComplete(executor, db, seed, { fresh, log }) : undefined,
  });
  log(
    result.applied.length > 0
      ? `database: applied ${result.applied.length} migration(s): ${result.applied.join(", ")}`
      : `database: up to date (${result.alreadyApplied} migration(s))`,
  );
  return result;
}

/**
 * Runs the seed, under the migration lock, unless "SeedState" says it finished once; the row is
 * written after the seed returns, so a start killed half-way leaves it missing and the next start
 * seeds again. Migrations from before "SeedState" existed (tests of old schemas) seed a fresh
 * database only, as then.
 */
async function seedUntilComplete(
  executor: SqlExecutor,
  db: Db,
  seed: (db: Db) => Promise<void>,
  { fresh, log }: { fresh: boolean; log: (message: string) => void },
): Promise<void> {
  const [tracking] = await executor.query<{ tracked: boolean }>(`SELECT to_regclass('"SeedState"') IS NOT NULL AS "tracked"`);
  if (!tracking?.tracked) {
    if (fresh) await timedSeed(db, seed, log);
    return;
  }
  const [state] = await executor.query<{ done: boolean }>(SEED_COMPLETE);
  if (state?.done) return;
  if (!fresh) log("database: the seed never finished (an interrupted first start?); seeding again");
  await timedSeed(db, seed, log);
  await executor.query(`INSERT INTO "SeedState" ("id", "completedAt") VALUES (1, now()) ON CONFLICT ("id") DO UPDATE SET "completedAt" = now()`);
}

async function timedSeed(db: Db, seed: (db: Db) => Promise<void>, log: (message: string) => void): Promise<void> {
  const started = performance.now();
  await seed(db);
  log(`database: seeded in ${Math.round(performance.now() - started)} ms`);
}

async function answersWithin(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([query.then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
