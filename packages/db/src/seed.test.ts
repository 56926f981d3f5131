import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { brandKey } from "@productcheck/domain/brand-key";
import { loadRegistry, parseRegistry } from "@productcheck/registry/load-registry";
import { brand, company } from "@productcheck/registry/testing/registry-files";

import { ean13, JSONL, shippedProduct, tempFiles, type TempFiles } from "./catalogue/catalogue-fixtures";
import { SHIPPED_PRODUCTS_FILE } from "./catalogue/shipped";
import { companiesParentFirst, seedDatabase } from "./seed";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** A small registry in the curated one's shape, listed children first to exercise the ordering. */
const smallRegistry = () =>
  parseRegistry({
    companies: [
      company("Ben & Jerry's Homemade", "US", "The Magnum Ice Cream Company"),
      company("The Magnum Ice Cream Company", "NL"),
      company("Orkla Foods Sverige", "SE", "Orkla", { confidence: "medium", note: "Felix is made in Eslöv" }),
      company("Orkla", "NO"),
    ],
    brands: [
      brand("Ben & Jerry's", "Ben & Jerry's Homemade", { aliases: ["Ben and Jerrys", "Ben & Jerry’s", "B&J"] }),
      brand("Felix", "Orkla Foods Sverige", { confidence: "medium" }),
    ],
  });

let files: TempFiles;
let database: TestDatabase;

beforeAll(async () => {
  files = await tempFiles();
});
afterAll(async () => {
  await files.remove();
});
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe("companiesParentFirst", () => {
  it("puts every parent before its children and keeps the registry order otherwise", () => {
    const ordered = companiesParentFirst(smallRegistry().companies).map((c) => c.name);
    expect(ordered).toEqual([
      "The Magnum Ice Cream Company",
      "Ben & Jerry's Homemade",
      "Orkla",
      "Orkla Foods Sverige",
    ]);
  });
});

