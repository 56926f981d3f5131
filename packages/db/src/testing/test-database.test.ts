import { existsSync } from "node:fs";

import pg from "pg";
import { expect, it } from "vitest";

import { openDatabase } from "../database";
import { createTestDatabase, createTestDatabaseConfig, postgresAvailable } from "./test-database";

const usesPostgres = await postgresAvailable();
const adminUrl = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";

async function databaseExists(databaseUrl: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

async function isGone(location: { databaseUrl?: string; dataDir?: string }): Promise<boolean> {
  if (location.databaseUrl) return !(await databaseExists(location.databaseUrl));
  return !existsSync(location.dataDir!);
}

it("gives each test its own migrated database and deletes it on close", async () => {
  const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  try {
    expect(a.kind).toBe(usesPostgres ? "postgres" : "pglite");
    expect(usesPostgres ? a.databaseUrl : a.dataDir).toBeTruthy();
    await a.db.user.create({ data: { email: "only-in-a@example.com" } });
    expect(await b.db.user.count()).toBe(0);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
  expect(await isGone(a)).toBe(true);
  expect(await isGone(b)).toBe(true);
});

it("seeds the test database when asked", async () => {
  const database = await createTestDatabase({
    seed: async (db) => {
      await db.lookupMiss.create({ data: { barcode: "0000000000000" } });
    },
  });
  try {
    expect(await database.db.lookupMiss.count()).toBe(1);
  } finally {
    await database.close();
  }
});

it("prepares a migrated database for a separate server process, and disposes of it", async () => {
  const config = await createTestDatabaseConfig();
  expect(Boolean(config.databaseUrl) !== Boolean(config.dataDir)).toBe(true);

  const logs: string[] = [];
  const server = await openDatabase({ ...config, log: (msg) => logs.push(msg) });
  try {
    expect(logs).toContainEqual(expect.stringMatching(/up to date/));
    expect(await server.db.product.count()).toBe(0);
  } finally {
    await server.close();
  }
  await config.dispose();
  expect(await isGone(config)).toBe(true);
});
