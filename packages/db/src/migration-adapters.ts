// Driver adapters for the schema engine (migration creation), on PGlite or on a real PostgreSQL.
// Both stock adapters need help there:
// - pglite-prisma-adapter's executeScript does not await the script (a failing script "succeeds");
// - adapter-pg's executeScript splits the script on every ";" (string literals and comments too),
//   and adapter-pg cannot map PostgreSQL's internal `"char"` type (oid 18), which the engine's
//   introspection queries return (pg_constraint.contype, as soon as there is a CHECK constraint).
import { randomUUID } from "node:crypto";

import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { pgliteFromSnapshot } from "./pglite-snapshot";

/** A migration-aware adapter factory plus what it holds open. */
export interface MigrationAdapter {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

/** Runs scripts itself instead of through the wrapped adapter's executeScript. */
function withScriptRunner(
  inner: SqlDriverAdapter,
  runScript: (script: string) => Promise<unknown>,
  dispose: () => Promise<void> = () => inner.dispose(),
): SqlDriverAdapter {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query) => inner.queryRaw(query),
    executeRaw: (query) => inner.executeRaw(query),
    startTransaction: (isolationLevel) => inner.startTransaction(isolationLevel),
    getConnectionInfo: () => inner.getConnectionInfo?.() ?? { supportsRelationJoins: true },
    executeScript: async (script) => {
      try {
        await runScript(script);
      } catch (error) {
        throw toDriverAdapterError(error);
      }
    },
    dispose,
  };
}

function toDriverAdapterError(error: unknown): unknown {
  if (!(error instanceof Error) || typeof (error as { code?: unknown }).code !== "string") return error;
  const e = error as Error & { code: string; severity?: string; detail?: string; column?: string; hint?: string };
  return new DriverAdapterError({
    kind: "postgres",
    code: e.code,
    severity: e.severity ?? "ERROR",
    message: e.message,
    detail: e.detail,
    column: e.column,
    hint: e.hint,
  });
}

/**
 * Schema-engine adapter on PGlite: the main database is `main` if given (it is left open), else a
 * throw-away in-memory one; every shadow database is a throw-away in-memory one. Needs no server.
 */
export async function pgliteMigrationAdapter(main?: PGlite): Promise<MigrationAdapter> {
  const opened: PGlite[] = [];
  const adapterOn = async (db: PGlite, dispose?: () => Promise<void>) => {
    const inner = await new PrismaPGlite(db).connect();
    return withScriptRunner(inner, (script) => db.exec(script), dispose);
  };
  const fresh = async () => {
    const db = await pgliteFromSnapshot("empty", async () => {});
    opened.push(db);
    return adapterOn(db, async () => {
      if (!db.closed) await db.close();
    });
  };
  return {
    factory: {
      provider: "postgres",
      adapterName: "pglite-migrations",
      connect: () => (main ? adapterOn(main) : fresh()),
      connectToShadowDb: fresh,
    },
    close: async () => {
      await Promise.all(opened.map((db) => (db.closed ? undefined : db.close())));
    },
  };
}

const CHAR_OID = 18;
const TEXT_OID = 25;
const charColumns = Symbol("charColumns");

type QueryResultLike = { fields?: { dataTypeID: number }[]; rows?: unknown[] & { [charColumns]?: number[] } };

/**
 * adapter-pg throws on `"char"` columns (oid 18), which the engine's introspection returns and reads
 * as Character values. Retype them as text so adapter-pg accepts them, and note their positions on the
 * rows array, which adapter-pg hands back as is, so `charAsCharacter` can restore the type.
 */
function charAsText<T>(result: T): T {
  for (const r of (Array.isArray(result) ? result : [result]) as (QueryResultLike | undefined)[]) {
    const positions: number[] = [];
    r?.fields?.forEach((field, i) => {
      if (field.dataTypeID !== CHAR_OID) return;
      field.dataTypeID = TEXT_OID;
      positions.push(i);
    });
    if (positions.length > 0 && r?.rows) Object.defineProperty(r.rows, charColumns, { value: positions });
  }
  return result;
}

function charAsCharacter(resultSet: SqlResultSet): SqlResultSet {
  for (const i of (resultSet.rows as QueryResultLike["rows"])?.[charColumns] ?? []) {
    resultSet.columnTypes[i] = ColumnTypeEnum.Character;
  }
  return resultSet;
}

/** A pg client whose results let `charAsCharacter` find the `"char"` columns (see `charAsText`). */
class CharTaggingClient extends pg.Client {
  // pg's query() has many overloads; this forwards every one of them and only retypes the fields.
  override query(...args: unknown[]): never {
    const callback = args.at(-1);
    const superQuery = super.query as (...a: unknown[]) => unknown;
    if (typeof callback === "function") {
      const done = callback as (err: unknown, res: unknown) => void;
      return superQuery.apply(this, [...args.slice(0, -1), (err: unknown, res: unknown) => done(err, err ? res : charAsText(res))]) as never;
    }
    const result = superQuery.apply(this, args);
    return (result instanceof Promise ? result.then(charAsText) : result) as never;
  }
}

function restoreChars(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const queryRaw = adapter.queryRaw.bind(adapter);
  return Object.assign(adapter, { queryRaw: async (query: SqlQuery) => charAsCharacter(await queryRaw(query)) });
}

function discreteConfig(databaseUrl: string): pg.ClientConfig & { database: string } {
  const url = new URL(databaseUrl);
  return {
    host: decodeURIComponent(url.hostname),
    port: url.port ? Number(url.port) : 5432,
    user: decodeURIComponent(url.username) || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: decodeURIComponent(url.pathname.slice(1)) || "postgres",
  };
}

/**
 * Schema-engine adapter on a real PostgreSQL: `databaseUrl` is the main connection (it is only read),
 * and the shadow database is a fresh `prisma_migrate_shadow_db_<uuid>` created next to it and dropped
 * afterwards (the user needs CREATEDB).
 */
export function postgresMigrationAdapter(databaseUrl: string): MigrationAdapter {
  const config = discreteConfig(databaseUrl);
  const admin = new pg.Pool({ ...config, max: 1 });
  const connectTo = async (database: string) => {
    const pool = new pg.Pool({ ...config, database, Client: CharTaggingClient });
    const inner = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
    return { inner, pool };
  };
  const connect = async () => {
    const { inner, pool } = await connectTo(config.database);
    return withScriptRunner(restoreChars(inner), (script) => pool.query(script));
  };
  const connectToShadowDb = async () => {
    const shadow = `prisma_migrate_shadow_db_${randomUUID()}`;
    await admin.query(`CREATE DATABASE "${shadow}"`);
    const { inner, pool } = await connectTo(shadow);
    return withScriptRunner(
      restoreChars(inner),
      (script) => pool.query(script),
      async () => {
        await inner.dispose();
        await admin.query(`DROP DATABASE IF EXISTS "${shadow}" WITH (FORCE)`);
      },
    );
  };
  return {
    factory: { provider: "postgres", adapterName: "pg-migrations", connect, connectToShadowDb },
    close: () => admin.end(),
  };
}
