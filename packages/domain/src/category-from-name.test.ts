import { describe, expect, it } from "vitest";

import type { CategoryTaxonomy } from "./category-chain";
import { categoryFromName } from "./category-from-name";

// A slice of Open Food Facts' category taxonomy: names and parent links as OFF has them.
const taxonomy: CategoryTaxonomy = {
  categories: {
    "en:beverages": { name: "Beverages", parents: [] },
    "en:plant-based-beverages": { name: "Plant-based beverages", parents: ["en:beverages"] },
    "en:fruit-based-beverages": { name: "Fruit-based beverages", parents: ["en:plant-based-beverages"] },
    "en:juices": { name: "Juices", parents: ["en:fruit-based-beverages"] },
    "en:orange-juices": { name: "Orange juices", parents: ["en:juices"] },
    "en:dairies": { name: "Dairies", parents: [] },
    "en:fermented-milk-products": { name: "Fermented milk products", parents: ["en:dairies"] },
    "en:yogurts": { name: "Yogurts", parents: ["en:fermented-milk-products"] },
    "en:cheeses": { name: "Cheeses", parents: ["en:fermented-milk-products"] },
    "en:mozzarella": { name: "Mozzarella", parents: ["en:cheeses"] },
    "en:snacks": { name: "Snacks", parents: [] },
    "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
    "en:chocolates": { name: "Chocolates", parents: ["en:sweet-snacks"] },
    "en:milk-chocolates": { name: "Milk chocolates", parents: ["en:chocolates"] },
    "en:chocolate-milks": { name: "Chocolate milks", parents: ["en:chocolates"] },
    "en:condiments": { name: "Condiments", parents: [] },
    "en:sauces": { name: "Sauces", parents: ["en:condiments"] },
    "en:tomato-sauces": { name: "Tomato sauces", parents: ["en:sauces"] },
    "en:ketchup": { name: "Ketchup", parents: ["en:tomato-sauces"] },
    "en:tomato-ketchup": { name: "Tomato ketchup", parents: ["en:ketchup"] },
    "en:spices": { name: "Spices", parents: ["en:condiments", "en:plant-based-beverages"] },
    "en:vanilla": { name: "Vanilla", parents: ["en:spices"] },
    "en:fruits": { name: "Fruits", parents: ["en:fruit-based-beverages"] },
    "en:apples": { name: "Apples", parents: ["en:fruits"] },
  },
};

describe("categoryFromName", () => {
  it.each([
    ["Original 100% orange juice", "Minute Maid", "en:orange-juices"],
    ["Mozzarella, finely shredded", "Kroger", "en:mozzarella"],
    ["Tomato Ketchup", "Great Value", "en:tomato-ketchup"],
    ["Lowfat Yogurt, French Vanilla", "Tillamook", "en:yogurts"],
    ["Galaxy Milk Chocolate with Fruit & Nut", "Galaxy", "en:milk-chocolates"],
    ["Ketchup", "Heinz", "en:ketchup"],
  ])("reads %j (%s) as %s", (name, brand, tag) => {
    expect(categoryFromName(name, brand, taxonomy)).toBe(tag);
  });

  it.each([
    ["Coffee Creamer, French Vanilla", "Kroger"],
    ["Berry Apple Clusters", "Peeled Snacks"],
    ["Juicy Juice", "Juicy Juice"],
    ["Blue Sharks", "Great Value"],
    ["", ""],
  ])("finds nothing in %j: a flavour, a word that is not the last, a brand word, or nothing known", (name, brand) => {
    expect(categoryFromName(name, brand, taxonomy)).toBeNull();
  });

  it("never answers a department", () => {
    expect(categoryFromName("Fine Sauces", "", taxonomy)).toBeNull();
    expect(categoryFromName("Cold Beverages", "", taxonomy)).toBeNull();
  });

  it("prefers the longest match, then the deeper category", () => {
    expect(categoryFromName("Fresh orange juice", "", taxonomy)).toBe("en:orange-juices");
    expect(categoryFromName("Apple juice", "", taxonomy)).toBe("en:juices");
  });
});
