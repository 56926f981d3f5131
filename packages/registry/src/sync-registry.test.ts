import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "@productcheck/db/client";
import { openDatabase } from "@productcheck/db/database";
import { defaultMigrationsDir } from "@productcheck/db/migration-files";
import { createTestDatabase, createTestDatabaseConfig, type TestDatabase } from "@productcheck/db/testing/test-database";
import { brandKey } from "@productcheck/domain/brand-key";

import { loadRegistry, parseRegistry } from "./load-registry";
import { regionsOf, type TRegistry } from "./registry-schema";
import { registryHash, syncRegistry } from "./sync-registry";
import { brand, company } from "./testing/registry-files";

/** A small registry in the curated one's shape, listed children first. */
const smallRegistry = (): TRegistry =>
  parseRegistry({
    companies: [
      company("Ben & Jerry's Homemade", "US", "The Magnum Ice Cream Company"),
      company("The Magnum Ice Cream Company", "NL"),
      company("Orkla Foods Sverige", "SE", "Orkla", { confidence: "medium", note: "Felix is made in Eslöv" }),
      company("Orkla", "NO"),
      company("Kellanova", "US"),
      company("WK Kellogg Co", "US", "Ferrero Group"),
      company("Ferrero Group", "LU"),
    ],
    brands: [
      brand("Ben & Jerry's", "Ben & Jerry's Homemade", { aliases: ["Ben and Jerrys", "Ben & Jerry’s", "B&J"] }),
      brand("Felix", "Orkla Foods Sverige", { confidence: "medium", aliases: ["Felix Ketchup"] }),
      brand("Kellogg's", "Kellanova", {
        regionalOwners: [
          { region: "north-america", owner: "WK Kellogg Co", source: "Ferrero press release (2025-09)", note: "Cereals", categories: ["en:breakfast-cereals"] },
        ],
      }),
    ],
  });

/** `registry` with its parts changed by `change` (a copy: the data files edited). */
function edited(registry: TRegistry, change: (copy: TRegistry) => void): TRegistry {
  const copy = structuredClone(registry);
  change(copy);
  return parseRegistry(copy);
}

/** The small registry after Felix and its owner Orkla Foods Sverige left it. */
const withoutFelix = () =>
  edited(smallRegistry(), (registry) => {
    registry.brands = registry.brands.filter((entry) => entry.name !== "Felix");
    registry.companies = registry.companies.filter((entry) => entry.name !== "Orkla Foods Sverige");
  });

/** Every registry row, by names rather than ids, to compare two databases by. */
async function registryRows(db: Db) {
  const [companies, brands, aliases, regionalOwners] = [
    await db.company.findMany({
      select: { name: true, hqCountry: true, sourceNote: true, source: true, confidence: true, editedAt: true, parent: { select: { name: true } } },
      orderBy: { name: "asc" },
    }),
    await db.brand.findMany({
      select: { name: true, key: true, sourceNote: true, source: true, confidence: true, editedAt: true, owner: { select: { name: true } } },
      orderBy: { key: "asc" },
    }),
    await db.brandAlias.findMany({ select: { key: true, name: true, brand: { select: { key: true } } }, orderBy: { key: "asc" } }),
    await db.brandRegionalOwner.findMany({
      select: { region: true, categories: true, sourceNote: true, confidence: true, brand: { select: { key: true } }, owner: { select: { name: true } } },
      orderBy: [{ brand: { key: "asc" } }, { region: "asc" }],
    }),
  ];
  return { companies, brands, aliases, regionalOwners };
}

const AI = { source: "ai" as const, confidence: "low" as const, sourceNote: "AI proposal (test), 2026-11-20" };

/** Rows as an AI proposal stores them (api services/ai/brand-proposals.ts): the brand, and its owner unless it exists. */
async function aiProposal(db: Db, brandName: string, owner: { name: string; hq: string }) {
  const { id: ownerId } = await db.company.upsert({
    where: { name: owner.name },
    create: { name: owner.name, hqCountry: owner.hq, ...AI },
    update: {},
    select: { id: true },
  });
  await db.brand.create({ data: { name: brandName, key: brandKey(brandName), ownerId, ...AI }, select: { id: true } });
}

const ownerOf = async (db: Db, name: string) =>
  (await db.brand.findUnique({ where: { key: brandKey(name) }, select: { owner: { select: { name: true } } } }))?.owner.name ?? null;

