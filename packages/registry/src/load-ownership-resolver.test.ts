import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "@productcheck/db/client";
import { openDatabase } from "@productcheck/db/database";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "@productcheck/db/testing/test-database";
import { brandKey } from "@productcheck/domain/brand-key";

import {
  createResolverCache,
  listenForRegistryChanges,
  loadRegistrySnapshot,
  MAX_STALENESS_MS,
  ownershipResolverFor,
  readRegistryVersion,
  registryChanged,
} from "./load-ownership-resolver";
import { parseRegistry } from "./load-registry";
import type { RegistrySnapshot } from "./ownership-resolver";
import { syncRegistry } from "./sync-registry";
import { brand, company } from "./testing/registry-files";
import { snapshotBuilder } from "./testing/registry-snapshot";

/** A registry source whose version and rows the test sets, counting how often each is read. */
function fakeRegistry() {
  const source = {
    version: 1n,
    hq: "SE",
    versionReads: 0,
    snapshotLoads: 0,
    /** When set, reads of the version wait for it. */
    gate: null as Promise<void> | null,
    snapshot(): RegistrySnapshot {
      const registry = snapshotBuilder();
      registry.brand("Felix", [["Orkla", source.hq]]);
      return registry.snapshot;
    },
  };
  let clock = 0;
  const cache = createResolverCache({
    readVersion: async () => {
      source.versionReads += 1;
      await source.gate;
      return source.version;
    },
    loadSnapshot: async () => {
      source.snapshotLoads += 1;
      return source.snapshot();
    },
    checkIntervalMs: 250,
    maxStalenessMs: 750,
    now: () => clock,
  });
  const hqOfFelix = async () => (await cache.get()).ownerOf(["Felix"])?.hqCountry;
  return { source, cache, hqOfFelix, tick: (ms: number) => (clock += ms) };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createResolverCache", () => {
  it("builds once, then answers from memory without reading the version until the check interval has passed", async () => {
    const { source, hqOfFelix, tick } = fakeRegistry();
    expect(await hqOfFelix()).toBe("SE");
    expect(source).toMatchObject({ versionReads: 1, snapshotLoads: 1 });
    for (let i = 0; i < 10; i++) {
      tick(20);
      expect(await hqOfFelix()).toBe("SE");
    }
    expect(source).toMatchObject({ versionReads: 1, snapshotLoads: 1 });
  });

  it("checks the version behind a call once the interval has passed, and rebuilds only when it moved", async () => {
    const { source, hqOfFelix, tick } = fakeRegistry();
    await hqOfFelix();
    tick(300);
    expect(await hqOfFelix()).toBe("SE");
    await settle();
    expect(source).toMatchObject({ versionReads: 2, snapshotLoads: 1 });

    source.version = 2n;
    source.hq = "NO";
    tick(300);
    // This call is answered from memory while the check runs; the next one sees the edit.
    expect(await hqOfFelix()).toBe("SE");
    await settle();
    expect(await hqOfFelix()).toBe("NO");
    expect(source).toMatchObject({ versionReads: 3, snapshotLoads: 2 });
  });

  it("makes a call wait for the check when the last one is older than the staleness limit (an idle process)", async () => {
    const { source, hqOfFelix, tick } = fakeRegistry();
    await hqOfFelix();
    source.version = 2n;
    source.hq = "NO";
    tick(800);
    expect(await hqOfFelix()).toBe("NO");
  });

  it("shares one check and one rebuild among concurrent calls", async () => {
    const { source, cache, tick } = fakeRegistry();
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
    expect(new Set(first).size).toBe(1);
    source.version = 2n;
    tick(1000);
    const second = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
    expect(new Set(second).size).toBe(1);
    expect(source).toMatchObject({ versionReads: 2, snapshotLoads: 2 });
  });

  it("checks at once after invalidate, and a check begun before it confirms nothing", async () => {
    const { source, cache, hqOfFelix, tick } = fakeRegistry();
    await hqOfFelix();
    tick(300);
    let open = () => {};
    source.gate = new Promise((resolve) => (open = resolve));
    // A check starts behind this call and waits on the version…
    expect(await hqOfFelix()).toBe("SE");
    // …meanwhile this process writes the registry.
    source.version = 2n;
    source.hq = "NO";
    cache.invalidate();
    source.gate = null;
    open();
    expect(await hqOfFelix()).toBe("NO");
    expect(await hqOfFelix()).toBe("NO");
  });

  it("leaves a failed check to the next call", async () => {
    const { source, cache, hqOfFelix, tick } = fakeRegistry();
    source.gate = Promise.reject(new Error("database down"));
    source.gate.catch(() => {});
    await expect(cache.get()).rejects.toThrow("database down");
    source.gate = null;
    expect(await hqOfFelix()).toBe("SE");
    tick(300);
    source.gate = Promise.reject(new Error("database down"));
    source.gate.catch(() => {});
    // Behind the call: answered from memory, the failure swallowed.
    expect(await hqOfFelix()).toBe("SE");
    await settle();
    source.gate = null;
    tick(1000);
    expect(await hqOfFelix()).toBe("SE");
  });
});

// Two clients on one database need a server: PGlite's folder is open in one process at a time.
const onPostgres = await postgresAvailable();

