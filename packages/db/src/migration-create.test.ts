import { cp, mkdtemp, readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { createMigration, migrationSlug, migrationTimestamp } from "./migration-create";
import { defaultMigrationsDir, LOCK_FILE, lockfileContent } from "./migration-files";
import { postgresAvailable } from "./testing/test-database";

const adminUrl = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
const tempDirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "productcheck-migrations-"));
  tempDirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("names", () => {
  it("reduces a migration name to Prisma's characters", () => {
    expect(migrationSlug(" Add product category ")).toBe("add_product_category");
    expect(migrationSlug("scan-limits/v2")).toBe("scan_limits_v2");
    expect(() => migrationSlug("--")).toThrow(/not a usable migration name/);
  });

  it("stamps migrations with Prisma's UTC timestamp", () => {
    expect(migrationTimestamp(new Date("2026-11-21T09:05:03.123Z"))).toBe("20261121090503");
  });
});

describe("createMigration on PGlite", () => {
  it("finds nothing to do: the committed migrations match prisma/schema.prisma", async () => {
    const dir = await tempDir();
    await cp(defaultMigrationsDir, dir, { recursive: true });

    await expect(createMigration({ name: "nothing", migrationsDir: dir })).resolves.toBeNull();
    expect(await readdir(dir)).toEqual(await readdir(defaultMigrationsDir));
  });

  it("writes the first migration and the lockfile into an empty folder", async () => {
    const dir = await tempDir();

    const created = await createMigration({ name: "init", migrationsDir: dir });

    expect(created?.name).toMatch(/^\d{14}_init$/);
    const sql = await readFile(path.join(dir, created!.name, "migration.sql"), "utf8");
    expect(sql).toBe(created!.sql);
    expect(sql).toMatch(/CREATE TABLE "Scan"/);
    expect(await readFile(path.join(dir, LOCK_FILE), "utf8")).toBe(lockfileContent("postgresql"));
  });

  it("writes an empty migration on request", async () => {
    const dir = await tempDir();
    await cp(defaultMigrationsDir, dir, { recursive: true });

    const created = await createMigration({ name: "backfill", migrationsDir: dir, empty: true });

    expect(created?.sql).toBe("-- This is an empty migration.\n");
  });

  it("fails on a committed migration that does not run, rather than diffing against half of it", async () => {
    const dir = await tempDir();
    await cp(defaultMigrationsDir, dir, { recursive: true });
    await mkdir(path.join(dir, "99990101000000_broken"));
    await writeFile(path.join(dir, "99990101000000_broken", "migration.sql"), `ALTER TABLE "NoSuchTable" ADD COLUMN "x" INT;\n`);

    await expect(createMigration({ name: "next", migrationsDir: dir })).rejects.toThrow(/NoSuchTable/);
  });
});

describe.skipIf(!(await postgresAvailable()))("createMigration on PostgreSQL", () => {
  it("agrees with PGlite: nothing to do for the committed migrations", async () => {
    const dir = await tempDir();
    await cp(defaultMigrationsDir, dir, { recursive: true });

    await expect(createMigration({ name: "nothing", migrationsDir: dir, databaseUrl: adminUrl })).resolves.toBeNull();
  });
});
