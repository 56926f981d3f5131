import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import { migrate, MigrationError } from "./migrate";
import { pgliteMigrationAdapter, postgresMigrationAdapter, type MigrationAdapter } from "./migration-adapters";
import { defaultMigrationsDir, LOCK_FILE, readMigrations } from "./migration-files";
import { withSchemaEngine } from "./schema-engine";
import { pgExecutor, pgliteExecutor, type SqlExecutor } from "./sql-executor";
import { postgresAvailable } from "./testing/test-database";

const committed = await readMigrations(defaultMigrationsDir);
const adminUrl = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  applied_steps_count: number;
  logs: string | null;
}

const appliedRows = (executor: SqlExecutor) =>
  executor.query<AppliedRow>(
    `SELECT "migration_name", "checksum", "finished_at", "applied_steps_count", "logs" FROM "_prisma_migrations" ORDER BY "started_at"`,
  );

/** A copy of the committed migrations to tamper with. */
async function copyOfMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "productcheck-migrations-"));
  await cp(defaultMigrationsDir, dir, { recursive: true });
  return dir;
}

/** Prisma's own view of the migration history (what `prisma migrate status` reports). */
async function prismaDiagnosis(adapter: MigrationAdapter, migrationsDir: string) {
  const migrations = await readMigrations(migrationsDir);
  try {
    return await withSchemaEngine(adapter.factory, (engine) =>
      engine.diagnoseMigrationHistory({
        optInToShadowDatabase: false,
        filters: { externalTables: [], externalEnums: [] },
        migrationsList: {
          baseDir: migrationsDir,
          lockfile: { path: LOCK_FILE, content: null },
          shadowDbInitScript: "",
          migrationDirectories: migrations.map((m) => ({
            path: m.name,
            migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
          })),
        },
      }),
    );
  } finally {
    await adapter.close();
  }
}

it("finds the committed init migration", () => {
  expect(committed.map((m) => m.name)).toContainEqual(expect.stringMatching(/^\d{14}_init$/));
});

