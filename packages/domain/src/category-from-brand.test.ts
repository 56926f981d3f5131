import { describe, expect, it } from "vitest";

import type { CategoryTaxonomy } from "./category-chain";
import { BRAND_KIND_SHARE, BRAND_KIND_SIBLINGS, categoryFromBrand } from "./category-from-brand";
import { categoryShortlist } from "./category-from-name";

const taxonomy: CategoryTaxonomy = {
  categories: {
    "en:breakfasts": { name: "Breakfasts", parents: [] },
    "en:cereals": { name: "Cereals", parents: ["en:breakfasts"] },
    "en:breakfast-cereals": { name: "Breakfast cereals", parents: ["en:cereals"] },
    "en:snacks": { name: "Snacks", parents: [] },
    "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
    "en:cereal-bars": { name: "Cereal bars", parents: ["en:sweet-snacks"] },
    "en:waffles": { name: "Waffles", parents: ["en:sweet-snacks"], names: { en: ["Waffles"], fr: ["Gaufres"] } },
    "en:salty-snacks": { name: "Salty snacks", parents: ["en:snacks"] },
    "en:crisps": { name: "Crisps", parents: ["en:salty-snacks"] },
    "en:potato-crisps": { name: "Potato crisps", parents: ["en:crisps"] },
    "en:condiments": { name: "Condiments", parents: [] },
    "en:spices": { name: "Spices", parents: ["en:condiments"] },
    "en:spice-mixes": { name: "Spice mixes", parents: ["en:spices"] },
    "en:cheeses": { name: "Cheeses", parents: [] },
    "en:cow-cheeses": { name: "Cow cheeses", parents: ["en:cheeses"] },
    "en:cheddar-cheese": { name: "Cheddar cheese", parents: ["en:cow-cheeses"] },
    "en:popcorn": { name: "Popcorn", parents: ["en:salty-snacks"] },
    "en:popcorn-with-caramel": { name: "Popcorn with caramel", parents: ["en:popcorn"] },
    "en:sweeteners": { name: "Sweeteners", parents: [] },
    "en:syrups": { name: "Syrups", parents: ["en:sweeteners"] },
    "en:flavoured-syrups": { name: "Flavoured syrups", parents: ["en:syrups"] },
    "en:strawberry-syrups": { name: "Strawberry syrups", parents: ["en:flavoured-syrups"] },
  },
};

const siblings = [
  { name: "Froot Loops Marshmallow", categories: ["en:breakfast-cereals", "en:cereals", "en:breakfasts"] },
  { name: "Corn Flakes", categories: ["en:breakfast-cereals", "en:cereals", "en:breakfasts"] },
  { name: "Nutri-Grain Bars, Strawberry", categories: ["en:cereal-bars", "en:sweet-snacks", "en:snacks"] },
];

