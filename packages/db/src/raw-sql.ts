/**
 * The raw-SQL path beside the Prisma client, for the few statements every request of a hot path sends
 * (docs/performance.md, "API throughput"): Prisma 7's client builds, plans and interprets each query in JavaScript,
 * which cost a charged scan about a third of its server CPU; a statement sent through the database's
 * own driver (node-postgres' pool, or PGlite) costs a fraction of that. `openDatabase` attaches the
 * driver under the client it makes, so a service that holds the `Db` reaches it with `rawSql(db)`.
 *
 * node-postgres and PGlite parse result types differently: keep raw statements' results to `integer`,
 * `double precision`, `boolean`, `text` and `text[]` (cast enums to text and give times as epoch
 * milliseconds), and send times as ISO strings, which both drivers pass through as text.
 */
import type { Db } from "./client";
import type { SqlExecutor } from "./sql-executor";

export type RawSql = Pick<SqlExecutor, "query">;

const executors = new WeakMap<Db, RawSql>();

/** Makes `executor` (on the same database and pool as `db`) the raw-SQL path of `db`. */
export function attachRawSql(db: Db, executor: RawSql): void {
  executors.set(db, executor);
}

/** The raw-SQL path of a client made by `openDatabase`. */
export function rawSql(db: Db): RawSql {
  const executor = executors.get(db);
  if (!executor) throw new Error("This database client was not opened by openDatabase: it has no raw-SQL path.");
  return executor;
}

/** A PostgreSQL error's SQLSTATE (both drivers put it in `code`), e.g. "23505" for a unique violation. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
