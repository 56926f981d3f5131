import { beforeAll, describe, expect, it } from "vitest";

import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { rowCategories } from "./category-inference";
import { loadCategoryTaxonomy } from "./category-taxonomy";
import { productRowFromRecord } from "./product-rows";

let taxonomy: CategoryTaxonomy;
beforeAll(async () => {
  taxonomy = await loadCategoryTaxonomy();
});

describe("rowCategories with the shipped taxonomy", () => {
  it("keeps a product's own categories", () => {
    expect(rowCategories({ name: "Jus d'orange", brand: "", categories: ["en:colas"] }, taxonomy)).toEqual({
      categories: ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"],
      category: "Colas",
      categorySource: "own",
      categoryConfidence: "high",
    });
  });

  it.each([
    ["Jus d'orange", "Tropicana", "en:orange-juices", "Orange juices", "high"],
    ["French Style Green Beans", "Meijer", "en:green-beans", "Green beans", "medium"],
    ["Lowfat Yogurt, French Vanilla", "Tillamook", "en:yogurts", "Yogurts", "medium"],
    ["Orangensaft", "Hohes C", "en:orange-juices", "Orange juices", "high"],
  ])("reads %j (%s) from its name", (name, brand, tag, category, confidence) => {
    const found = rowCategories({ name, brand, categories: [] }, taxonomy);
    expect(found.categories[0]).toBe(tag);
    expect(found).toMatchObject({ category, categorySource: "name", categoryConfidence: confidence });
  });

  it("does not read an English name's first word as another language's kind of product", () => {
    // "Chocolate" is also Spanish and Portuguese for chocolates, a language that puts the kind first.
    for (const language of ["", "en"]) {
      expect(rowCategories({ name: "Chocolate Chip Muffin & Quick Bread Mix", brand: "Krusteaz", language, categories: [] }, taxonomy).categorySource).toBeNull();
    }
  });

  it("reads the generic name when the name says nothing", () => {
    const found = rowCategories({ name: "Zorblax Original", brand: "Great Value", genericName: "Orange juice", categories: [] }, taxonomy);
    expect(found).toMatchObject({ categories: expect.arrayContaining(["en:orange-juices"]), categorySource: "name" });
    expect(found.categories[0]).toBe("en:orange-juices");
  });

  it("leaves a product of which nothing is known without a category", () => {
    expect(rowCategories({ name: "Zorblax Original", brand: "Great Value", categories: [] }, taxonomy)).toEqual({
      categories: [],
      category: "",
      categorySource: null,
      categoryConfidence: null,
    });
  });
});

describe("productRowFromRecord", () => {
  const record = {
    barcode: "0000000000017",
    name: "Zorblax Original",
    brands: "Great Value",
    categories: [],
    countriesSold: ["en:united-states"],
    origins: "",
    manufacturingPlaces: "",
    quantity: "",
    embCodes: "",
    brandOwner: "",
  };

  it("stores the generic name as the description and reads a category from it", () => {
    const row = productRowFromRecord({ ...record, genericName: "Orange juice" }, taxonomy);
    expect(row).toMatchObject({ description: "Orange juice", categorySource: "name" });
    expect(row.categories[0]).toBe("en:orange-juices");
  });

  it("has an empty description and no category when there is no generic name", () => {
    expect(productRowFromRecord(record, taxonomy)).toMatchObject({ description: "", categories: [], categorySource: null });
  });
});
