// What runs SQL outside Prisma's client: the migration runner's session, and the raw path of the hot
// statements (raw-sql.ts), on node-postgres or on PGlite.
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

export interface SqlExecutor {
  /** Runs a script of one or more statements (simple query protocol: one implicit transaction). */
  exec(sql: string): Promise<void>;
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * An executor on node-postgres. For the migration runner give it a dedicated client (not a pool), so
 * that session state such as an advisory lock stays on the connection that took it; a pool runs each
 * statement on whichever connection is free.
 */
export function pgExecutor(client: pg.ClientBase | pg.Pool): SqlExecutor {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row extends object>(sql: string, params: unknown[] = []) =>
      (await client.query<Row & pg.QueryResultRow>(sql, params)).rows,
  };
}

export function pgliteExecutor(db: PGlite): SqlExecutor {
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <Row extends object>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
  };
}
