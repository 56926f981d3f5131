import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, expect, it } from "vitest";

import { checksumMatches, migrationChecksum, readMigrations } from "./migration-files";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

it("computes Prisma's checksum: SHA-256 of the script, zero-padded hex", () => {
  expect(migrationChecksum("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  expect(migrationChecksum("SELECT 1;\n")).toMatch(/^[0-9a-f]{64}$/);
});

it("matches a checksum across LF/CRLF conversion only", () => {
  const sql = "CREATE TABLE a (id INT);\nCREATE TABLE b (id INT);\n";
  const recorded = migrationChecksum(sql);
  expect(checksumMatches(sql, recorded)).toBe(true);
  expect(checksumMatches(sql.replaceAll("\n", "\r\n"), recorded)).toBe(true);
  expect(checksumMatches(sql.replace("b", "c"), recorded)).toBe(false);
});

it("reads migration directories in name order and ignores files beside them", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "productcheck-migrations-"));
  dirs.push(dir);
  for (const name of ["20260102000000_second", "20260101000000_first"]) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, "migration.sql"), `-- ${name}\n`);
  }
  await writeFile(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');

  const migrations = await readMigrations(dir);

  expect(migrations.map((m) => m.name)).toEqual(["20260101000000_first", "20260102000000_second"]);
  expect(migrations[0]).toMatchObject({ sql: "-- 20260101000000_first\n", checksum: migrationChecksum("-- 20260101000000_first\n") });
});

it("treats a missing folder as no migrations, and a directory without migration.sql as an error", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "productcheck-migrations-"));
  dirs.push(dir);
  expect(await readMigrations(path.join(dir, "missing"))).toEqual([]);

  await mkdir(path.join(dir, "20260101000000_empty"));
  await expect(readMigrations(dir)).rejects.toThrow(/20260101000000_empty has no readable migration.sql/);
});
