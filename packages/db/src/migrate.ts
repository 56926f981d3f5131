// Applies the committed migrations at start-up without Prisma's schema engine, keeping Prisma's own
// bookkeeping: one `_prisma_migrations` row per migration, with Prisma's columns and checksum, so
// `prisma migrate status` / `migrate deploy` agree with what this runner did (and the other way round).
import { randomUUID } from "node:crypto";

import { checksumMatches, defaultMigrationsDir, readMigrations } from "./migration-files";
import type { SqlExecutor } from "./sql-executor";

/** The advisory lock key Prisma's schema engine takes while migrating, so the two exclude each other too. */
export const MIGRATION_LOCK_KEY = 72707369;

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrateOptions {
  /** The folder of `<timestamp>_<name>/migration.sql` directories; defaults to the repository's prisma/migrations. */
  migrationsDir?: string;
  log?: (msg: string) => void;
  /**
   * Runs, still under the migration lock, after migrating a database on which no migration had ever
   * been applied: the place to seed it, so that no other instance sees it migrated but unseeded.
   */
  onFreshDatabase?: () => Promise<void>;
  /**
   * Runs at every call, still under the migration lock, after migrating (and after `onFreshDatabase`):
   * the place to finish a seed that an earlier, interrupted start left incomplete.
   */
  whileLocked?: (facts: { fresh: boolean }) => Promise<void>;
}

export interface MigrateResult {
  /** Migrations this call applied, in order. */
  applied: string[];
  /** How many migrations were already applied before this call (0: the database was fresh). */
  alreadyApplied: number;
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Applies every committed migration not yet applied, in name order, each sent as one script
 * (PostgreSQL runs a multi-statement simple query as one implicit transaction, so a failing migration
 * leaves nothing half-done unless the script itself says COMMIT). Like Prisma, it records a failure
 * and then refuses to go on until the failed migration is marked rolled back; it also refuses when an
 * applied migration's file changed. Holds a PostgreSQL advisory lock throughout, so instances starting
 * together apply each migration once, and the others wait until it is done.
 */
export async function migrate(executor: SqlExecutor, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const migrations = await readMigrations(options.migrationsDir ?? defaultMigrationsDir);

  await executor.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await executor.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await executor.query<MigrationRow>(
      `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at"
         FROM "_prisma_migrations" WHERE "rolled_back_at" IS NULL ORDER BY "started_at"`,
    );
    const failed = rows.find((row) => row.finished_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier and is still marked as failed in "_prisma_migrations". ` +
          `Fix the database, then mark it rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}, or ` +
          `UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = '${failed.migration_name}' ` +
          `AND "finished_at" IS NULL) to have it applied again.`,
      );
    }
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined && !checksumMatches(migration.sql, checksum)) {
        throw new MigrationError(
          `Migration ${migration.name} was changed after it was applied (checksum ${checksum} recorded, ` +
            `${migration.checksum} now). Restore the original migration.sql and put the change in a new migration.`,
        );
      }
    }
    const known = new Set(migrations.map((m) => m.name));
    for (const name of applied.keys()) {
      if (!known.has(name)) log(`migrate: ${name} is applied but not in the migrations folder (a newer release?)`);
    }

    const pending = migrations.filter((m) => !applied.has(m.name));
    for (const migration of pending) {
      const started = performance.now();
      const id = randomUUID();
      await executor.query(
        `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count")
         VALUES ($1, $2, $3, now(), 0)`,
        [id, migration.checksum, migration.name],
      );
      try {
        await executor.exec(migration.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await executor.query(`UPDATE "_prisma_migrations" SET "logs" = $2 WHERE "id" = $1`, [id, message]);
        throw new MigrationError(`Migration ${migration.name} failed: ${message}`, { cause: error });
      }
      await executor.query(
        `UPDATE "_prisma_migrations" SET "finished_at" = now(), "applied_steps_count" = 1 WHERE "id" = $1`,
        [id],
      );
      log(`migrate: applied ${migration.name} in ${Math.round(performance.now() - started)} ms`);
    }

    if (applied.size === 0 && options.onFreshDatabase) await options.onFreshDatabase();
    if (options.whileLocked) await options.whileLocked({ fresh: applied.size === 0 });
    return { applied: pending.map((m) => m.name), alreadyApplied: applied.size };
  } finally {
    // If the session broke, PostgreSQL released the lock with it; don't hide the original error.
    await executor
      .query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
      .catch((error: unknown) => log(`migrate: could not release the migration lock: ${String(error)}`));
  }
}