let database: TestDatabase;
const logs: string[] = [];
const log = (message: string) => logs.push(message);

beforeEach(async () => {
  database = await createTestDatabase();
  logs.length = 0;
});
afterEach(async () => {
  await database.close();
});

describe("syncRegistry on a new database", () => {
  it("adds every company with its parent link, every brand with its key, aliases and regional owners, and stores the hash", async () => {
    const registry = smallRegistry();
    const summary = await syncRegistry(database.db, registry, { log });
    expect(summary).toMatchObject({
      synced: true,
      contentHash: registryHash(registry),
      // "Ben and Jerrys" and "Ben & Jerry’s" have the brand's own key: only "B&J" and "Felix Ketchup" need alias rows.
      added: { companies: 7, brands: 3, aliases: 2, regionalOwners: 1 },
      updated: { companies: 0, brands: 0, aliases: 0, regionalOwners: 0 },
      retired: { companies: 0, brands: 0, aliases: 0, regionalOwners: 0 },
      kept: [],
    });
    expect(logs).toEqual([expect.stringMatching(/^registry: synced \w{12} in \d+ ms: added 7 companies, 3 brands, 2 aliases, 1 regional owners;/u)]);
    expect(await database.db.registryState.findUnique({ where: { id: 1 }, select: { contentHash: true } })).toEqual({ contentHash: registryHash(registry) });

    const rows = await registryRows(database.db);
    expect(rows.companies.filter((row) => row.name.includes("Orkla") || row.name.includes("Ben"))).toEqual([
      {
        name: "Ben & Jerry's Homemade",
        hqCountry: "US",
        source: "registry",
        confidence: "high",
        editedAt: null,
        sourceNote: "Annual report of Ben & Jerry's Homemade (2026-11)",
        parent: { name: "The Magnum Ice Cream Company" },
      },
      { name: "Orkla", hqCountry: "NO", source: "registry", confidence: "high", editedAt: null, sourceNote: "Annual report of Orkla (2026-11)", parent: null },
      {
        name: "Orkla Foods Sverige",
        hqCountry: "SE",
        source: "registry",
        confidence: "medium",
        editedAt: null,
        sourceNote: "Annual report of Orkla Foods Sverige (2026-11) — Felix is made in Eslöv",
        parent: { name: "Orkla" },
      },
    ]);
    expect(rows.brands.map(({ name, key, confidence, owner }) => ({ name, key, confidence, owner: owner.name }))).toEqual([
      { name: "Ben & Jerry's", key: "ben and jerrys", confidence: "high", owner: "Ben & Jerry's Homemade" },
      { name: "Felix", key: "felix", confidence: "medium", owner: "Orkla Foods Sverige" },
      { name: "Kellogg's", key: "kelloggs", confidence: "high", owner: "Kellanova" },
    ]);
    expect(rows.aliases).toEqual([
      { key: "b and j", name: "B&J", brand: { key: "ben and jerrys" } },
      { key: "felix ketchup", name: "Felix Ketchup", brand: { key: "felix" } },
    ]);
    expect(rows.regionalOwners).toEqual([
      {
        region: "north-america",
        categories: ["en:breakfast-cereals"],
        sourceNote: "Ferrero press release (2025-09) — Cereals",
        confidence: "high",
        brand: { key: "kelloggs" },
        owner: { name: "WK Kellogg Co" },
      },
    ]);
  });

  it("loads the curated registry whole", async () => {
    const registry = loadRegistry();
    const summary = await syncRegistry(database.db, registry);
    const { db } = database;
    expect(summary.added).toEqual({
      companies: registry.companies.length,
      brands: registry.brands.length,
      aliases: await db.brandAlias.count(),
      // One row per region: Netto's "[DK, PL]" entry is two.
      regionalOwners: registry.brands.flatMap((entry) => (entry.regionalOwners ?? []).flatMap(regionsOf)).length,
    });
    const netto = await db.brandRegionalOwner.findMany({ where: { brand: { name: "Netto" } }, select: { region: true, owner: { select: { name: true } } }, orderBy: { region: "asc" } });
    expect(netto.map(({ region, owner }) => [region, owner.name])).toEqual([
      ["DE", "Edeka"],
      ["DK", "Salling Group"],
      ["PL", "Salling Group"],
    ]);
    expect(await db.company.count()).toBe(registry.companies.length);
    expect(await db.brand.count()).toBe(registry.brands.length);
    // Parent links resolved: every company with a parent in the registry has it in the database.
    expect(await db.company.count({ where: { parentId: { not: null } } })).toBe(registry.companies.filter((entry) => entry.parent !== undefined).length);
    expect(await ownerOf(db, "Nutella")).toBe("Ferrero Group");
  });
});