describe("categoryFromBrand", () => {
  it("takes the category of the brand's products the name agrees with", () => {
    expect(categoryFromBrand({ name: "Froot Loops", brand: "Kellogg's" }, siblings, taxonomy)).toEqual({
      tag: "en:breakfast-cereals",
      confidence: "medium",
    });
    expect(categoryFromBrand({ name: "Strawberry Bars", brand: "Kellogg's" }, siblings, taxonomy)).toEqual({
      tag: "en:cereal-bars",
      confidence: "medium",
    });
  });

  it("agrees through the category's own name, with low confidence for one word", () => {
    expect(categoryFromBrand({ name: "Crunchy Cereal", brand: "Kellogg's" }, siblings, taxonomy)).toEqual({
      tag: "en:breakfast-cereals",
      confidence: "low",
    });
  });

  it("does not take a word many kinds share for agreement (\"French\", \"Vanilla\")", () => {
    const frenchs = [{ name: "French Style Gherkins", categories: ["en:cereal-bars", "en:sweet-snacks", "en:snacks"] }];
    expect(categoryFromBrand({ name: "French Vanilla Stevia Extract", brand: "365" }, frenchs, taxonomy)).toBeNull();
    expect(categoryFromBrand({ name: "French Gherkins", brand: "365" }, frenchs, taxonomy)?.tag).toBe("en:cereal-bars");
    // Nor their translations in the catalogue's other languages, flavour marks and style words.
    const olives = [{ name: "Groene olijven", categories: ["en:cereal-bars", "en:sweet-snacks", "en:snacks"] }];
    expect(categoryFromBrand({ name: "Groene salade", brand: "Jumbo" }, olives, taxonomy)).toBeNull();
    const wafers = [{ name: "Cremax sabor a chocolate", categories: ["en:waffles", "en:sweet-snacks", "en:snacks"] }];
    expect(categoryFromBrand({ name: "Delicias Sabor Chocolate", brand: "Gamesa" }, wafers, taxonomy)).toBeNull();
    expect(categoryFromBrand({ name: "Bonenburger Mexicaanse Stijl", brand: "Jumbo" }, [{ name: "Yoghurt griekse stijl", categories: ["en:waffles"] }], taxonomy)).toBeNull();
  });

  it("takes no agreement from words that only say the product's form (\"Mix\", \"Sauce\", \"Drink\")", () => {
    const spices = [{ name: "Garam Masala Spice Mix", categories: ["en:spice-mixes", "en:spices", "en:condiments"] }];
    expect(categoryFromBrand({ name: "Dhokla Instant Mix", brand: "Ramdev" }, spices, taxonomy)).toBeNull();
    expect(categoryFromBrand({ name: "Masala Mix", brand: "Ramdev" }, spices, taxonomy)).toEqual({ tag: "en:spice-mixes", confidence: "medium" });
  });

  it("votes for no variety of the sibling's category that the name does not say, only for the kind above it", () => {
    const strawberry = [{ name: "Strawberry Syrup", categories: ["en:strawberry-syrups", "en:flavoured-syrups", "en:syrups", "en:sweeteners"], source: "name" as const }];
    expect(categoryFromBrand({ name: "Genuine Chocolate Flavor Syrup", brand: "Hershey's" }, strawberry, taxonomy)?.tag).toBe("en:flavoured-syrups");
    expect(categoryFromBrand({ name: "Strawberry Syrup Lite", brand: "Hershey's" }, strawberry, taxonomy)?.tag).toBe("en:strawberry-syrups");
    // A variety after "with": the popcorn "Caramel Bliss" names no butter popcorn's kind but popcorn's.
    const caramel = [{ name: "Caramel Bliss", categories: ["en:popcorn-with-caramel", "en:popcorn", "en:salty-snacks", "en:snacks"] }];
    expect(categoryFromBrand({ name: "Microwave Popcorn Butter", brand: "Act II" }, caramel, taxonomy)).toEqual({ tag: "en:popcorn", confidence: "low" });
    // A variety the sibling's name does not say is no contradiction: "Froot Loops" are breakfast cereals without saying "breakfast".
    expect(categoryFromBrand({ name: "Froot Loops", brand: "Kellogg's" }, siblings, taxonomy)?.tag).toBe("en:breakfast-cereals");
    // The kind above is a department ("Cow cheeses", depth 1): no vote.
    const cheddar = [{ name: "White Cheddar Cheese", categories: ["en:cheddar-cheese", "en:cow-cheeses", "en:cheeses"] }];
    expect(categoryFromBrand({ name: "Pepper Jack Cheese", brand: "The Laughing Cow" }, cheddar, taxonomy)).toBeNull();
  });

  it("finds nothing when the name agrees with none of them", () => {
    expect(categoryFromBrand({ name: "Pop-Tarts Frosted", brand: "Kellogg's" }, siblings, taxonomy)).toBeNull();
    expect(categoryFromBrand({ name: "Kellogg's", brand: "Kellogg's" }, siblings, taxonomy)).toBeNull();
  });
});

