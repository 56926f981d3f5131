import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { marketRegionOf } from "@productcheck/domain/market-region";

import { createBrandChain, createRegionalOwnerChain, nextBarcode } from "../../testing/test-helpers";
import { findOwnershipChain } from "./ownership";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A US box of Frosted Flakes, and a barcode from GS1 UK. */
const US_BARCODE = "0038000596582";
const UK_BARCODE = nextBarcode("50");

describe("findOwnershipChain with regional owners", () => {
  it("gives a North American barcode the brand's North American owner, and any other barcode its owner elsewhere", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "Chain Kellogg's", [["Kellanova", "US"], ["Mars", "US"]]);
    await createRegionalOwnerChain(db, brand.id, "north-america", [["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]]);

    const american = await findOwnershipChain({ db }, { names: ["Chain Kelloggs"], region: marketRegionOf(US_BARCODE) });
    expect(american.brand).toBe("Chain Kellogg's");
    expect(american.chain.map((company) => [company.name.replace(/ \d+$/u, ""), company.hqCountry])).toEqual([
      ["WK Kellogg Co", "US"],
      ["Ferrero Group", "LU"],
    ]);

    expect(marketRegionOf(UK_BARCODE)).toBeNull();
    const european = await findOwnershipChain({ db }, { names: ["Chain Kelloggs"], region: marketRegionOf(UK_BARCODE) });
    expect(european.chain.map((company) => [company.name.replace(/ \d+$/u, ""), company.hqCountry])).toEqual([
      ["Kellanova", "US"],
      ["Mars", "US"],
    ]);
    // Without a region (callers that only ask whether the brand is known), the owner elsewhere.
    expect((await findOwnershipChain({ db }, { names: ["Chain Kelloggs"] })).chain[0]?.name).toMatch(/^Kellanova/u);
  });

  it("keeps the one owner of a brand without regional owners in every region", async () => {
    const { db } = database;
    await createBrandChain(db, "Chain Arla", [["Arla Foods", "DK"]]);
    const chain = await findOwnershipChain({ db }, { names: ["Chain Arla"], region: "north-america" });
    expect(chain.chain.map((company) => company.hqCountry)).toEqual(["DK"]);
  });

  it("gives a regional owner limited to categories only the region's products in them: Kellogg's cereals, not its snacks", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "Cereal Kellogg's", [["Kellanova", "US"], ["Mars", "US"]]);
    await createRegionalOwnerChain(db, brand.id, "north-america", [["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]], ["en:breakfast-cereals"]);
    const owners = async (barcode: string, categories: string[]) =>
      (await findOwnershipChain({ db }, { names: ["Cereal Kellogg's"], region: marketRegionOf(barcode), categories })).chain.map((company) => [
        company.name.replace(/ \d+$/u, ""),
        company.hqCountry,
      ]);

    // A US box of Frosted Flakes: the category chain, most specific first, holds its ancestors.
    const usCereal = ["en:corn-flakes", "en:breakfast-cereals", "en:cereals-and-their-products", "en:breakfasts"];
    expect(await owners(US_BARCODE, usCereal)).toEqual([["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]]);
    // US Pop-Tarts stayed with Kellanova (Mars), as did a US product of unknown category.
    const popTarts = ["en:toaster-pastries", "en:pastries", "en:biscuits-and-cakes", "en:sweet-snacks", "en:snacks"];
    expect(await owners(nextBarcode("003"), popTarts)).toEqual([["Kellanova", "US"], ["Mars", "US"]]);
    expect(await owners(nextBarcode("003"), [])).toEqual([["Kellanova", "US"], ["Mars", "US"]]);
    // A European box of cereal: Kellanova (Mars) whatever its category.
    expect(await owners(UK_BARCODE, usCereal)).toEqual([["Kellanova", "US"], ["Mars", "US"]]);
  });
});
