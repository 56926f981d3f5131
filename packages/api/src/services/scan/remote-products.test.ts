// A product found on Open Food Facts, stored in the catalogue: its generic name is the description
// and names its category when it has none (docs/alternatives.md, Products without a category).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { catalogueRecordFromOffAnswer } from "@productcheck/catalogue/off-product";
import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { testTaxonomy } from "../../testing/alternatives-fixtures";
import { nextBarcode } from "../../testing/test-helpers";
import { storeRemoteProduct } from "./remote-products";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("storeRemoteProduct", () => {
  it("stores the generic name as the description and reads the category from it", async () => {
    const barcode = nextBarcode();
    const record = catalogueRecordFromOffAnswer(
      { status: 1, product: { code: barcode, product_name: "Zorblax Original", generic_name: "Tomato ketchup", lang: "en", brands: "Zorblax" } },
      barcode,
    );
    expect(record).not.toBeNull();
    const id = await storeRemoteProduct({ db: database.db, taxonomy: testTaxonomy }, { record: record! });
    const stored = await database.db.product.findUniqueOrThrow({ where: { id }, select: { description: true, categories: true, categorySource: true } });
    expect(stored).toEqual({ description: "Tomato ketchup", categories: ["en:ketchup", "en:tomato-sauces", "en:sauces", "en:condiments"], categorySource: "name" });
  });
});
