import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { createBrandChain, createRegionalOwnerChain } from "../../testing/test-helpers";
import { buildOwnerIndex } from "./owner-index";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("buildOwnerIndex", () => {
  it("resolves brands, aliases and company names to the ultimate owner, in the order the names are given", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "Index Cadbury", [["Index Cadbury UK", "GB"], ["Index Mondelez", "US"]]);
    await db.brandAlias.create({ data: { key: "index cadburys", brandId: brand.id } });
    await createBrandChain(db, "Index Arla", [["Index Arla Foods", "DK"]]);
    const mondelez = await db.company.findFirstOrThrow({ where: { name: { startsWith: "Index Mondelez" } }, select: { name: true } });

    const index = await buildOwnerIndex({ db });
    expect(index.ownerOf(["INDEX-CADBURY"])).toMatchObject({ name: mondelez.name, hqCountry: "US", source: "registry", confidence: "high" });
    expect(index.ownerOf(["Index Cadbury's"])).toMatchObject({ hqCountry: "US" });
    expect(index.ownerOf(["", "unknown brand", "index arla"])).toMatchObject({ hqCountry: "DK" });
    // Written as the company: "Index Mondelez 12" is a company name, not a brand.
    expect(index.ownerOf([mondelez.name])).toMatchObject({ hqCountry: "US" });
    expect(index.ownerOf(["nobody"])).toBeNull();
    expect(index.americanKeys).toEqual(expect.arrayContaining(["index cadbury", "index cadburys"]));
    expect(index.nonAmericanKeys).toContain("index arla");
  });

  it("marks an owner reached through an AI-proposed link or company as an unconfirmed AI answer", async () => {
    const { db } = database;
    const owner = await db.company.create({ data: { name: "Index AI Owner", hqCountry: "SE", source: "ai", confidence: "low" }, select: { id: true } });
    await db.brand.create({ data: { name: "Index AI Brand", key: "index ai brand", ownerId: owner.id, source: "ai", confidence: "low" } });
    const index = await buildOwnerIndex({ db });
    expect(index.ownerOf(["Index AI Brand"])).toEqual({ name: "Index AI Owner", hqCountry: "SE", source: "ai", confidence: "low" });
  });
});

describe("buildOwnerIndex with regional owners", () => {
  it("resolves a brand to its owner in the product's region, under its aliases too", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "Index Kellogg's", [["Index Kellanova", "US"], ["Index Mars", "US"]]);
    await db.brandAlias.create({ data: { key: "index kellogg", brandId: brand.id } });
    await createRegionalOwnerChain(db, brand.id, "north-america", [["Index WK Kellogg Co", "US"], ["Index Ferrero", "LU"]]);

    const index = await buildOwnerIndex({ db });
    expect(index.ownerOf(["Index Kellogg's"], "north-america")).toMatchObject({ name: expect.stringMatching(/^Index Ferrero/u), hqCountry: "LU" });
    expect(index.ownerOf(["Index Kellogg"], "north-america")).toMatchObject({ hqCountry: "LU" });
    expect(index.ownerOf(["Index Kellogg's"], null)).toMatchObject({ name: expect.stringMatching(/^Index Mars/u), hqCountry: "US" });
    expect(index.ownerOf(["Index Kellogg's"])).toMatchObject({ hqCountry: "US" });
    // Not American in one region: the catalogue query must not rule its products out.
    expect(index.nonAmericanKeys).toEqual(expect.arrayContaining(["index kelloggs", "index kellogg"]));
    expect(index.americanKeys).not.toContain("index kelloggs");
  });

  it("keeps a brand American everywhere when its regional owner is American too", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "Index 7UP", [["Index PepsiCo", "US"]]);
    await createRegionalOwnerChain(db, brand.id, "north-america", [["Index Keurig Dr Pepper", "US"]]);
    const index = await buildOwnerIndex({ db });
    expect(index.ownerOf(["Index 7UP"], "north-america")?.name).toMatch(/^Index Keurig Dr Pepper/u);
    expect(index.americanKeys).toContain("index 7up");
    expect(index.nonAmericanKeys).not.toContain("index 7up");
  });

  it("resolves a brand to a regional owner limited to categories only for the region's products in them", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "Index Cereal Kellogg's", [["Index Cereal Kellanova", "US"], ["Index Cereal Mars", "US"]]);
    await db.brandAlias.create({ data: { key: "index cereal kellogg", brandId: brand.id } });
    await createRegionalOwnerChain(db, brand.id, "north-america", [["Index Cereal WK Kellogg Co", "US"], ["Index Cereal Ferrero", "LU"]], ["en:breakfast-cereals"]);
    const cereal = ["en:corn-flakes", "en:breakfast-cereals", "en:cereals-and-their-products"];
    const popTarts = ["en:toaster-pastries", "en:sweet-snacks", "en:snacks"];

    const index = await buildOwnerIndex({ db });
    expect(index.ownerOf(["Index Cereal Kellogg's"], "north-america", cereal)).toMatchObject({ name: expect.stringMatching(/^Index Cereal Ferrero/u), hqCountry: "LU" });
    expect(index.ownerOf(["Index Cereal Kellogg"], "north-america", cereal)).toMatchObject({ hqCountry: "LU" });
    expect(index.ownerOf(["Index Cereal Kellogg's"], "north-america", popTarts)).toMatchObject({ name: expect.stringMatching(/^Index Cereal Mars/u), hqCountry: "US" });
    expect(index.ownerOf(["Index Cereal Kellogg's"], "north-america")).toMatchObject({ hqCountry: "US" });
    expect(index.ownerOf(["Index Cereal Kellogg's"], null, cereal)).toMatchObject({ name: expect.stringMatching(/^Index Cereal Mars/u) });
    // Not American for some products: the catalogue query must not rule the brand's products out.
    expect(index.nonAmericanKeys).toEqual(expect.arrayContaining(["index cereal kelloggs", "index cereal kellogg"]));
  });
});
