import { describe, expect, it } from "vitest";

import { categoryChain, categoryDepth, type CategoryTaxonomy, resolveCategoryTag } from "./category-chain";

/**
 * A taxonomy built from `tag: [parents]` entries; names default to the English names OFF gives
 * (passed in `names`) or the tag itself. The links below are copied from OFF's categories taxonomy.
 */
function taxonomy(
  links: Record<string, string[]>,
  names: Record<string, string> = {},
  synonyms: Record<string, string> = {},
): CategoryTaxonomy {
  return {
    categories: Object.fromEntries(
      Object.entries(links).map(([tag, parents]) => [tag, { parents, name: names[tag] ?? tag }]),
    ),
    synonyms,
  };
}

// Real parent links from Open Food Facts' categories taxonomy.
const OFF = taxonomy(
  {
    // Spreads
    "en:cocoa-and-hazelnuts-spreads": ["en:chocolate-spreads", "en:hazelnut-spreads"],
    "en:chocolate-spreads": ["fr:pates-a-tartiner"],
    "en:hazelnut-spreads": ["fr:pates-a-tartiner"],
    "fr:pates-a-tartiner": ["en:sweet-spreads"],
    "en:sweet-spreads": ["en:breakfasts", "en:spreads"],
    "en:breakfasts": [],
    "en:spreads": [],
    // Soft drinks
    "en:colas": ["en:sodas"],
    "en:sodas": ["en:carbonated-drinks"],
    "en:carbonated-drinks": ["en:beverages"],
    "en:beverages": [],
    // Cereals
    "en:corn-flakes": ["en:cereal-flakes", "en:extruded-cereals", "en:extruded-flakes"],
    "en:cereal-flakes": ["en:breakfast-cereals", "en:flakes"],
    "en:extruded-cereals": ["en:breakfast-cereals"],
    "en:extruded-flakes": ["en:flakes"],
    "en:breakfast-cereals": ["en:breakfasts", "en:cereals-and-their-products"],
    "en:cereals-and-their-products": ["en:cereals-and-potatoes"],
    "en:flakes": ["en:plant-based-foods"],
    "en:cereals-and-potatoes": ["en:plant-based-foods"],
    "en:plant-based-foods": ["en:plant-based-foods-and-beverages"],
    "en:plant-based-foods-and-beverages": [],
    // Sauces
    "en:tomato-ketchup": ["en:ketchup"],
    "en:ketchup": ["en:tomato-sauces"],
    "en:tomato-sauces": ["en:sauces"],
    "en:sauces": ["en:condiments"],
    "en:condiments": [],
    // Biscuits (OFF's older tag "en:cookies" is a synonym of "en:biscuits")
    "en:biscuits": ["en:biscuits-and-cakes"],
    "en:biscuits-and-cakes": ["en:sweet-snacks"],
    "en:sweet-snacks": ["en:snacks"],
    "en:snacks": [],
  },
  {
    "en:cocoa-and-hazelnuts-spreads": "Cocoa and hazelnuts spreads",
    "en:colas": "Colas",
    "en:corn-flakes": "Corn flakes",
    "en:tomato-ketchup": "Tomato Ketchup",
    "en:biscuits": "Biscuits",
    "fr:pates-a-tartiner": "Pâtes à tartiner",
  },
  { "en:cookies": "en:biscuits", "en:sugary-snacks": "en:sweet-snacks", "fr:sodas-au-cola": "en:colas" },
);

