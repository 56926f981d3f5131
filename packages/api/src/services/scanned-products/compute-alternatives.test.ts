import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { brandKey } from "@productcheck/domain/brand-key";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { registryChanged } from "@productcheck/registry/load-ownership-resolver";

import { COLA_CHAIN, KETCHUP_CHAIN, ownedProduct, testTaxonomy } from "../../testing/alternatives-fixtures";
import { createProduct } from "../../testing/test-helpers";
import { computeAlternatives, definingWordsPattern, PER_BRAND } from "./compute-alternatives";

// The colas of the test taxonomy, and potatoes and gnocchi as Open Food Facts files them.
const taxonomy: CategoryTaxonomy = {
  categories: {
    ...testTaxonomy.categories,
    "en:plant-based-foods-and-beverages": { parents: [], name: "Plant-based foods and beverages" },
    "en:plant-based-foods": { parents: ["en:plant-based-foods-and-beverages"], name: "Plant-based foods" },
    "en:potatoes": { parents: ["en:plant-based-foods"], name: "Potatoes" },
    "en:gnocchi": { parents: ["en:plant-based-foods"], name: "Gnocchi" },
    "en:potato-gnocchi": { parents: ["en:gnocchi"], name: "Potato gnocchi" },
    "en:energy-drinks": { parents: ["en:beverages"], name: "Energy drinks" },
    "en:ginger-ales": { parents: ["en:sodas"], name: "Ginger ales" },
    "en:root-beers": { parents: ["en:sodas"], name: "Root beers" },
  },
};
const GINGER_ALE_CHAIN = ["en:ginger-ales", "en:sodas", "en:carbonated-drinks", "en:beverages"];
const ROOT_BEER_CHAIN = ["en:root-beers", "en:sodas", "en:carbonated-drinks", "en:beverages"];
const POTATO_CHAIN = ["en:potatoes", "en:plant-based-foods", "en:plant-based-foods-and-beverages"];
const POTATO_GNOCCHI_CHAIN = ["en:potato-gnocchi", "en:gnocchi", "en:potatoes", "en:plant-based-foods", "en:plant-based-foods-and-beverages"];

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function alternativesOf(productId: number, homeCountry = "SE") {
  return (await computeAlternatives({ db: database.db, ai: null, taxonomy }, { productId, homeCountry })).alternatives;
}

describe("computeAlternatives: the origin ladder", () => {
  it("offers a Swedish shopper a Norwegian cola before a German one before a Thai one, and says why", async () => {
    const scanned = await ownedProduct(database.db, "Cola Classic", [["Cola Corp", "US"]], { categories: COLA_CHAIN, quantity: "1.5 l" });
    await ownedProduct(database.db, "Est Cola", [["Sermsuk", "TH"]], { categories: COLA_CHAIN, quantity: "1.5 l", madeIn: "TH" });
    await ownedProduct(database.db, "Afri Cola", [["Mineralbrunnen", "DE"]], { categories: COLA_CHAIN, quantity: "1.5 l", madeIn: "DE" });
    await ownedProduct(database.db, "Solo Cola", [["Ringnes", "NO"]], { categories: COLA_CHAIN, quantity: "1.5 l", madeIn: "NO" });
    const alternatives = await alternativesOf(scanned.id);
    expect(alternatives.map((alternative) => alternative.name)).toEqual(["Solo Cola", "Afri Cola", "Est Cola"]);
    // The fixtures number the owners' names ("Ringnes 7").
    const [norwegian, german, thai] = alternatives.map((alternative) => alternative.difference);
    expect(norwegian).toMatch(/^Made in Norway, a neighbour, by Ringnes \d+ \(Norway\) · Same size: 1\.5 l$/u);
    expect(german).toMatch(/^Made in Germany, in Europe, by Mineralbrunnen \d+ \(Germany\) · Same size: 1\.5 l$/u);
    expect(thai).toMatch(/^Made in Thailand by Sermsuk \d+ \(Thailand\) · Same size: 1\.5 l$/u);
  });
});

