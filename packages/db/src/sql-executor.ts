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
 * An executor on one node-postgres session. Use a dedicated client (not a pool), so that session
 * state such as an advisory lock stays on the connection that took it.
 */
export function pgExecutor(client: pg.ClientBase): SqlExecutor {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row extends object>(sql: string, params: unknown[] = []) =>
      (await client.query<Row & pg.QueryResultRow>(sql, params)).rows,
  };
}

/** How many distinct statement texts `preparedPgExecutor` names; later ones are sent unnamed. */
const PREPARED_MAX = 100;

/**
 * An executor on a node-postgres pool that prepares each statement once per connection (a named
 * statement, named after its text), so PostgreSQL parses and plans it once rather than on every call:
 * for the raw path's few constant statements (raw-sql.ts), never for texts built at run time.
 */
export function preparedPgExecutor(pool: pg.Pool): SqlExecutor {
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < PREPARED_MAX) {
      name = `raw_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  return {
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <Row extends object>(sql: string, params: unknown[] = []) =>
      (await pool.query<Row & pg.QueryResultRow>({ name: nameOf(sql), text: sql, values: params })).rows,
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