describe("categoryFromBrand with siblings read from their names and a brand of one kind", () => {
  const cereals = (names: string[], source?: "own" | "name") =>
    names.map((name) => ({ name, categories: ["en:breakfast-cereals", "en:cereals", "en:breakfasts"], ...(source ? { source } : {}) }));

  it("takes a category siblings only read from their names, with low confidence", () => {
    expect(categoryFromBrand({ name: "Froot Loops Cereal", brand: "Kellogg's" }, cereals(["Froot Loops Marshmallow Cereal"], "name"), taxonomy)).toEqual({
      tag: "en:breakfast-cereals",
      confidence: "low",
    });
  });

  it("takes a category read from a sibling's name only when that reading holds for the product too", () => {
    const snuffers = { name: "Sandwich Snuffers Bread & Butter", categories: ["en:cheddar-cheese", "en:cow-cheeses", "en:cheeses"], source: "name" as const };
    const butter = [snuffers];
    // One other word, the line's: no vote.
    expect(categoryFromBrand({ name: "Sandwich Stuffers", brand: "Mt. Olive" }, butter, taxonomy)).toBeNull();
    // Two words, a word of the category's names (any language) or a name that says nothing more than the sibling's: a vote.
    expect(categoryFromBrand({ name: "Sandwich Snuffers Dill", brand: "Mt. Olive" }, butter, taxonomy)?.tag).toBe("en:cheddar-cheese");
    expect(categoryFromBrand({ name: "Sandwich Cheddar Slices", brand: "Mt. Olive" }, butter, taxonomy)?.tag).toBe("en:cheddar-cheese");
    const gaufres = [{ name: "Gaufres Sandwich", categories: ["en:waffles", "en:sweet-snacks", "en:snacks"], source: "name" as const }];
    expect(categoryFromBrand({ name: "Gaufres Mini", brand: "Mt. Olive" }, gaufres, taxonomy)?.tag).toBe("en:waffles");
    expect(categoryFromBrand({ name: "Sandwich", brand: "Mt. Olive" }, butter, taxonomy)?.tag).toBe("en:cheddar-cheese");
    // The same sibling with a category of its own votes by one word.
    expect(categoryFromBrand({ name: "Sandwich Stuffers", brand: "Mt. Olive" }, [{ ...snuffers, source: "own" as const }], taxonomy)?.tag).toBe("en:cheddar-cheese");
  });

  it("prefers, at as many shared words, a category a sibling has of its own", () => {
    const mixed = [...cereals(["Milk Chocolate Pretzels"], "name").map((sibling) => ({ ...sibling, categories: ["en:cereal-bars"] })), ...cereals(["Milk Clusters"])];
    expect(categoryFromBrand({ name: "Myrtles, Milk Pecan", brand: "Long Grove" }, mixed, taxonomy)?.tag).toBe("en:breakfast-cereals");
  });

  it(`takes the brand's one kind for a name of the brand only, from ${BRAND_KIND_SIBLINGS} siblings of one kind`, () => {
    const brand = cereals(["Cheerios", "Honey Nut Cheerios"]).concat(cereals(["Lucky Charms"], "name"));
    expect(categoryFromBrand({ name: "General Mills Original", brand: "General Mills" }, brand, taxonomy)).toEqual({ tag: "en:breakfast-cereals", confidence: "low" });
    expect(categoryFromBrand({ name: "General Mills", brand: "General Mills" }, brand, taxonomy)?.tag).toBe("en:breakfast-cereals");
    expect(categoryFromBrand({ name: "General Mills", brand: "General Mills" }, brand.slice(0, 2), taxonomy)).toBeNull();
    // A name of its own that agrees with none: a product line of another kind, perhaps ("Bugles", corn snacks).
    expect(categoryFromBrand({ name: "Bugles", brand: "General Mills" }, brand, taxonomy)).toBeNull();
    // The brand and a flavour only: a flavour of the brand's one kind.
    const fruity: CategoryTaxonomy = {
      categories: { ...taxonomy.categories, "en:fruits": { name: "Fruits", parents: [] }, "en:oranges": { name: "Oranges", parents: ["en:fruits"] } },
    };
    expect(categoryFromBrand({ name: "General Mills Orange", brand: "General Mills" }, brand, fruity)?.tag).toBe("en:breakfast-cereals");
    // The deepest specific category they all share: waffles and cereal bars are both sweet snacks (a department), no kind.
    const snacks = [...brand.slice(0, 2), { name: "Brussels Waffles", categories: ["en:waffles", "en:sweet-snacks", "en:snacks"] }];
    expect(categoryFromBrand({ name: "General Mills", brand: "General Mills" }, snacks, taxonomy)).toBeNull();
    const bars = ["Oat", "Nut", "Fruit"].map((name) => ({ name, categories: [`en:${name.toLowerCase()}-bars`, "en:cereal-bars", "en:sweet-snacks", "en:snacks"] }));
    const barKinds: CategoryTaxonomy = {
      categories: { ...taxonomy.categories, ...Object.fromEntries(["oat", "nut", "fruit"].map((kind) => [`en:${kind}-bars`, { name: `${kind} bars`, parents: ["en:cereal-bars"] }])) },
    };
    expect(categoryFromBrand({ name: "Barco", brand: "Barco" }, bars, barKinds)).toEqual({ tag: "en:cereal-bars", confidence: "low" });
    // A brand of several kinds names none.
    expect(categoryFromBrand({ name: "General Mills", brand: "General Mills" }, [...brand, siblings[2] as (typeof siblings)[number]], taxonomy)).toBeNull();
  });

  const crisps = (names: string[], source?: "own" | "name") =>
    names.map((name) => ({ name, categories: ["en:potato-crisps", "en:crisps", "en:salty-snacks", "en:snacks"], ...(source ? { source } : {}) }));
  const cheddar = (name: string) => ({ name, categories: ["en:cheddar-cheese", "en:cow-cheeses", "en:cheeses"], source: "name" as const });

  it(`takes the kind of ${BRAND_KIND_SHARE.toFixed(2)} of the brand's products or more, not of fewer`, () => {
    const mostly = [...crisps(["Sour Cream & Onion", "Paprika", "Salt & Vinegar"]), ...cereals(["Crisp Rice"])];
    expect(categoryFromBrand({ name: "Pringles Original", brand: "Pringles" }, mostly, taxonomy)).toEqual({ tag: "en:potato-crisps", confidence: "low" });
    const half = [...crisps(["Sour Cream & Onion", "Paprika", "Salt & Vinegar"]), ...cereals(["Crisp Rice", "Oat Rings", "Corn Flakes"])];
    expect(categoryFromBrand({ name: "Pringles Original", brand: "Pringles" }, half, taxonomy)).toBeNull();
  });

  it("lets the products with categories of their own decide the brand's kind when there are enough of them", () => {
    const brand = [...crisps(["Sour Cream & Onion", "Paprika", "Salt & Vinegar"]), cheddar("Pringles Cheddar Cheese"), cheddar("Pringles Cheddar")];
    expect(categoryFromBrand({ name: "Pringles", brand: "Pringles" }, brand, taxonomy)?.tag).toBe("en:potato-crisps");
    // Too few of their own: all of them decide, and three crisps of five are no brand of one kind.
    const fewOwn = [...crisps(["Sour Cream & Onion", "Paprika"]), ...crisps(["Salt & Vinegar"], "name"), cheddar("Pringles Cheddar Cheese"), cheddar("Pringles Cheddar")];
    expect(categoryFromBrand({ name: "Pringles", brand: "Pringles" }, fewOwn, taxonomy)).toBeNull();
  });

  it("takes the kind of the product line the name names: siblings of their own whose whole name, brand words included, it says", () => {
    // "Cheerios" of Cheerios are breakfast cereals: "Honey nut Cheerios" is one, though "nut" agrees with no sibling.
    expect(categoryFromBrand({ name: "Honey nut Cheerios", brand: "Cheerios" }, cereals(["Cheerios", "Cheerios"]), taxonomy)).toEqual({
      tag: "en:breakfast-cereals",
      confidence: "low",
    });
    // A name the same as a sibling's, too few for the brand's one kind.
    expect(categoryFromBrand({ name: "Canada Dry", brand: "Canada Dry" }, cereals(["Canada Dry"]), taxonomy)?.tag).toBe("en:breakfast-cereals");
    // Siblings of the line of several kinds: the deepest specific category they all hold, else none.
    const pringles = [...crisps(["Pringles Original"]), { name: "Pringles", categories: ["en:crisps", "en:salty-snacks", "en:snacks"] }];
    expect(categoryFromBrand({ name: "Pringles Original Fat Free", brand: "Pringles" }, pringles, taxonomy)?.tag).toBe("en:crisps");
    const nutella = [...crisps(["Nutella"]), ...cereals(["Nutella"])];
    expect(categoryFromBrand({ name: "Crêpe Nutella", brand: "Nutella" }, nutella, taxonomy)).toBeNull();
    // Read from a sibling's name, or a name of weak words only ("Chocolate"), it names no line.
    expect(categoryFromBrand({ name: "Honey nut Cheerios", brand: "Cheerios" }, cereals(["Cheerios"], "name"), taxonomy)).toBeNull();
    expect(categoryFromBrand({ name: "Delicias Sabor Chocolate", brand: "Gamesa" }, cereals(["Chocolate"]), taxonomy)).toBeNull();
  });
});

describe("categoryShortlist", () => {
  it("lists the categories whose names share a word with the product's, in any language, brand words aside", () => {
    // "Cereals" sits one level below a root but holds few categories: a kind of product, not a department.
    expect(categoryShortlist({ name: "Crunchy cereal bars", brand: "Bars Inc" }, taxonomy, 10)).toEqual([
      "en:breakfast-cereals",
      "en:cereal-bars",
      "en:cereals",
    ]);
    expect(categoryShortlist({ name: "Crunchy cereal bars", brand: "" }, taxonomy, 10)).toEqual(["en:cereal-bars", "en:breakfast-cereals", "en:cereals"]);
    expect(categoryShortlist({ name: "Gaufres au sucre", brand: "" }, taxonomy, 10)).toEqual(["en:waffles"]);
    expect(categoryShortlist({ name: "Crunchy cereal bars", brand: "" }, taxonomy, 1)).toEqual(["en:cereal-bars"]);
  });
});
