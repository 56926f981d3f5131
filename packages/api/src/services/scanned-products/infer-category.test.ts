// Category inference for products without a category, stored once per product: the name, the
// brand's other products, and the AI (the real openai SDK against a local OpenAI-compatible server)
// choosing among taxonomy categories only.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { useAiTestContext } from "../../testing/ai-test-context";
import type { ChatRequest } from "../../testing/ai-test-server";
import { COLA_CHAIN, ownedProduct, scanAsNewUser, testTaxonomy } from "../../testing/alternatives-fixtures";
import { callerFor, createProduct } from "../../testing/test-helpers";
import type { AiProvider } from "../shared/ai-provider";
import { productCategories } from "./infer-category";

const context = useAiTestContext();
let { database, server, ai } = context;
beforeAll(() => {
  ({ database, server, ai } = context);
});
beforeEach(() => {
  server.setAnswer(() => ({ status: 500 }));
});

const select = {
  id: true,
  name: true,
  brand: true,
  brandKey: true,
  description: true,
  language: true,
  categories: true,
  categorySource: true,
  categoryConfidence: true,
  categoryCheckedAt: true,
} as const;

async function productRow(id: number) {
  return database.db.product.findUniqueOrThrow({ where: { id }, select });
}

async function infer(id: number, withAi: AiProvider | null = ai) {
  return productCategories({ db: database.db, ai: withAi, taxonomy: testTaxonomy }, await productRow(id));
}

/** The category ids the AI was allowed to answer in a request (its answer schema's enum). */
function allowedIds(request: ChatRequest): string[] {
  const schema = request.response_format?.json_schema?.schema as { properties: { category: { enum: string[] } } };
  return schema.properties.category.enum;
}

