import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Db, FactSource, Prisma } from "./client";
import { type Database, openDatabase } from "./database";
import { postgresAvailable } from "./testing/test-database";

const adminUrl = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";

/** A create/read round trip through the Prisma client on a couple of models, arrays included. */
async function roundTrip(db: Db) {
  const user = await db.user.create({ data: { email: "ada@example.com", scansRemaining: 10 } });
  await db.product.create({
    data: {
      barcode: "7310865004703",
      name: "Lingonsylt",
      brand: "Felix",
      categories: ["en:lingonberry-jams", "en:jams", "en:spreads"],
      countryCode: "SE",
      source: FactSource.off,
    },
  });
  const product = await db.product.findUniqueOrThrow({
    where: { barcode: "7310865004703" },
    select: { name: true, categories: true, countryCode: true, source: true },
  });
  const found = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, scansRemaining: true } });
  return { product, found };
}

async function expectRoundTrip(database: Database) {
  expect(await roundTrip(database.db)).toEqual({
    product: {
      name: "Lingonsylt",
      categories: ["en:lingonberry-jams", "en:jams", "en:spreads"],
      countryCode: "SE",
      source: "off",
    },
    found: { email: "ada@example.com", scansRemaining: 10 },
  });
}

/** The migration's CHECK constraint: a scan belongs to a user or a guest, not both. */
async function expectScanOwnerCheck(db: Db) {
  const user = await db.user.create({ data: { email: "both@example.com" } });
  const guest = await db.guest.create({ data: { tokenHash: "a".repeat(64), scansRemaining: 3, ipHash: "b".repeat(64) } });
  const product = await db.product.create({ data: { barcode: "0000000000017", name: "Test", source: FactSource.catalogue } });
  const scan = { productId: product.id, clientScanId: "1700000000000_abcdefgh", deviceClass: "mobile", charged: true } as const;

  await expect(db.scan.create({ data: { ...scan, userId: user.id, guestId: guest.id } })).rejects.toThrow(
    /Scan_one_principal_check/,
  );
  await expect(db.scan.create({ data: scan })).rejects.toThrow(/Scan_one_principal_check/);
  await expect(db.scan.create({ data: { ...scan, guestId: guest.id } })).resolves.toMatchObject({ userId: null });
}

/** The payloads `database` hears on `channel`, and a way to wait for the next. */
async function listener(database: Database, channel: string) {
  const heard: string[] = [];
  let waiting: (() => void) | null = null;
  const stop = await database.listen(channel, (payload) => {
    heard.push(payload);
    waiting?.();
  });
  const next = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`heard only ${JSON.stringify(heard)}`)), 5000);
      waiting = () => {
        if (heard.length < count) return;
        clearTimeout(timer);
        resolve();
      };
      waiting();
    });
  return { heard, next, stop };
}