describe("computeAlternatives: a candidate's own name and most specific category", () => {
  it("leaves out gnocchi filed under potatoes, by their most specific category or by their name", async () => {
    const scanned = await ownedProduct(database.db, "French Fried Potatoes", [["Fries Corp", "US"]], { categories: POTATO_CHAIN });
    await ownedProduct(database.db, "Pommes frites", [["Migros", "CH"]], { categories: POTATO_CHAIN, madeIn: "CH" });
    await ownedProduct(database.db, "Gnocchi di patate", [["Rana", "IT"]], { categories: POTATO_GNOCCHI_CHAIN, madeIn: "IT" });
    await ownedProduct(database.db, "Fresh Potato Gnocchi", [["Coop", "CH"]], { categories: POTATO_CHAIN, madeIn: "CH" });
    const alternatives = await alternativesOf(scanned.id);
    expect(alternatives.map((alternative) => alternative.name)).toEqual(["Pommes frites"]);
  });
});

describe("computeAlternatives: one brand, one kind", () => {
  it("counts a brand written two ways, known to the registry as one, once", async () => {
    const scanned = await ownedProduct(database.db, "Ginger Ale", [["Ale Corp", "US"]], { categories: GINGER_ALE_CHAIN });
    const first = await ownedProduct(database.db, "Pellegrino Ginger", [["Nestlé", "CH"]], { categories: GINGER_ALE_CHAIN, madeIn: "IT" });
    const row = await database.db.product.findUniqueOrThrow({ where: { id: first.id }, select: { brand: true, brandKey: true } });
    const brand = await database.db.brand.findFirstOrThrow({ where: { key: row.brandKey }, select: { id: true } });
    await database.db.brandAlias.create({ data: { key: brandKey("San Pellegrino"), name: "San Pellegrino", brandId: brand.id }, select: { key: true } });
    registryChanged(database.db);
    await createProduct(database.db, { name: "Pellegrino Ginger Zero", brand: "San Pellegrino", brandKey: brandKey("San Pellegrino"), categories: GINGER_ALE_CHAIN });
    await ownedProduct(database.db, "Thomas Ginger", [["Thomas Henry", "DE"]], { categories: GINGER_ALE_CHAIN, madeIn: "DE" });
    const alternatives = await alternativesOf(scanned.id);
    expect(alternatives.map((alternative) => alternative.name).sort()).toEqual(["Pellegrino Ginger", "Thomas Ginger"]);
  });

  it("leaves out a candidate also filed under another kind, and one whose category its name gives only as a flavour", async () => {
    const scanned = await ownedProduct(database.db, "Root Beer", [["Root Corp", "US"]], { categories: ROOT_BEER_CHAIN });
    await ownedProduct(database.db, "Power Root", [["Energy GmbH", "AT"]], { categories: [...ROOT_BEER_CHAIN, "en:energy-drinks"], madeIn: "AT" });
    await ownedProduct(database.db, "Mints root beer flavour", [["Ferrero", "LU"]], { categories: ROOT_BEER_CHAIN });
    await database.db.product.updateMany({ where: { name: "Mints root beer flavour" }, data: { categorySource: "name" } });
    await ownedProduct(database.db, "Solo Root", [["Ringnes", "NO"]], { categories: ROOT_BEER_CHAIN, madeIn: "NO" });
    const alternatives = await alternativesOf(scanned.id);
    expect(alternatives.map((alternative) => alternative.name)).toEqual(["Solo Root"]);
  });

  it("leaves out a candidate whose inferred category is off the one department of its brand's own products", async () => {
    const scanned = await ownedProduct(database.db, "Ginger Ale", [["Ale Corp", "US"]], { categories: GINGER_ALE_CHAIN });
    const ketchup = await ownedProduct(database.db, "Sauce Co Ketchup", [["Saucier", "FR"]], { categories: KETCHUP_CHAIN, madeIn: "FR" });
    const { brand } = await database.db.product.findUniqueOrThrow({ where: { id: ketchup.id }, select: { brand: true } });
    await database.db.product.update({ where: { id: ketchup.id }, data: { categorySource: "own" }, select: { id: true } });
    await createProduct(database.db, { name: "Ginger Fizz", brand, brandKey: brandKey(brand), categories: GINGER_ALE_CHAIN, categorySource: "name" });
    await ownedProduct(database.db, "Fentimans Ginger", [["Fentimans", "GB"]], { categories: GINGER_ALE_CHAIN, madeIn: "GB" });
    const alternatives = await alternativesOf(scanned.id);
    expect(alternatives.map((alternative) => alternative.name)).toContain("Fentimans Ginger");
    expect(alternatives.map((alternative) => alternative.name)).not.toContain("Ginger Fizz");
  });
});