describe("category inference", () => {
  it("reads the name of a product stored before inference existed, and stores it once", async () => {
    const { id } = await createProduct(database.db, { name: "Tomato ketchup", brand: "Store" });
    expect(await infer(id)).toEqual({ categories: ["en:ketchup", "en:tomato-sauces", "en:sauces", "en:condiments"], categorySource: "name" });
    const stored = await productRow(id);
    expect(stored).toMatchObject({ categorySource: "name", categoryConfidence: "medium" });
    expect(stored.categoryCheckedAt).toBeInstanceOf(Date);
    expect(server.requests).toHaveLength(0);
  });

  it("reads the product line a name names when the name says no kind (seed/product-lines.json)", async () => {
    const { id } = await createProduct(database.db, { name: "Coke Zero", brand: "The Coca-Cola Company" });
    const lined: CategoryTaxonomy = { ...testTaxonomy, productLines: [{ name: "Coca-Cola", spellings: ["Coke"], category: "en:colas" }] };
    expect(await productCategories({ db: database.db, ai, taxonomy: lined }, await productRow(id))).toEqual({ categories: COLA_CHAIN, categorySource: "name" });
    expect(await productRow(id)).toMatchObject({ categorySource: "name", categoryConfidence: "medium" });
    expect(server.requests).toHaveLength(0);
  });

  it("reads a pet food's name beneath its own categories only, and files it as the food of the animal it names", async () => {
    const pets: CategoryTaxonomy = {
      categories: {
        "en:open-pet-food-facts": { parents: [], name: "Open Pet Food Facts" },
        "en:pet-food": { parents: ["en:open-pet-food-facts"], name: "Pet food" },
        "en:cat-food": { parents: ["en:pet-food"], name: "Cat food" },
        "en:seafood": { parents: [], name: "Seafood" },
        "en:fishes": { parents: ["en:seafood"], name: "Fishes" },
        "en:mackerels": { parents: ["en:fishes"], name: "Mackerels" },
      },
    };
    const product = async (name: string) =>
      (await createProduct(database.db, { name, brand: "Pawco", brandKey: "pawco", categories: ["en:open-pet-food-facts"], categorySource: "own" })).id;
    const inferWith = async (id: number, taxonomy: CategoryTaxonomy) => productCategories({ db: database.db, ai: null, taxonomy }, await productRow(id));
    expect(await inferWith(await product("Pouch mackerel"), pets)).toEqual({ categories: ["en:open-pet-food-facts"], categorySource: "own" });
    const withAnimals = { ...pets, animals: { "en:cat-food": ["Cat"] } };
    expect(await inferWith(await product("Cat pouch mackerel"), withAnimals)).toEqual({
      categories: ["en:cat-food", "en:pet-food", "en:open-pet-food-facts"],
      categorySource: "name",
    });
  });

  it("takes the category of the brand's other products that the name agrees with", async () => {
    await createProduct(database.db, { name: "Zingo Fizz Original", brand: "Zingo", brandKey: "zingo", categories: COLA_CHAIN, categorySource: "own" });
    await createProduct(database.db, { name: "Zingo Ketchup", brand: "Zingo", brandKey: "zingo", categories: ["en:ketchup"], categorySource: "own" });
    const { id } = await createProduct(database.db, { name: "Zingo Fizz Zero", brand: "Zingo", brandKey: "zingo" });
    expect(await infer(id)).toEqual({ categories: COLA_CHAIN, categorySource: "brand" });
    expect(await productRow(id)).toMatchObject({ categorySource: "brand", categoryConfidence: "low" });
  });

  it("takes a category the brand's other products read from their names, and the brand's one kind for a name of the brand only", async () => {
    for (const name of ["Fizzo Zesty Classic", "Fizzo Zero", "Fizzo Cherry"]) {
      await createProduct(database.db, { name, brand: "Fizzo", brandKey: "fizzo", categories: COLA_CHAIN, categorySource: "name" });
    }
    const { id } = await createProduct(database.db, { name: "Fizzo Zesty", brand: "Fizzo", brandKey: "fizzo" });
    expect(await infer(id)).toEqual({ categories: COLA_CHAIN, categorySource: "brand" });
    expect(await productRow(id)).toMatchObject({ categoryConfidence: "low" });
    const brandOnly = await createProduct(database.db, { name: "Fizzo Original", brand: "Fizzo", brandKey: "fizzo" });
    expect(await infer(brandOnly.id, null)).toEqual({ categories: COLA_CHAIN, categorySource: "brand" });
  });

  it("takes the kind of the product line its name names, from the brand's products of that line with categories of their own", async () => {
    await createProduct(database.db, { name: "Fizzo", brand: "Fizzo", brandKey: "fizzo", categories: COLA_CHAIN, categorySource: "own" });
    await createProduct(database.db, { name: "Fizzo Ketchup Sauce", brand: "Fizzo", brandKey: "fizzo", categories: ["en:ketchup"], categorySource: "name" });
    // "Cherry" agrees with no sibling and two products are no brand of one kind: the line "Fizzo" says it.
    const { id } = await createProduct(database.db, { name: "Cherry Fizzo", brand: "Fizzo", brandKey: "fizzo" });
    expect(await infer(id, null)).toEqual({ categories: COLA_CHAIN, categorySource: "brand" });
    expect(await productRow(id)).toMatchObject({ categoryConfidence: "low" });
  });

  it("takes the brand's kind only beneath the departments the product is filed under", async () => {
    await createProduct(database.db, { name: "Fizzo", brand: "Fizzo", brandKey: "fizzo", categories: COLA_CHAIN, categorySource: "own" });
    await createProduct(database.db, { name: "Fizzo Ketchup Sauce", brand: "Fizzo", brandKey: "fizzo", categories: ["en:ketchup"], categorySource: "name" });
    // Filed as a condiment: the line "Fizzo" of colas says nothing of it.
    const condiment = await createProduct(database.db, { name: "Fizzo Hot", brand: "Fizzo", brandKey: "fizzo", categories: ["en:condiments"], categorySource: "own" });
    expect((await infer(condiment.id, null)).categories).toEqual(["en:condiments"]);
    expect(await productRow(condiment.id)).toMatchObject({ categories: ["en:condiments"], categoryConfidence: null });
    // Filed as a beverage: a cola is one.
    const beverage = await createProduct(database.db, { name: "Cherry Fizzo", brand: "Fizzo", brandKey: "fizzo", categories: ["en:beverages"], categorySource: "own" });
    expect(await infer(beverage.id, null)).toEqual({ categories: COLA_CHAIN, categorySource: "brand" });
    // Filed under two departments, a beverage among them: one is enough.
    const both = await createProduct(database.db, { name: "Lime Fizzo", brand: "Fizzo", brandKey: "fizzo", categories: ["en:condiments", "en:beverages"], categorySource: "own" });
    expect(await infer(both.id, null)).toEqual({ categories: COLA_CHAIN, categorySource: "brand" });
  });

  it("lets the AI choose among taxonomy categories only, and keeps its choice", async () => {
    server.setAnswer(() => JSON.stringify({ category: "en:tomato-sauces" }));
    const { id } = await createProduct(database.db, { name: "Smoky tomato dip", brand: "Dipco", brandKey: "dipco" });
    expect(await infer(id)).toEqual({ categories: ["en:tomato-sauces", "en:sauces", "en:condiments"], categorySource: "ai" });
    expect(allowedIds(server.requests.at(-1)!)).toEqual(["none", "en:tomato-sauces"]);
    expect(await productRow(id)).toMatchObject({ categorySource: "ai", categoryConfidence: "low" });
    const asked = server.requests.length;
    await infer(id);
    expect(server.requests).toHaveLength(asked);
  });

  it("stores nothing from an answer outside the list, and asks again next time", async () => {
    server.setAnswer(() => JSON.stringify({ category: "en:invented-things" }));
    const { id } = await createProduct(database.db, { name: "Tomato surprise", brand: "Odd", brandKey: "odd" });
    expect(await infer(id)).toEqual({ categories: [], categorySource: null });
    expect(await productRow(id)).toMatchObject({ categories: [], categorySource: null, categoryCheckedAt: null });
  });

  it("remembers that the AI found no category", async () => {
    server.setAnswer(() => JSON.stringify({ category: "none" }));
    const { id } = await createProduct(database.db, { name: "Tomato plant food", brand: "Grow", brandKey: "grow" });
    expect(await infer(id)).toEqual({ categories: [], categorySource: null });
    const asked = server.requests.length;
    expect((await productRow(id)).categoryCheckedAt).toBeInstanceOf(Date);
    await infer(id);
    expect(server.requests).toHaveLength(asked);
  });

  it("does not ask when no taxonomy category shares a word with the name, or without an AI provider", async () => {
    const asked = server.requests.length;
    const { id } = await createProduct(database.db, { name: "Zorblax", brand: "Plugh", brandKey: "plugh" });
    expect(await infer(id)).toEqual({ categories: [], categorySource: null });
    const other = await createProduct(database.db, { name: "Tomato mystery", brand: "Plugh", brandKey: "plugh" });
    expect(await infer(other.id, null)).toEqual({ categories: [], categorySource: null });
    expect(server.requests).toHaveLength(asked);
  });
});

describe("alternatives of a product with an inferred category", () => {
  it("says the shared category is similar", async () => {
    await ownedProduct(database.db, "Afri Cola", [["Mineralbrunnen", "DE"]], { categories: COLA_CHAIN, madeIn: "DE" });
    const scanned = await ownedProduct(database.db, "Diet Colas", [["Cola Corp", "US"]], { categories: [] });
    const { principal, scanId } = await scanAsNewUser(database.db, scanned.barcode);
    const answer = await callerFor(database.db, { principal, taxonomy: testTaxonomy }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer.isAmerican).toBe(true);
    expect(answer.alternatives.map((alternative) => alternative.name)).toEqual(["Afri Cola"]);
    expect(answer.alternatives[0]?.difference).toMatch(/^Made in Germany, in Europe, by Mineralbrunnen \d+ \(Germany\) · Similar: Colas$/u);
  });
});