describe("categoryChain on real products", () => {
  it("orders a hazelnut spread (Bovetti, 0000101209159) from the spread to breakfasts and spreads", () => {
    const tags = [
      "en:breakfasts", "en:spreads", "en:sweet-spreads", "fr:pates-a-tartiner", "en:hazelnut-spreads",
      "en:chocolate-spreads", "en:cocoa-and-hazelnuts-spreads",
    ];
    expect(categoryChain(tags, OFF)).toEqual({
      chain: [
        "en:cocoa-and-hazelnuts-spreads",
        // Same depth: the order the product lists them in.
        "en:hazelnut-spreads",
        "en:chocolate-spreads",
        "fr:pates-a-tartiner",
        "en:sweet-spreads",
        "en:breakfasts",
        "en:spreads",
      ],
      mostSpecific: "en:cocoa-and-hazelnuts-spreads",
      name: "Cocoa and hazelnuts spreads",
    });
  });

  it("orders a cola (Coca-Cola, 0049000050103) and drops the tag the taxonomy does not know", () => {
    const tags = ["en:beverages", "en:carbonated-drinks", "en:sodas", "en:colas", "en:sugared-beverages-x"];
    expect(categoryChain(tags, OFF)).toEqual({
      chain: ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"],
      mostSpecific: "en:colas",
      name: "Colas",
    });
  });

  it("orders corn flakes (Kellogg's Frosted Flakes, 0038000219634) with several parents, every tag before its ancestors", () => {
    const tags = [
      "en:plant-based-foods-and-beverages", "en:plant-based-foods", "en:breakfasts", "en:cereals-and-potatoes",
      "en:cereals-and-their-products", "en:breakfast-cereals", "en:flakes", "en:cereal-flakes", "en:corn-flakes",
    ];
    const { chain, mostSpecific, name } = categoryChain(tags, OFF);
    expect(mostSpecific).toBe("en:corn-flakes");
    expect(name).toBe("Corn flakes");
    expect(chain).toEqual([
      "en:corn-flakes",
      "en:cereal-flakes",
      // Not listed by the product but reached through corn flakes' parents.
      "en:extruded-cereals",
      "en:breakfast-cereals",
      "en:cereals-and-their-products",
      "en:extruded-flakes",
      "en:cereals-and-potatoes",
      "en:flakes",
      "en:plant-based-foods",
      "en:plant-based-foods-and-beverages",
      "en:breakfasts",
    ]);
    for (const tag of chain) {
      for (const parent of OFF.categories[tag]?.parents ?? []) {
        expect(chain.indexOf(parent)).toBeGreaterThan(chain.indexOf(tag));
      }
    }
  });

  it("completes a ketchup listed only by its most specific tag (Heinz, 0012142117713)", () => {
    expect(categoryChain(["en:tomato-ketchup"], OFF)).toEqual({
      chain: ["en:tomato-ketchup", "en:ketchup", "en:tomato-sauces", "en:sauces", "en:condiments"],
      mostSpecific: "en:tomato-ketchup",
      name: "Tomato Ketchup",
    });
  });

  it("resolves OFF's older tags through the synonyms (Pepperidge Farm Milano, 0014100042587)", () => {
    const tags = ["en:sugary-snacks", "en:biscuits-and-cakes", "en:biscuits", "en:cookies"];
    expect(categoryChain(tags, OFF)).toEqual({
      chain: ["en:biscuits", "en:biscuits-and-cakes", "en:sweet-snacks", "en:snacks"],
      mostSpecific: "en:biscuits",
      name: "Biscuits",
    });
  });

  it("resolves a non-English tag filed under an English id", () => {
    expect(categoryChain(["fr:sodas-au-cola"], OFF).chain).toEqual([
      "en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages",
    ]);
  });

  it("keeps a non-English tag that is itself an id, with its own name", () => {
    expect(categoryChain(["fr:pates-a-tartiner"], OFF)).toEqual({
      chain: ["fr:pates-a-tartiner", "en:sweet-spreads", "en:breakfasts", "en:spreads"],
      mostSpecific: "fr:pates-a-tartiner",
      name: "Pâtes à tartiner",
    });
  });
});