describe("computeAlternatives: the words that say which of its kind a product is", () => {
  it("fetches a brand's product sharing them before its others, so the engine can rank it first", async () => {
    const scanned = await ownedProduct(database.db, "Zesty Cherry Cola", [["Cola Corp", "US"]], { categories: COLA_CHAIN });
    const first = await ownedProduct(database.db, "Vita Cola", [["Vita GmbH", "DE"]], { categories: COLA_CHAIN, madeIn: "TH" });
    const { brand, brandKey: key } = await database.db.product.findUniqueOrThrow({ where: { id: first.id }, select: { brand: true, brandKey: true } });
    for (let more = 1; more < PER_BRAND; more++) await createProduct(database.db, { name: `Vita Cola ${more}`, brand, brandKey: key, categories: COLA_CHAIN, countryCode: "TH" });
    // The brand's fourth product, beyond PER_BRAND when its products are taken in the order they were made.
    await createProduct(database.db, { name: "Kirsch Cola, cherry", brand, brandKey: key, categories: COLA_CHAIN, countryCode: "DE" });
    const names = (await alternativesOf(scanned.id)).map((alternative) => alternative.name);
    expect(names).toContain("Kirsch Cola, cherry");
    expect(names.filter((name) => name.startsWith("Vita Cola"))).toEqual([]);
  });

  it("fetches a brand's products Open Food Facts files there before those whose category was only inferred", async () => {
    const scanned = await ownedProduct(database.db, "Dry Ginger Ale", [["Ale Corp", "US"]], { categories: GINGER_ALE_CHAIN });
    const first = await ownedProduct(database.db, "Bubbly Ginger", [["Bubbly AB", "SE"]], { categories: [] });
    const { brand, brandKey: key } = await database.db.product.findUniqueOrThrow({ where: { id: first.id }, select: { brand: true, brandKey: true } });
    // PER_BRAND products whose category was read from their names, made first, then the one Open Food Facts files there.
    for (let more = 1; more <= PER_BRAND; more++) {
      await createProduct(database.db, { name: `Bubbly Ginger ${more}`, brand, brandKey: key, categories: GINGER_ALE_CHAIN, categorySource: "name" });
    }
    await createProduct(database.db, { name: "Bubbly Ginger Filed", brand, brandKey: key, categories: GINGER_ALE_CHAIN, categorySource: "own" });
    const names = (await alternativesOf(scanned.id)).map((alternative) => alternative.name);
    expect(names.filter((name) => name.startsWith("Bubbly"))).toEqual(["Bubbly Ginger Filed"]);
  });

  it("are matched at the start of a word, letters and digits only", () => {
    expect(definingWordsPattern(new Set(["onion", "french"]))).toBe("\\m(french|onion)");
    expect(definingWordsPattern(new Set(["a.b*"]))).toBeNull();
    expect(definingWordsPattern(new Set())).toBeNull();
  });
});
