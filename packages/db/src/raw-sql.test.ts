import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import type { Db } from "./client";
import { type Database, openDatabase } from "./database";
import { rawSql, sqlState } from "./raw-sql";
import { createTestDatabase, postgresAvailable } from "./testing/test-database";

/** What the raw path promises on either driver: the types it reads alike, and a violation's SQLSTATE. */
async function expectRawPath(database: Database) {
  const sql = rawSql(database.db);
  const [guest] = await sql.query<{ id: number; tokenHash: string }>(
    `INSERT INTO "Guest" ("tokenHash", "scansRemaining", "ipHash") VALUES ($1, $2, $3) RETURNING "id", "tokenHash"`,
    ["t".repeat(64), 3, "i".repeat(64)],
  );
  expect(guest).toEqual({ id: expect.any(Number), tokenHash: "t".repeat(64) });
  const [read] = await sql.query<{ remaining: number; tags: string[]; atMs: number; gone: boolean }>(
    `SELECT "scansRemaining" AS "remaining", ARRAY['en:jams', 'en:x y']::text[] AS "tags",
       (extract(epoch FROM $2::timestamp) * 1000)::double precision AS "atMs", false AS "gone"
     FROM "Guest" WHERE "id" = $1`,
    [guest?.id, "2026-11-24T12:00:00.123Z"],
  );
  expect(read).toEqual({ remaining: 3, tags: ["en:jams", "en:x y"], atMs: Date.UTC(2026, 10, 24, 12, 0, 0, 123), gone: false });
  const duplicate = await sql
    .query(`INSERT INTO "Guest" ("tokenHash", "scansRemaining", "ipHash") VALUES ($1, 1, $2)`, ["t".repeat(64), "i".repeat(64)])
    .then(() => null, (error: unknown) => error);
  expect(sqlState(duplicate)).toBe("23505");
}

const usesPostgres = await postgresAvailable();

describe("the raw-SQL path of an opened database", () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("reads alike on PGlite", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "productcheck-raw-sql-"));
    dataDirs.push(parent);
    const database = await openDatabase({ dataDir: path.join(parent, "data") });
    try {
      await expectRawPath(database);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!usesPostgres)("reads alike on PostgreSQL", async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe("postgres");
      await expectRawPath(database);
    } finally {
      await database.close();
    }
  });

  it("is refused for a client openDatabase did not make", () => {
    expect(() => rawSql({} as Db)).toThrow(/not opened by openDatabase/);
  });
});