describe("categoryChain rules", () => {
  it("gives an empty chain when no tag is known", () => {
    expect(categoryChain([], OFF)).toEqual({ chain: [], mostSpecific: null, name: null });
    expect(categoryChain(["en:groceries", "en:null", "de:unbekannt"], OFF)).toEqual({
      chain: [],
      mostSpecific: null,
      name: null,
    });
  });

  it("breaks a tie between equally deep branches by the order the product lists them", () => {
    const both = ["en:tomato-ketchup", "en:colas"];
    // Both are depth 4 (ketchup) and 3 (colas): the deeper wins whatever the order.
    expect(categoryChain(both, OFF).mostSpecific).toBe("en:tomato-ketchup");
    expect(categoryChain([...both].reverse(), OFF).mostSpecific).toBe("en:tomato-ketchup");
    // Equal depth (3): the first listed wins.
    expect(categoryChain(["en:colas", "en:ketchup"], OFF).mostSpecific).toBe("en:colas");
    expect(categoryChain(["en:ketchup", "en:colas"], OFF).mostSpecific).toBe("en:ketchup");
  });

  it("does not depend on the order of the product's tags beyond ties", () => {
    const tags = ["en:sodas", "en:colas", "en:beverages", "en:carbonated-drinks"];
    expect(categoryChain(tags, OFF).chain).toEqual(categoryChain([...tags].reverse(), OFF).chain);
  });

  it("reads tags case- and space-insensitively and lists each tag once", () => {
    expect(categoryChain([" EN:Colas ", "en:colas", "fr:sodas-au-cola"], OFF).chain).toEqual([
      "en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages",
    ]);
  });

  it("survives a parent cycle and unknown parents", () => {
    const odd = taxonomy({ "x:a": ["x:b", "x:missing"], "x:b": ["x:a"] });
    expect(categoryChain(["x:a"], odd).chain.sort()).toEqual(["x:a", "x:b"]);
  });

  it("measures depth by the longest parent path", () => {
    expect(categoryDepth("en:beverages", OFF)).toBe(0);
    expect(categoryDepth("en:colas", OFF)).toBe(3);
    // corn flakes -> cereal flakes -> breakfast cereals -> cereals and their products -> cereals and potatoes
    // -> plant-based foods -> plant-based foods and beverages
    expect(categoryDepth("en:corn-flakes", OFF)).toBe(6);
  });

  it("resolves single tags", () => {
    expect(resolveCategoryTag("en:cookies", OFF)).toBe("en:biscuits");
    expect(resolveCategoryTag("en:colas", OFF)).toBe("en:colas");
    expect(resolveCategoryTag("en:unknown", OFF)).toBeNull();
    expect(resolveCategoryTag("  ", OFF)).toBeNull();
    // A synonym pointing at a tag the taxonomy lacks resolves to nothing.
    expect(resolveCategoryTag("x:y", taxonomy({}, {}, { "x:y": "x:z" }))).toBeNull();
    // Inherited object keys are not categories.
    expect(resolveCategoryTag("constructor", OFF)).toBeNull();
  });
});

describe("categoryChain with food groups deeper than the kind of product", () => {
  // OFF files pasta under "Plant-based foods" (depth 1) while the food group "Cereals and their
  // products" it is also listed under sits at depth 3.
  const pasta: CategoryTaxonomy = {
    categories: {
      "en:plant-based-foods-and-beverages": { name: "Plant-based foods and beverages", parents: [] },
      "en:plant-based-foods": { name: "Plant-based foods", parents: ["en:plant-based-foods-and-beverages"] },
      "en:cereals-and-potatoes": { name: "Cereals and potatoes", parents: ["en:plant-based-foods"] },
      "en:cereals-and-their-products": { name: "Cereals and their products", parents: ["en:cereals-and-potatoes"] },
      "en:pastas": { name: "Pastas", parents: ["en:plant-based-foods"] },
    },
  };

  it("puts the kind of product first (Oven-Ready Lasagna, 0085239382837), every tag still before its ancestors", () => {
    const tags = ["en:plant-based-foods-and-beverages", "en:plant-based-foods", "en:cereals-and-potatoes", "en:cereals-and-their-products", "en:pastas"];
    const { chain, name } = categoryChain(tags, pasta);
    expect(name).toBe("Pastas");
    expect(chain).toEqual(["en:pastas", "en:cereals-and-their-products", "en:cereals-and-potatoes", "en:plant-based-foods", "en:plant-based-foods-and-beverages"]);
  });

  it("keeps a food group first when every kind is above it", () => {
    const tags = ["en:plant-based-foods", "en:cereals-and-their-products"];
    expect(categoryChain(tags, pasta).mostSpecific).toBe("en:cereals-and-their-products");
  });
});