describe("syncRegistry at a later start", () => {
  it("does nothing when the data has not changed: the stored hash says so", async () => {
    const { db } = database;
    await syncRegistry(db, smallRegistry());
    const before = { state: await db.registryState.findMany({ select: { contentHash: true, syncedAt: true } }), rows: await db.company.findMany({ select: { name: true, updatedAt: true } }) };

    const again = await syncRegistry(db, smallRegistry(), { log });
    expect(again).toMatchObject({ synced: false, added: { companies: 0, brands: 0 }, updated: { companies: 0, brands: 0 }, kept: [] });
    expect(logs).toEqual([`registry: up to date (${again.contentHash.slice(0, 12)})`]);
    expect({ state: await db.registryState.findMany({ select: { contentHash: true, syncedAt: true } }), rows: await db.company.findMany({ select: { name: true, updatedAt: true } }) }).toEqual(before);
  });

  it("gives a brand the owner the data now names, and its new regional owner", async () => {
    const { db } = database;
    await syncRegistry(db, smallRegistry());
    const changed = edited(smallRegistry(), ({ brands, companies }) => {
      companies.push(company("Mars, Incorporated", "US"));
      brands[0]!.owner = "The Magnum Ice Cream Company";
      brands[2]!.regionalOwners![0]!.categories = ["en:breakfast-cereals", "en:cereal-bars"];
      brands[2]!.owner = "Mars, Incorporated";
    });
    const summary = await syncRegistry(db, changed);
    expect(summary).toMatchObject({
      synced: true,
      added: { companies: 1, brands: 0, aliases: 0, regionalOwners: 0 },
      updated: { companies: 0, brands: 2, aliases: 0, regionalOwners: 1 },
      retired: { companies: 0, brands: 0 },
    });
    expect(await ownerOf(db, "Ben & Jerry's")).toBe("The Magnum Ice Cream Company");
    expect(await ownerOf(db, "Kellogg's")).toBe("Mars, Incorporated");
    expect((await registryRows(db)).regionalOwners[0]?.categories).toEqual(["en:breakfast-cereals", "en:cereal-bars"]);
  });

  it("retires a brand that left the data, with its aliases, and a company nothing names any more", async () => {
    const { db } = database;
    await syncRegistry(db, smallRegistry());
    const summary = await syncRegistry(db, withoutFelix());
    expect(summary).toMatchObject({ retired: { companies: 1, brands: 1, aliases: 1, regionalOwners: 0 }, kept: [] });
    expect(await db.brand.findUnique({ where: { key: "felix" }, select: { id: true } })).toBeNull();
    expect(await db.brandAlias.findUnique({ where: { key: "felix ketchup" }, select: { key: true } })).toBeNull();
    expect(await db.company.findUnique({ where: { name: "Orkla Foods Sverige" }, select: { id: true } })).toBeNull();
    // Its parent is still in the data.
    expect(await db.company.findUnique({ where: { name: "Orkla" }, select: { name: true } })).toEqual({ name: "Orkla" });
  });

  it("moves an alias, drops one that left the data and retires a regional owner", async () => {
    const { db } = database;
    await syncRegistry(db, smallRegistry());
    const changed = edited(smallRegistry(), ({ brands }) => {
      brands[0]!.aliases = ["Ben and Jerrys"];
      brands[1]!.aliases = ["Felix Ketchup", "B&J"];
      delete brands[2]!.regionalOwners;
    });
    expect(await syncRegistry(db, changed)).toMatchObject({
      added: { aliases: 0 },
      updated: { aliases: 1 },
      retired: { aliases: 0, regionalOwners: 1 },
    });
    const rows = await registryRows(db);
    expect(rows.aliases).toEqual([
      { key: "b and j", name: "B&J", brand: { key: "felix" } },
      { key: "felix ketchup", name: "Felix Ketchup", brand: { key: "felix" } },
    ]);
    expect(rows.regionalOwners).toEqual([]);
  });
});

