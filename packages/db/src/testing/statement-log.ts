// Every statement node-postgres sends while a log is open, for tests that count a path's round trips
// (docs/performance.md, "API throughput"). PostgreSQL only: PGlite runs in the process and has no wire to count.
import pg from "pg";

export interface StatementLog {
  /** The statements' texts, in the order they were sent. */
  readonly statements: string[];
  /** Forgets what was logged so far. */
  clear(): void;
  /** Stops logging. */
  close(): void;
}

/** Opens a log of every statement any node-postgres client of this process sends, until `close`. */
export function logStatements(): StatementLog {
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function logged(this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    statements.push(typeof config === "string" ? config : String((config as { text?: unknown } | null)?.text));
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    statements,
    clear: () => void statements.splice(0),
    close: () => {
      pg.Client.prototype.query = query;
    },
  };
}