describe("migrate on PGlite", () => {
  let db: PGlite;
  let executor: SqlExecutor;
  const tempDirs: string[] = [];

  beforeEach(async () => {
    db = await PGlite.create();
    executor = pgliteExecutor(db);
  });
  afterEach(async () => {
    await db.close();
    await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("applies the init migration to an empty database, recording it as Prisma does", async () => {
    const result = await migrate(executor);

    expect(result).toEqual({ applied: committed.map((m) => m.name), alreadyApplied: 0 });
    const rows = await appliedRows(executor);
    expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count, r.logs])).toEqual(
      committed.map((m) => [m.name, m.checksum, 1, null]),
    );
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
    const tables = await executor.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
    expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining(["User", "Product", "Scan", "Purchase"]));
  });

  it("is idempotent", async () => {
    await migrate(executor);
    const again = await migrate(executor);

    expect(again).toEqual({ applied: [], alreadyApplied: committed.length });
    expect(await appliedRows(executor)).toHaveLength(committed.length);
  });

  it("refuses to run when an applied migration was changed", async () => {
    const dir = await copyOfMigrations();
    tempDirs.push(dir);
    await migrate(executor, { migrationsDir: dir });
    const first = committed[0]!;
    await writeFile(path.join(dir, first.name, "migration.sql"), `${first.sql}\n-- edited afterwards\n`);

    await expect(migrate(executor, { migrationsDir: dir })).rejects.toThrow(
      new RegExp(`Migration ${first.name} was changed after it was applied`),
    );
  });

  it("accepts an applied migration whose line endings were converted", async () => {
    const dir = await copyOfMigrations();
    tempDirs.push(dir);
    await migrate(executor, { migrationsDir: dir });
    const first = committed[0]!;
    await writeFile(path.join(dir, first.name, "migration.sql"), first.sql.replaceAll("\n", "\r\n"));

    await expect(migrate(executor, { migrationsDir: dir })).resolves.toEqual({ applied: [], alreadyApplied: committed.length });
  });

  it("records a failing migration, leaves nothing of it behind, and refuses to go on until it is resolved", async () => {
    const dir = await copyOfMigrations();
    tempDirs.push(dir);
    await migrate(executor, { migrationsDir: dir });
    const broken = "99990101000000_broken";
    await cp(path.join(dir, committed[0]!.name), path.join(dir, broken), { recursive: true });
    await writeFile(
      path.join(dir, broken, "migration.sql"),
      `CREATE TABLE "Half" ("id" INTEGER);\nSELECT * FROM "NoSuchTable";\n`,
    );

    const error = await migrate(executor, { migrationsDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect(String(error)).toMatch(/Migration 99990101000000_broken failed: .*NoSuchTable/);
    const rows = await appliedRows(executor);
    expect(rows.at(-1)).toMatchObject({ migration_name: broken, finished_at: null, logs: expect.stringMatching(/NoSuchTable/) });
    expect(await executor.query(`SELECT 1 FROM pg_tables WHERE tablename = 'Half'`)).toEqual([]);

    await expect(migrate(executor, { migrationsDir: dir })).rejects.toThrow(/99990101000000_broken failed earlier/);

    await writeFile(path.join(dir, broken, "migration.sql"), `CREATE TABLE "Half" ("id" INTEGER);\n`);
    await executor.query(`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = $1`, [broken]);
    await expect(migrate(executor, { migrationsDir: dir })).resolves.toEqual({ applied: [broken], alreadyApplied: committed.length });
  });

  it("seeds through onFreshDatabase only the first time", async () => {
    let seeded = 0;
    const onFreshDatabase = async () => {
      seeded += 1;
    };
    await migrate(executor, { onFreshDatabase });
    await migrate(executor, { onFreshDatabase });

    expect(seeded).toBe(1);
  });

  it("leaves a history Prisma's schema engine agrees with", async () => {
    await migrate(executor);

    const diagnosis = await prismaDiagnosis(await pgliteMigrationAdapter(db), defaultMigrationsDir);
    expect(diagnosis).toMatchObject({ history: null, failedMigrationNames: [], editedMigrationNames: [] });
  });
});

describe.skipIf(!(await postgresAvailable()))("migrate on PostgreSQL", () => {
  const databases: string[] = [];

  async function emptyDatabase(): Promise<string> {
    const name = `productcheck_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    databases.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function connect(url: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  }

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("applies the migrations once and then is idempotent", async () => {
    const client = await connect(await emptyDatabase());
    try {
      const executor = pgExecutor(client);
      expect(await migrate(executor)).toEqual({ applied: committed.map((m) => m.name), alreadyApplied: 0 });
      expect(await migrate(executor)).toEqual({ applied: [], alreadyApplied: committed.length });
      expect((await appliedRows(executor)).map((r) => r.checksum)).toEqual(committed.map((m) => m.checksum));
    } finally {
      await client.end();
    }
  });

  it("lets two runners start at once: one applies, the other waits and finds nothing to do", async () => {
    const url = await emptyDatabase();
    const clients = await Promise.all([connect(url), connect(url)]);
    try {
      const results = await Promise.all(clients.map((client) => migrate(pgExecutor(client))));

      expect(results.map((r) => r.applied.length).sort()).toEqual([0, committed.length]);
      expect(await appliedRows(pgExecutor(clients[0]!))).toHaveLength(committed.length);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it("leaves a history Prisma's schema engine agrees with", async () => {
    const url = await emptyDatabase();
    const client = await connect(url);
    try {
      await migrate(pgExecutor(client));
    } finally {
      await client.end();
    }

    const diagnosis = await prismaDiagnosis(postgresMigrationAdapter(url), defaultMigrationsDir);
    expect(diagnosis).toMatchObject({ history: null, failedMigrationNames: [], editedMigrationNames: [] });
  });
});