describe("syncRegistry and rows it does not own", () => {
  it("leaves a brand and a company an admin edited as they are, and reports them", async () => {
    const { db } = database;
    await syncRegistry(db, smallRegistry());
    const editedAt = new Date("2026-11-20T10:00:00Z");
    const orkla = await db.company.findUniqueOrThrow({ where: { name: "Orkla" }, select: { id: true } });
    await db.brand.update({ where: { key: "felix" }, data: { ownerId: orkla.id, editedAt }, select: { id: true } });
    await db.company.update({ where: { name: "Orkla" }, data: { hqCountry: "SE", editedAt }, select: { id: true } });
    await db.brandAlias.delete({ where: { key: "felix ketchup" } });

    const changed = edited(smallRegistry(), ({ brands }) => {
      brands[1]!.confidence = "high";
    });
    const summary = await syncRegistry(db, changed, { log });
    expect(summary.kept).toEqual([
      'company "Orkla": edited by an admin on 2026-11-20; the data differs in hqCountry (HQ NO, parent none)',
      'brand "Felix": edited by an admin on 2026-11-20; the data differs in ownerId, confidence',
    ]);
    expect(summary.updated).toEqual({ companies: 0, brands: 0, aliases: 0, regionalOwners: 0 });
    expect(logs.slice(1)).toEqual(summary.kept.map((reason) => `registry: kept ${reason}`));
    expect(await ownerOf(db, "Felix")).toBe("Orkla");
    expect(await db.company.findUnique({ where: { name: "Orkla" }, select: { hqCountry: true } })).toEqual({ hqCountry: "SE" });
    // The edited brand's aliases are its entry's too: the one the admin removed stays removed.
    expect(await db.brandAlias.count({ where: { key: "felix ketchup" } })).toBe(0);

    // An edited brand that left the data is kept, and said so.
    const without = edited(changed, (registry) => {
      registry.brands = registry.brands.filter((entry) => entry.name !== "Felix");
    });
    expect((await syncRegistry(db, without)).kept).toContain('brand "Felix": edited by an admin on 2026-11-20; no longer in the data');
    expect(await ownerOf(db, "Felix")).toBe("Orkla");
  });

  it("never touches AI proposals the data does not name, and keeps a retired company one of them names", async () => {
    const { db } = database;
    await syncRegistry(db, smallRegistry());
    await aiProposal(db, "Krisp", { name: "Nordic Snacks AB", hq: "SE" });
    await aiProposal(db, "Bob", { name: "Orkla Foods Sverige", hq: "SE" });
    const aiRows = async () =>
      db.brand.findMany({ where: { source: "ai" }, select: { name: true, key: true, sourceNote: true, confidence: true, updatedAt: true, owner: { select: { name: true } } }, orderBy: { key: "asc" } });
    const before = await aiRows();

    const summary = await syncRegistry(db, withoutFelix());
    expect(await aiRows()).toEqual(before);
    expect(await db.company.findUnique({ where: { name: "Nordic Snacks AB" }, select: { source: true } })).toEqual({ source: "ai" });
    // The AI's brand Bob still names Orkla Foods Sverige: it stays, without foreign keys breaking.
    expect(summary.retired.companies).toBe(0);
    expect(summary.kept).toEqual(['company "Orkla Foods Sverige": no longer in the data, but brand "Bob" names it as owner']);
    expect(await ownerOf(db, "Bob")).toBe("Orkla Foods Sverige");
  });

  it("takes over an AI proposal the data now names, as a brand or as an alias", async () => {
    const { db } = database;
    await syncRegistry(db, smallRegistry());
    await aiProposal(db, "Krisp", { name: "Guessed Foods", hq: "US" });
    await aiProposal(db, "Felix Original", { name: "Guessed Foods", hq: "US" });

    const naming = edited(smallRegistry(), ({ brands, companies }) => {
      companies.push(company("Guessed Foods", "SE", "Orkla"));
      brands.push(brand("Krisp", "Orkla"));
      brands[1]!.aliases = ["Felix Ketchup", "Felix Original"];
    });
    const summary = await syncRegistry(db, naming);
    expect(summary).toMatchObject({ updated: { companies: 1, brands: 1 }, added: { aliases: 1 }, retired: { brands: 1 } });
    const rows = await registryRows(db);
    expect(rows.brands.find((row) => row.key === "krisp")).toMatchObject({ source: "registry", confidence: "high", owner: { name: "Orkla" } });
    expect(rows.companies.find((row) => row.name === "Guessed Foods")).toMatchObject({ source: "registry", hqCountry: "SE", parent: { name: "Orkla" } });
    expect(rows.aliases).toContainEqual({ key: "felix original", name: "Felix Original", brand: { key: "felix" } });
    expect(rows.brands.map((row) => row.key)).not.toContain("felix original");
  });
});

