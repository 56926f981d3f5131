// `pnpm db:migration:create <name> [--empty] [--database-url <url>]`: writes the next migration,
// prisma/migrations/<timestamp>_<name>/migration.sql, holding the SQL that takes a database from the
// committed migrations to prisma/schema.prisma. It runs Prisma's schema engine compiled to
// WebAssembly, so it works offline: by default against throw-away in-memory PGlite databases (no
// server needed), or with --database-url against a real PostgreSQL that gets a temporary shadow
// database. `--empty` writes an empty migration to fill in by hand.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

import { pgliteMigrationAdapter, postgresMigrationAdapter } from "./migration-adapters";
import {
  defaultMigrationsDir,
  LOCK_FILE,
  lockfileContent,
  MIGRATION_FILE,
  readLockfile,
  type MigrationScript,
  readMigrations,
} from "./migration-files";
import { withSchemaEngine } from "./schema-engine";

export const defaultSchemaPath = path.resolve(import.meta.dirname, "../../../prisma/schema.prisma");

export interface CreateMigrationOptions {
  /** Words of the name; it is reduced to `[a-z0-9_]`, as Prisma does. */
  name: string;
  schemaPath?: string;
  migrationsDir?: string;
  /** Diff on this PostgreSQL (and a shadow database beside it) instead of PGlite. */
  databaseUrl?: string;
  /** Write an empty migration to fill in by hand (data fixes, constraints Prisma cannot express). */
  empty?: boolean;
  log?: (msg: string) => void;
}

export interface CreatedMigration {
  name: string;
  directory: string;
  sql: string;
}

export function migrationSlug(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!slug) throw new Error(`"${name}" is not a usable migration name: use letters, digits and underscores.`);
  return slug;
}

/** Writes the next migration; returns null (and writes nothing) when the schema has no changes. */
export async function createMigration(options: CreateMigrationOptions): Promise<CreatedMigration | null> {
  const schemaPath = options.schemaPath ?? defaultSchemaPath;
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
  const migrationName = migrationSlug(options.name);
  const [schema, migrations, lockfile] = await Promise.all([
    readFile(schemaPath, "utf8"),
    readMigrations(migrationsDir),
    readLockfile(migrationsDir),
  ]);

  const sql = options.empty
    ? "-- This is an empty migration.\n"
    : await diffMigrationsToSchema({ ...options, schemaPath, migrationsDir, schema, migrations, lockfile });
  if (sql === null) return null;

  const name = `${migrationTimestamp(new Date())}_${migrationName}`;
  const last = migrations.at(-1)?.name;
  if (last !== undefined && name <= last) {
    throw new Error(`The new migration ${name} would not sort after the last one, ${last}: check the clock.`);
  }
  const directory = path.join(migrationsDir, name);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, MIGRATION_FILE), sql, { encoding: "utf8", flag: "wx" });
  const expectedLockfile = lockfileContent("postgresql");
  if (lockfile !== expectedLockfile) await writeFile(path.join(migrationsDir, LOCK_FILE), expectedLockfile, "utf8");
  return { name, directory, sql };
}

/** The SQL from the committed migrations to the schema, or null when they already match. */
async function diffMigrationsToSchema(input: {
  schemaPath: string;
  migrationsDir: string;
  schema: string;
  migrations: MigrationScript[];
  lockfile: string | null;
  databaseUrl?: string;
  log?: (msg: string) => void;
}): Promise<string | null> {
  const log = input.log ?? (() => {});
  const migrationsList = {
    baseDir: input.migrationsDir,
    // The engine reads the provider from the lockfile, which the very first migration writes.
    lockfile: { path: LOCK_FILE, content: input.lockfile ?? lockfileContent("postgresql") },
    shadowDbInitScript: "",
    migrationDirectories: input.migrations.map((m) => ({
      path: m.name,
      migrationFile: { path: MIGRATION_FILE, content: { tag: "ok" as const, value: m.sql } },
    })),
  };
  const adapter = input.databaseUrl ? postgresMigrationAdapter(input.databaseUrl) : await pgliteMigrationAdapter();
  try {
    // `diff` rather than `createMigration`: only `diff` hands the engine our shadow-database factory.
    const diff = await withSchemaEngine(
      adapter.factory,
      (engine) =>
        engine.diff({
          from: { tag: "migrations", ...migrationsList },
          to: { tag: "schemaDatamodel", files: [{ path: input.schemaPath, content: input.schema }] },
          script: true,
          exitCode: true,
          filters: { externalTables: [], externalEnums: [] },
        }),
      (line) => log(`schema engine: ${line}`),
    );
    return diff.exitCode === 2 ? (diff.stdout ?? "") : null;
  } finally {
    await adapter.close();
  }
}

/** Prisma's migration timestamp: UTC, `YYYYMMDDHHMMSS`. */
export function migrationTimestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { empty: { type: "boolean" }, "database-url": { type: "string" } },
  });
  if (positionals.length === 0) {
    throw new Error("Usage: pnpm db:migration:create <name> [--empty] [--database-url postgresql://…]");
  }
  const started = performance.now();
  const created = await createMigration({
    name: positionals.join("_"),
    empty: values.empty,
    databaseUrl: values["database-url"],
  });
  const ms = Math.round(performance.now() - started);
  if (!created) {
    console.info(`No changes: prisma/schema.prisma matches the committed migrations (${ms} ms).`);
    return;
  }
  console.info(`Created ${path.relative(process.cwd(), path.join(created.directory, MIGRATION_FILE))} (${ms} ms).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