describe("the registry's version and the per-process resolver on a database", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function newBrand(db: Db, name: string, hqCountry: string) {
    const owner = await db.company.create({ data: { name: `${name} Owner`, hqCountry }, select: { id: true } });
    return db.brand.create({ data: { name, key: brandKey(name), ownerId: owner.id }, select: { id: true, ownerId: true } });
  }

  it("bumps the version with every statement that writes a registry table, and not for a rolled-back write", async () => {
    const { db } = database;
    const versions = [await readRegistryVersion(db)];
    const bumped = async (write: () => Promise<unknown>) => {
      await write();
      versions.push(await readRegistryVersion(db));
    };
    const created = await newBrand(db, "Version Brand", "SE");
    versions.push(await readRegistryVersion(db));
    await bumped(() => db.company.update({ where: { id: created.ownerId }, data: { hqCountry: "NO" }, select: { id: true } }));
    await bumped(() => db.brandAlias.create({ data: { key: "version alias", brandId: created.id }, select: { key: true } }));
    await bumped(() =>
      db.brandRegionalOwner.create({ data: { brandId: created.id, region: "north-america", ownerId: created.ownerId }, select: { id: true } }),
    );
    await bumped(() => db.brandRegionalOwner.deleteMany({ where: { brandId: created.id } }));
    await bumped(() => db.$executeRaw`TRUNCATE "BrandAlias"`);
    await bumped(() => db.brand.update({ where: { id: created.id }, data: { confidence: "medium" }, select: { id: true } }));
    const [first, ...rest] = versions.map(Number);
    expect(first).toBeGreaterThanOrEqual(0);
    // Two statements for the brand and its owner, then one each.
    expect(rest).toEqual([2, 3, 4, 5, 6, 7, 8].map((step) => (first ?? 0) + step));

    const before = await readRegistryVersion(db);
    await expect(
      db.$transaction(async (tx) => {
        await tx.company.create({ data: { name: "Rolled Back", hqCountry: "SE" }, select: { id: true } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await readRegistryVersion(db)).toBe(before);
  });

  it("loads the four tables the resolver is built from", async () => {
    const { db } = database;
    await newBrand(db, "Snapshot Brand", "DK");
    const snapshot = await loadRegistrySnapshot(db);
    expect(snapshot.brands).toContainEqual(expect.objectContaining({ name: "Snapshot Brand", key: "snapshot brand", source: "registry" }));
    expect(snapshot.companies.map((row) => row.id)).toEqual([...snapshot.companies.map((row) => row.id)].sort((a, b) => a - b));
  });

  it("sees a registry write of this process at once once told, and the registry sync's without being told", async () => {
    const { db } = database;
    const created = await newBrand(db, "Own Write", "SE");
    registryChanged(db);
    expect((await ownershipResolverFor(db)).ownerOf(["Own Write"])?.hqCountry).toBe("SE");
    await db.company.update({ where: { id: created.ownerId }, data: { hqCountry: "US" }, select: { id: true } });
    registryChanged(db);
    expect((await ownershipResolverFor(db)).ownerOf(["Own Write"])?.hqCountry).toBe("US");

    const registry = parseRegistry({ companies: [company("Synced Owner", "FI")], brands: [brand("Synced Brand", "Synced Owner")] });
    await syncRegistry(db, registry);
    expect((await ownershipResolverFor(db)).ownerOf(["Synced Brand"])?.hqCountry).toBe("FI");
  });

  it.runIf(onPostgres)("shows another process's edit within a second: a second Prisma client on the same database", async () => {
    const { db } = database;
    const other = await openDatabase({ databaseUrl: database.databaseUrl });
    try {
      const created = await newBrand(db, "Shared Brand", "SE");
      registryChanged(db);
      const before = await ownershipResolverFor(other.db);
      expect(before.ownerOf(["Shared Brand"])?.hqCountry).toBe("SE");

      await db.company.update({ where: { id: created.ownerId }, data: { hqCountry: "US" }, select: { id: true } });
      const edited = performance.now();
      let hq: string | undefined;
      while (performance.now() - edited < 1000) {
        hq = (await ownershipResolverFor(other.db)).ownerOf(["Shared Brand"])?.hqCountry;
        if (hq === "US") break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(hq).toBe("US");
      expect(performance.now() - edited).toBeLessThan(MAX_STALENESS_MS + 250);
    } finally {
      await other.close();
    }
  });

  it.runIf(onPostgres)("hears another process's edit as it commits when listening, without waiting for the check", async () => {
    const { db } = database;
    const other = await openDatabase({ databaseUrl: database.databaseUrl });
    // The notifications the listener hears, so the test waits for the notification itself, not a time.
    let heard = 0;
    const stop = await listenForRegistryChanges({
      db: other.db,
      listen: (channel, onNotify) =>
        other.listen(channel, (payload) => {
          heard += 1;
          onNotify(payload);
        }),
    });
    try {
      const created = await newBrand(db, "Heard Brand", "SE");
      await db.company.update({ where: { id: created.ownerId }, data: { hqCountry: "DK" }, select: { id: true } });
      expect((await ownershipResolverFor(other.db)).ownerOf(["Heard Brand"])?.hqCountry).toBe("DK");
      const before = heard;
      await db.company.update({ where: { id: created.ownerId }, data: { hqCountry: "US" }, select: { id: true } });
      const deadline = performance.now() + 5_000;
      while (heard === before && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(heard).toBeGreaterThan(before);
      // The very next call after the notification has the edit: the notification, not a version check
      // falling due, brought it.
      expect((await ownershipResolverFor(other.db)).ownerOf(["Heard Brand"])?.hqCountry).toBe("US");
    } finally {
      await stop();
      await other.close();
    }
  });
});
