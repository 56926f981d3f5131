import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/test-database";

import { createBrandChain } from "../../test-helpers";
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

    const index = await buildOwnerIndex(db);
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
    const index = await buildOwnerIndex(db);
    expect(index.ownerOf(["Index AI Brand"])).toEqual({ name: "Index AI Owner", hqCountry: "SE", source: "ai", confidence: "low" });
  });
});
