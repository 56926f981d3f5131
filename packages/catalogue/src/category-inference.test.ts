import { beforeAll, describe, expect, it } from "vitest";

import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { rowCategories } from "./category-inference";
import { loadCategoryTaxonomy } from "./category-taxonomy";

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

  it("leaves a product of which nothing is known without a category", () => {
    expect(rowCategories({ name: "Zorblax Original", brand: "Great Value", categories: [] }, taxonomy)).toEqual({
      categories: [],
      category: "",
      categorySource: null,
      categoryConfidence: null,
    });
  });
});