describe("seedDatabase", () => {
  it("loads the registry with parent links, brand keys and aliases, and the catalogue", async () => {
    const productsFile = await files.write(
      "products.jsonl.gz",
      JSONL([
        shippedProduct({ code: ean13(1), brands: "Felix" }),
        shippedProduct({ code: ean13(2), name: "Cookie Dough", brands: "Ben & Jerry's", categories: [] }),
      ]),
      { gzip: true },
    );
    const summary = await seedDatabase(database.db, { registry: smallRegistry(), productsFile });
    expect(summary).toMatchObject({ companies: 4, brands: 2, aliases: 1, catalogue: { read: 2, imported: 2 } });

    const companies = await database.db.company.findMany({
      select: { name: true, hqCountry: true, source: true, confidence: true, sourceNote: true, parent: { select: { name: true } } },
      orderBy: { name: "asc" },
    });
    expect(companies).toEqual([
      {
        name: "Ben & Jerry's Homemade",
        hqCountry: "US",
        source: "registry",
        confidence: "high",
        sourceNote: "Annual report of Ben & Jerry's Homemade (2026-11)",
        parent: { name: "The Magnum Ice Cream Company" },
      },
      {
        name: "Orkla",
        hqCountry: "NO",
        source: "registry",
        confidence: "high",
        sourceNote: "Annual report of Orkla (2026-11)",
        parent: null,
      },
      {
        name: "Orkla Foods Sverige",
        hqCountry: "SE",
        source: "registry",
        confidence: "medium",
        sourceNote: "Annual report of Orkla Foods Sverige (2026-11) — Felix is made in Eslöv",
        parent: { name: "Orkla" },
      },
      {
        name: "The Magnum Ice Cream Company",
        hqCountry: "NL",
        source: "registry",
        confidence: "high",
        sourceNote: "Annual report of The Magnum Ice Cream Company (2026-11)",
        parent: null,
      },
    ]);

    const brands = await database.db.brand.findMany({
      select: { name: true, key: true, confidence: true, owner: { select: { name: true } }, aliases: { select: { key: true }, orderBy: { key: "asc" } } },
      orderBy: { key: "asc" },
    });
    expect(brands).toEqual([
      {
        name: "Ben & Jerry's",
        key: "ben and jerrys",
        confidence: "high",
        owner: { name: "Ben & Jerry's Homemade" },
        // "Ben and Jerrys" and "Ben & Jerry’s" have the brand's own key: only "B&J" needs an alias row.
        aliases: [{ key: "b and j" }],
      },
      { name: "Felix", key: "felix", confidence: "medium", owner: { name: "Orkla Foods Sverige" }, aliases: [] },
    ]);

    // Products carry the brand key the registry is matched on.
    const products = await database.db.product.findMany({ select: { barcode: true, brandKey: true }, orderBy: { barcode: "asc" } });
    expect(products).toEqual([
      { barcode: ean13(1), brandKey: "felix" },
      { barcode: ean13(2), brandKey: "ben and jerrys" },
    ]);
  });

  it("loads a brand's regional owners with their source", async () => {
    const registry = parseRegistry({
      companies: [company("Kellanova", "US"), company("WK Kellogg Co", "US", "Ferrero Group"), company("Ferrero Group", "LU")],
      brands: [
        brand("Kellogg's", "Kellanova", {
          regionalOwners: [
            { region: "north-america", owner: "WK Kellogg Co", source: "Ferrero press release (2025-09)", note: "Cereals", categories: ["en:breakfast-cereals"] },
          ],
        }),
      ],
    });
    const summary = await seedDatabase(database.db, { registry, productsFile: null });
    expect(summary).toMatchObject({ brands: 1, regionalOwners: 1 });
    expect(
      await database.db.brandRegionalOwner.findMany({
        select: { region: true, categories: true, sourceNote: true, confidence: true, brand: { select: { key: true } }, owner: { select: { name: true } } },
      }),
    ).toEqual([
      {
        region: "north-america",
        categories: ["en:breakfast-cereals"],
        sourceNote: "Ferrero press release (2025-09) — Cereals",
        confidence: "high",
        brand: { key: brandKey("Kellogg's") },
        owner: { name: "WK Kellogg Co" },
      },
    ]);
    expect(await seedDatabase(database.db, { registry, productsFile: null })).toMatchObject({ regionalOwners: 0 });
  });

  it("adds only what is missing when run again, keeping edits", async () => {
    await seedDatabase(database.db, { registry: smallRegistry(), productsFile: null });
    await database.db.company.update({ where: { name: "Orkla" }, data: { hqCountry: "SE" } });
    await database.db.company.update({ where: { name: "Orkla Foods Sverige" }, data: { parentId: null } });
    await database.db.company.delete({ where: { name: "The Magnum Ice Cream Company" } });

    const again = await seedDatabase(database.db, { registry: smallRegistry(), productsFile: null });
    expect(again).toMatchObject({ companies: 1, brands: 0, aliases: 0, catalogue: null });
    expect(await database.db.company.count()).toBe(4);
    expect(await database.db.company.findUnique({ where: { name: "Orkla" }, select: { hqCountry: true } })).toEqual({ hqCountry: "SE" });
    const edited = await database.db.company.findUnique({ where: { name: "Orkla Foods Sverige" }, select: { parentId: true } });
    expect(edited).toEqual({ parentId: null });
    // A company that was already there keeps its link as it is (cleared by the delete): seeding never rewrites rows.
    const child = await database.db.company.findUnique({
      where: { name: "Ben & Jerry's Homemade" },
      select: { parent: { select: { name: true } } },
    });
    expect(child).toEqual({ parent: null });
  });

  it("loads the curated registry and all shipped products", async () => {
    const registry = loadRegistry();
    const summary = await seedDatabase(database.db);
    expect(summary.companies).toBe(registry.companies.length);
    expect(summary.brands).toBe(registry.brands.length);
    expect(summary.regionalOwners).toBe(registry.brands.flatMap((b) => b.regionalOwners ?? []).length);
    // Of the 15,710 shipped products, 245 have barcodes normalizeBarcode rejects (233 EAN-8 in-store
    // numbers starting with 0, 12 in the coupon range 98x/99x).
    expect(summary.catalogue).toMatchObject({ read: 15_710, imported: 15_465, skipped: { barcode: 245, malformed: 0, empty: 0 } });
    expect(SHIPPED_PRODUCTS_FILE).toMatch(/off-products\.jsonl\.gz$/u);

    const db = database.db;
    expect(await db.product.count()).toBe(15_465);
    expect(await db.product.count({ where: { NOT: { categories: { isEmpty: true } } } })).toBeGreaterThan(11_000);
    expect(await db.product.count({ where: { countryCode: { not: null } } })).toBeGreaterThan(3_300);
    expect(await db.product.findUnique({ where: { barcode: "0000101209159" }, select: { name: true, categories: true, category: true } })).toEqual({
      name: "Véritable pâte à tartiner noisettes chocolat noir",
      categories: [
        "en:cocoa-and-hazelnuts-spreads", "en:hazelnut-spreads", "en:chocolate-spreads", "fr:pates-a-tartiner",
        "en:sweet-spreads", "en:breakfasts", "en:spreads",
      ],
      category: "Cocoa and hazelnuts spreads",
    });
    // Kellogg's is WK Kellogg Co's (Ferrero) in North America for its cereals only, told by the category
    // chain: the shipped US Kellogg's cereals carry "en:breakfast-cereals", its Pop-Tarts and bars do not.
    const usKelloggs = await db.product.findMany({ where: { brandKey: "kelloggs", barcode: { startsWith: "0038" } }, select: { name: true, categories: true } });
    const isCereal = (product: { categories: string[] }) => product.categories.includes("en:breakfast-cereals");
    expect(usKelloggs.filter(isCereal).map((product) => product.name)).toEqual(
      expect.arrayContaining(["Corn Flakes", "Frosted Flakes", "Froot Loops", "Rice krispies", "Special K Original"]),
    );
    const snacks = usKelloggs.filter((product) => /pop ?tarts|meal bars/iu.test(product.name));
    expect(snacks.map((product) => product.name)).toEqual(
      expect.arrayContaining(["Pop Tarts Frosted Raspberry", "Protein meal bars, chocolate caramel"]),
    );
    expect(snacks.filter(isCereal)).toEqual([]);
    // Parent links resolved: every company with a parent in the registry has it in the database.
    const withParent = registry.companies.filter((c) => c.parent !== undefined).length;
    expect(await db.company.count({ where: { parentId: { not: null } } })).toBe(withParent);
  });
});