describe("openDatabase with PGlite", () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function newDataDir() {
    const parent = await mkdtemp(path.join(tmpdir(), "productcheck-db-"));
    dataDirs.push(parent);
    return path.join(parent, "data"); // not there yet: openDatabase creates it
  }

  it("creates, migrates and seeds a new database in the folder, then reopens it without seeding again", async () => {
    const dataDir = await newDataDir();
    const seeded: string[] = [];
    const seed = async (db: Db) => {
      await db.lookupMiss.create({ data: { barcode: "seed" } });
      seeded.push(dataDir);
    };
    const logs: string[] = [];

    const first = await openDatabase({ dataDir, seed, log: (msg) => logs.push(msg) });
    expect(first.kind).toBe("pglite");
    await expectRoundTrip(first);
    expect(await first.ping()).toBe(true);
    await first.close();
    const second = await openDatabase({ dataDir, seed });
    try {
      expect(await second.db.user.count()).toBe(1);
      expect(await second.db.lookupMiss.count()).toBe(1);
      expect(seeded).toHaveLength(1);
      expect(logs).toContainEqual(expect.stringMatching(/applied \d+ migration/));
    } finally {
      await second.close();
    }
  });

  it("enforces the one-principal CHECK constraint on Scan", async () => {
    const database = await openDatabase({ dataDir: await newDataDir() });
    try {
      await expectScanOwnerCheck(database.db);
    } finally {
      await database.close();
    }
  });

  it("reports Prisma's own errors, such as a unique violation", async () => {
    const database = await openDatabase({ dataDir: await newDataDir() });
    try {
      await database.db.user.create({ data: { email: "twice@example.com" } });
      const error = await database.db.user.create({ data: { email: "twice@example.com" } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
      expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
    } finally {
      await database.close();
    }
  });

  it("delivers NOTIFY to a listener until it stops, and refuses a channel that is no identifier", async () => {
    const database = await openDatabase({ dataDir: await newDataDir() });
    try {
      const { heard, next, stop } = await listener(database, "test_channel");
      await database.db.$executeRaw`SELECT pg_notify('test_channel', 'one')`;
      await next(1);
      await stop();
      await database.db.$executeRaw`SELECT pg_notify('test_channel', 'two')`;
      expect(heard).toEqual(["one"]);
      await expect(database.listen("x; DROP TABLE", () => {})).rejects.toThrow(/not a usable channel name/);
    } finally {
      await database.close();
    }
  });

  it("needs a URL or a folder", async () => {
    await expect(openDatabase({})).rejects.toThrow(/needs a databaseUrl or a dataDir/);
  });
});

describe.skipIf(!(await postgresAvailable()))("openDatabase with a PostgreSQL URL", () => {
  const name = `productcheck_test_${randomBytes(6).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it("migrates and seeds a new database, round-trips data, and does not seed it again", async () => {
    let seeds = 0;
    const seed = async () => {
      seeds += 1;
    };

    const first = await openDatabase({ databaseUrl, seed });
    expect(first.kind).toBe("postgres");
    await expectRoundTrip(first);
    expect(await first.ping()).toBe(true);
    await first.close();
    const second = await openDatabase({ databaseUrl, seed, dataDir: "/nonexistent/unused" });
    try {
      expect(await second.db.product.count()).toBe(1);
      await expectScanOwnerCheck(second.db);
    } finally {
      await second.close();
    }
    expect(seeds).toBe(1);
  });

  it("seeds again at the next start when a seed did not finish, and is ready only once one has", async () => {
    const resumed = `${name}_resumed`;
    const resumedUrl = new URL(adminUrl);
    resumedUrl.pathname = `/${resumed}`;
    await admin(`CREATE DATABASE "${resumed}"`);
    try {
      let seeds = 0;
      const interrupted = async () => {
        seeds += 1;
        throw new Error("killed half-way");
      };
      await expect(openDatabase({ databaseUrl: resumedUrl.toString(), seed: interrupted })).rejects.toThrow("killed half-way");
      const logs: string[] = [];
      const completing = async () => {
        seeds += 1;
      };
      const second = await openDatabase({ databaseUrl: resumedUrl.toString(), seed: completing, log: (message) => logs.push(message) });
      expect(await second.seedComplete()).toBe(true);
      await second.close();
      expect(logs).toContainEqual(expect.stringMatching(/the seed never finished/u));
      const third = await openDatabase({ databaseUrl: resumedUrl.toString(), seed: completing });
      await third.close();
      // Before: the seed ran on a fresh database only, so the interrupted one stayed empty for good.
      expect(seeds).toBe(2);
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${resumed}" WITH (FORCE)`);
    }
  });

  it("delivers NOTIFY to a listener on its own connection, and listens again after losing it", async () => {
    const database = await openDatabase({ databaseUrl });
    try {
      const { heard, next, stop } = await listener(database, "test_channel");
      await database.db.$executeRaw`SELECT pg_notify('test_channel', 'one')`;
      await next(1);
      // The server drops the listening connection: it comes back, says "" (something may have been missed), and hears again.
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND query = 'LISTEN test_channel'`);
      await next(2);
      expect(heard).toEqual(["one", ""]);
      await database.db.$executeRaw`SELECT pg_notify('test_channel', 'two')`;
      await next(3);
      await stop();
      expect(heard).toEqual(["one", "", "two"]);
    } finally {
      await database.close();
    }
  });

  it("fails to open, quickly, when the server is not there", async () => {
    await expect(openDatabase({ databaseUrl: "postgresql://postgres@127.0.0.1:1/none" })).rejects.toThrow();
  });
});