describe("syncRegistry on several instances", () => {
  it("syncs once when two instances start together", async (context) => {
    if (!database.databaseUrl) context.skip(); // PGlite serves one process: nothing runs concurrently
    const other = await openDatabase({ databaseUrl: database.databaseUrl });
    try {
      const registry = loadRegistry();
      const summaries = await Promise.all([syncRegistry(database.db, registry), syncRegistry(other.db, registry)]);
      expect(summaries.map((summary) => summary.synced).sort()).toEqual([false, true]);
      expect(await database.db.brand.count()).toBe(registry.brands.length);
    } finally {
      await other.close();
    }
  });
});

describe("a database seeded before the sync", () => {
  it("ends up as a new database does, once migrated and synced", async () => {
    // Seeded by the old seed-once code between the regional-owner migrations: Kellogg's North American
    // owner for every product (the data migration 20261121232806 limited it to the cereals).
    const migrationsDir = await mkdtemp(path.join(tmpdir(), "productcheck-old-migrations-"));
    for (const name of ["20261121220652_init", "20261121223235_add_brand_proposals", "20261121230945_add_brand_regional_owners"]) {
      await cp(path.join(defaultMigrationsDir, name), path.join(migrationsDir, name), { recursive: true });
    }
    const location = await createTestDatabaseConfig({ migrationsDir });
    try {
      const old = await openDatabase({ ...location, migrationsDir });
      const seeded = [
        `INSERT INTO "Company" ("name", "hqCountry", "sourceNote", "source", "confidence", "updatedAt") VALUES
          ('Mars, Incorporated', 'US', 'Wikipedia: Mars Inc.', 'registry', 'high', now()),
          ('Kellanova', 'US', 'Wikipedia: Kellanova', 'registry', 'high', now()),
          ('Ferrero Group', 'LU', 'Wikipedia: Ferrero SpA', 'registry', 'high', now()),
          ('WK Kellogg Co', 'US', 'foodingredientsfirst.com 2025-09', 'registry', 'high', now())`,
        `UPDATE "Company" SET "parentId" = (SELECT "id" FROM "Company" WHERE "name" = 'Mars, Incorporated') WHERE "name" = 'Kellanova'`,
        `UPDATE "Company" SET "parentId" = (SELECT "id" FROM "Company" WHERE "name" = 'Ferrero Group') WHERE "name" = 'WK Kellogg Co'`,
        `INSERT INTO "Brand" ("name", "key", "ownerId", "sourceNote", "source", "confidence", "updatedAt")
          SELECT 'Kellogg''s', 'kelloggs', "id", 'Wikipedia: Kellanova', 'registry', 'high', now() FROM "Company" WHERE "name" = 'Kellanova'`,
        `INSERT INTO "BrandAlias" ("key", "brandId") SELECT 'kellogg', "id" FROM "Brand" WHERE "key" = 'kelloggs'`,
        `INSERT INTO "BrandRegionalOwner" ("brandId", "region", "ownerId", "sourceNote", "confidence", "updatedAt")
          SELECT b."id", 'north-america', c."id", 'foodingredientsfirst.com 2025-09', 'high', now()
          FROM "Brand" b, "Company" c WHERE b."key" = 'kelloggs' AND c."name" = 'WK Kellogg Co'`,
      ];
      for (const statement of seeded) await old.db.$executeRawUnsafe(statement);
      await old.close();

      const upgraded = await openDatabase(location);
      try {
        const registry = loadRegistry();
        await syncRegistry(upgraded.db, registry);
        await syncRegistry(database.db, registry);
        expect(await registryRows(upgraded.db)).toEqual(await registryRows(database.db));
      } finally {
        await upgraded.close();
      }
    } finally {
      await location.dispose();
      await rm(migrationsDir, { recursive: true, force: true });
    }
  });
});
