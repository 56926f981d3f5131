import { existsSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { categoryChain } from "@productcheck/domain/category-chain";

import { buildCategorySubset, DEFAULT_FULL_TAXONOMY } from "./build-category-subset";
import {
  categorySubsetFile,
  compactCategoryTaxonomy,
  loadCategoryNames,
  loadProductLines,
  loadCategoryTaxonomy,
  offCategoryTag,
  offSynonymIndex,
  type OffTaxonomy,
  readJsonFile,
  withCategoryNames,
  withProductLines,
} from "./category-taxonomy";
import { SHIPPED_CATEGORIES_FILE, SHIPPED_PRODUCTS_FILE } from "./shipped";
import { JSONL, shippedProduct, tempFiles, type TempFiles } from "./testing/catalogue-fixtures";

/** Entries in the shape of OFF's categories.full.json (values copied from it). */
const FULL: OffTaxonomy = {
  "en:beverages": { name: { en: "Beverages", fr: "Boissons" }, synonyms: { en: ["Beverages", "Drinks"], fr: ["Boissons"] } },
  "en:carbonated-drinks": { parents: ["en:beverages"], name: { en: "Carbonated drinks" }, synonyms: { en: ["Carbonated drinks"] } },
  "en:sodas": { parents: ["en:carbonated-drinks"], name: { en: "Sodas" }, synonyms: { en: ["Sodas"] } },
  "en:colas": {
    parents: ["en:sodas"],
    name: { en: "Colas", fr: "Sodas au cola" },
    synonyms: { en: ["Colas", "Cola"], fr: ["Sodas au cola", "colas"], de: ["Cola"] },
  },
  "en:sweet-spreads": { name: { en: "Sweet spreads" }, synonyms: { en: ["Sweet spreads"] } },
  "fr:pates-a-tartiner": { parents: ["en:sweet-spreads", "en:missing"], synonyms: { fr: ["Pâtes à tartiner"] } },
  "hu:békési-szilvapálinka": { name: { hu: "Békési szilvapálinka" }, synonyms: { hu: ["Békési szilvapálinka"] } },
  "en:unused": { name: { en: "Unused" }, synonyms: { en: ["Unused", "Drinks"] } },
};

let files: TempFiles;
beforeAll(async () => {
  files = await tempFiles();
});
afterAll(async () => {
  await files.remove();
});

describe("offCategoryTag", () => {
  it("derives OFF's tags from names", () => {
    expect(offCategoryTag("fr", "Sodas au cola")).toBe("fr:sodas-au-cola");
    expect(offCategoryTag("fr", "Pâtes à tartiner")).toBe("fr:pates-a-tartiner");
    expect(offCategoryTag("fr", "Pâtes à tartiner", true)).toBe("fr:pâtes-à-tartiner");
    expect(offCategoryTag("en", "Ben & Jerry's ice-cream ")).toBe("en:ben-jerry-s-ice-cream");
  });
});

describe("compactCategoryTaxonomy", () => {
  it("keeps the used tags, their synonyms' targets and all ancestors, with English names", () => {
    const subset = compactCategoryTaxonomy(FULL, ["en:colas", "fr:sodas-au-cola", "de:cola", "fr:pates-a-tartiner", "xx:nothing"]);
    expect(subset).toEqual({
      // Names and synonyms by language, each once (case aside), for reading categories from names.
      categories: {
        "en:beverages": { parents: [], name: "Beverages", names: { en: ["Beverages", "Drinks"], fr: ["Boissons"] } },
        "en:carbonated-drinks": { parents: ["en:beverages"], name: "Carbonated drinks", names: { en: ["Carbonated drinks"] } },
        "en:colas": {
          parents: ["en:sodas"],
          name: "Colas",
          names: { de: ["Cola"], en: ["Colas", "Cola"], fr: ["Sodas au cola", "colas"] },
        },
        "en:sodas": { parents: ["en:carbonated-drinks"], name: "Sodas", names: { en: ["Sodas"] } },
        "en:sweet-spreads": { parents: [], name: "Sweet spreads", names: { en: ["Sweet spreads"] } },
        // No English name: the name in the tag's language (from the synonyms); unknown parents dropped.
        "fr:pates-a-tartiner": { parents: ["en:sweet-spreads"], name: "Pâtes à tartiner", names: { fr: ["Pâtes à tartiner"] } },
      },
      synonyms: { "de:cola": "en:colas", "fr:sodas-au-cola": "en:colas" },
    });
  });

  it("keeps everything without a list of used tags, and leaves out synonyms two categories claim", () => {
    const all = compactCategoryTaxonomy(FULL);
    expect(Object.keys(all.categories)).toHaveLength(Object.keys(FULL).length);
    expect(all.synonyms?.["en:drinks"]).toBeUndefined();
    expect(offSynonymIndex(FULL).get("fr:boissons")).toBe("en:beverages");
    expect(offSynonymIndex(FULL).get("hu:bekesi-szilvapalinka")).toBe("hu:békési-szilvapálinka");
    expect(categoryChain(["fr:sodas-au-cola"], all).chain).toEqual(["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"]);
  });
});

describe("loadCategoryTaxonomy", () => {
  it("reads a subset file and a full OFF taxonomy, gzipped or not", async () => {
    const subset = compactCategoryTaxonomy(FULL, ["de:cola"]);
    const subsetFile = await files.write("subset.json.gz", JSON.stringify(categorySubsetFile(subset)), { gzip: true });
    const fullFile = await files.write("full.json", JSON.stringify(FULL));
    expect(await loadCategoryTaxonomy(subsetFile, { names: null, lines: null })).toEqual(subset);
    const fromFull = await loadCategoryTaxonomy(fullFile);
    expect(categoryChain(["de:cola"], fromFull)).toEqual(categoryChain(["de:cola"], subset));
  });

  it("loads the shipped subset", async () => {
    const shipped = await loadCategoryTaxonomy();
    expect(Object.keys(shipped.categories).length).toBeGreaterThan(2_000);
    expect(categoryChain(["en:colas"], shipped)).toEqual({
      chain: ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"],
      mostSpecific: "en:colas",
      name: "Colas",
    });
    const file = (await readJsonFile(SHIPPED_CATEGORIES_FILE)) as { about: string };
    expect(file.about).toContain("Open Database License");
  });
});

describe("withCategoryNames", () => {
  const taxonomy = compactCategoryTaxonomy(FULL);

  it("adds names and parents, drops names whatever their case, empties the categories never read, skips unknown ones", () => {
    const named = withCategoryNames(taxonomy, {
      about: "test",
      add: { "en:colas": { en: ["Pop", "cola"] }, "en:nowhere": { en: ["Nothing"] } },
      remove: { "en:sodas": { en: ["sodas"] } },
      never: ["en:beverages"],
      parents: { "en:colas": ["en:sodas", "en:beverages", "en:nowhere"], "en:nowhere": ["en:sodas"] },
      animals: { "en:colas": ["Cat"], "en:nowhere": ["Dog"] },
    });
    expect(named.animals).toEqual({ "en:colas": ["Cat"] });
    expect(named.categories["en:colas"]?.parents).toEqual(["en:sodas", "en:beverages"]);
    expect(named.categories["en:colas"]?.names?.en).toEqual(["Colas", "Cola", "Pop"]);
    expect(named.categories["en:sodas"]?.names?.en).toEqual([]);
    expect(named.categories["en:beverages"]).toMatchObject({ name: "Beverages", names: {} });
    expect(named.categories["en:nowhere"]).toBeUndefined();
    // The taxonomy given is left as it was.
    expect(taxonomy.categories["en:colas"]?.names?.en).toEqual(["Colas", "Cola"]);
  });

  it("shows a category OFF names in other languages only by its first added English name", () => {
    const named = withCategoryNames(taxonomy, { about: "test", add: { "fr:pates-a-tartiner": { en: ["Spreads", "Pastes"] }, "en:colas": { en: ["Pop"] } }, remove: {}, never: [], parents: {} });
    expect(named.categories["fr:pates-a-tartiner"]).toMatchObject({ name: "Spreads", names: { fr: ["Pâtes à tartiner"], en: ["Spreads", "Pastes"] } });
    expect(named.categories["en:colas"]?.name).toBe("Colas");
  });

  it("ships names only for categories of the shipped taxonomy", async () => {
    const shipped = await loadCategoryTaxonomy(SHIPPED_CATEGORIES_FILE, { names: null });
    const names = await loadCategoryNames();
    const parents = Object.entries(names.parents).flatMap(([tag, list]) => [tag, ...list]);
    for (const tag of [...Object.keys(names.add), ...Object.keys(names.remove), ...names.never, ...parents, ...Object.keys(names.animals ?? {})]) {
      expect(Object.hasOwn(shipped.categories, tag), tag).toBe(true);
    }
    const merged = await loadCategoryTaxonomy();
    expect(merged.categories["en:fries"]?.names?.en).toContain("French fried potatoes");
    expect(merged.categories["en:flavors"]?.names).toEqual({});
    expect(merged.categories["en:blue-cheese-yogurt-dressings"]?.parents).toEqual(["en:yogurt-sauces", "en:salad-dressings"]);
    expect(merged.animals?.["en:cat-food"]).toContain("Whiskas");
  });

  it("ships product lines of categories of the shipped taxonomy, each name once", async () => {
    const shipped = await loadCategoryTaxonomy(SHIPPED_CATEGORIES_FILE, { names: null, lines: null });
    expect(shipped.productLines).toBeUndefined();
    const { lines } = await loadProductLines();
    for (const line of lines) expect(Object.hasOwn(shipped.categories, line.category), `${line.name}: ${line.category}`).toBe(true);
    const names = lines.flatMap((line) => [line.name, ...(line.spellings ?? [])].map((name) => name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
    const merged = await loadCategoryTaxonomy();
    expect(merged.productLines?.find((line) => line.name === "Wheat Thins")?.category).toBe("en:wheat-crackers");
  });

  it("keeps only the product lines whose category the taxonomy has", () => {
    const lined = withProductLines(taxonomy, {
      about: "test",
      lines: [
        { name: "Coke", category: "en:colas" },
        { name: "Doritos", category: "en:corn-chips" },
      ],
    });
    expect(lined.productLines).toEqual([{ name: "Coke", category: "en:colas" }]);
    expect(withProductLines(taxonomy, { about: "test", lines: [] }).productLines).toBeUndefined();
  });
});

describe("buildCategorySubset", () => {
  it("writes every category, with the synonyms a products file needs", async () => {
    const products = await files.write("p.jsonl", JSONL([shippedProduct({ categories: ["fr:sodas-au-cola"] })]));
    const full = await files.write("full.json.gz", JSON.stringify(FULL), { gzip: true });
    const out = await files.write("out.json.gz", "");
    expect(await buildCategorySubset(products, full, out)).toMatchObject({ products: 1, usedTags: 1, categories: 8, synonyms: 1 });
    const written = await loadCategoryTaxonomy(out);
    expect(Object.keys(written.categories)).toEqual(Object.keys(FULL).sort());
    expect(written.synonyms).toEqual({ "fr:sodas-au-cola": "en:colas" });
    expect(written.categories["en:colas"]?.names?.fr).toEqual(["Sodas au cola", "colas"]);
  });

  it.skipIf(!existsSync(DEFAULT_FULL_TAXONOMY))("the shipped subset is what the script makes from the shipped products", async () => {
    const out = await files.write("regenerated.json.gz", "");
    await buildCategorySubset(SHIPPED_PRODUCTS_FILE, DEFAULT_FULL_TAXONOMY, out);
    expect(await readJsonFile(out)).toEqual(await readJsonFile(SHIPPED_CATEGORIES_FILE));
  });
});
