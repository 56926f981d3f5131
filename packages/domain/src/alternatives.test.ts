import { describe, expect, it } from "vitest";

import {
  agreesWithLevel,
  alternativeCategoryLevels,
  type CatalogueProductFacts,
  type CategoryLevel,
  differenceText,
  isNonAmericanAlternative,
  candidateRejection,
  definingNameWords,
  inferenceContradicted,
  isCloseVariant,
  isPreparedLevelKind,
  kindChains,
  levelRejection,
  namesAsFlavour,
  namesNarrowerKind,
  namesNoNarrowerKind,
  namesOtherDepartment,
  siblingKinds,
  nameWords,
  originPhrase,
  rankAlternatives,
  sizePhrase,
} from "./alternatives";
import { brandKey } from "./brand-key";
import type { Confidence, FactSource } from "./origin";

// Category depths and names of the Open Food Facts taxonomy, for the chains used below.
const TAXONOMY: Record<string, { name: string; depth: number }> = {
  "en:colas": { name: "Colas", depth: 3 },
  "en:sodas": { name: "Sodas", depth: 2 },
  "en:carbonated-drinks": { name: "Carbonated drinks", depth: 1 },
  "en:sweetened-beverages": { name: "Sweetened beverages", depth: 1 },
  "en:beverages": { name: "Beverages", depth: 0 },
  "en:cocoa-and-hazelnuts-spreads": { name: "Cocoa and hazelnuts spreads", depth: 4 },
  "en:hazelnut-spreads": { name: "Hazelnut spreads", depth: 3 },
  "en:chocolate-spreads": { name: "Chocolate spreads", depth: 2 },
  "en:sweet-spreads": { name: "Sweet spreads", depth: 1 },
  "en:honeys": { name: "Honeys", depth: 2 },
  "en:spreads": { name: "Spreads", depth: 0 },
  "en:corn-flakes": { name: "Corn flakes", depth: 6 },
  "en:cereal-flakes": { name: "Cereal flakes", depth: 5 },
  "en:mueslis": { name: "Mueslis", depth: 5 },
  "en:breakfast-cereals": { name: "Breakfast cereals", depth: 4 },
  "en:cereals-and-their-products": { name: "Cereals and their products", depth: 3 },
  "en:pastas": { name: "Pastas", depth: 4 },
  "en:breakfasts": { name: "Breakfasts", depth: 0 },
  "en:tomato-ketchup": { name: "Tomato ketchup", depth: 4 },
  "en:ketchup": { name: "Ketchup", depth: 3 },
  "en:tomato-sauces": { name: "Tomato sauces", depth: 2 },
  "en:sauces": { name: "Sauces", depth: 1 },
  "en:mayonnaises": { name: "Mayonnaises", depth: 2 },
  "en:condiments": { name: "Condiments", depth: 0 },
  "en:toothpastes": { name: "Toothpastes", depth: 2 },
  "en:oral-care": { name: "Oral care", depth: 1 },
  "en:hygiene": { name: "Hygiene", depth: 0 },
  "en:strawberries": { name: "Strawberries", depth: 4 },
  "en:cranberries": { name: "Cranberries", depth: 4 },
  "en:berries": { name: "Berries", depth: 3 },
  "en:fruits": { name: "Fruits", depth: 2 },
  "en:plant-based-foods": { name: "Plant-based foods", depth: 1 },
  "en:flavoured-waters": { name: "Flavoured waters", depth: 2 },
  "en:waters": { name: "Waters", depth: 1 },
  "en:sweet-popcorn": { name: "Sweet popcorn", depth: 2 },
  "en:popcorn": { name: "Popcorn", depth: 1 },
  "en:snacks": { name: "Snacks", depth: 0 },
  "en:gummi-candies": { name: "Gummi candies", depth: 4 },
  "en:candies": { name: "Candies", depth: 3 },
  "en:confectioneries": { name: "Confectioneries", depth: 2 },
  "en:sweet-snacks": { name: "Sweet snacks", depth: 1 },
};

const depthOf = (tag: string) => TAXONOMY[tag]?.depth ?? 0;
const nameOf = (tag: string) => TAXONOMY[tag]?.name ?? tag;

const CHAINS = {
  cola: ["en:colas", "en:sodas", "en:carbonated-drinks", "en:sweetened-beverages", "en:beverages"],
  soda: ["en:sodas", "en:carbonated-drinks", "en:sweetened-beverages", "en:beverages"],
  hazelnut: ["en:cocoa-and-hazelnuts-spreads", "en:hazelnut-spreads", "en:chocolate-spreads", "en:sweet-spreads", "en:spreads"],
  chocolateSpread: ["en:chocolate-spreads", "en:sweet-spreads", "en:spreads"],
  honey: ["en:honeys", "en:sweet-spreads", "en:spreads"],
  cornFlakes: ["en:corn-flakes", "en:cereal-flakes", "en:breakfast-cereals", "en:cereals-and-their-products", "en:breakfasts"],
  muesli: ["en:mueslis", "en:breakfast-cereals", "en:cereals-and-their-products", "en:breakfasts"],
  pasta: ["en:pastas", "en:cereals-and-their-products"],
  tomatoKetchup: ["en:tomato-ketchup", "en:ketchup", "en:tomato-sauces", "en:sauces", "en:condiments"],
  ketchup: ["en:ketchup", "en:tomato-sauces", "en:sauces", "en:condiments"],
  mayonnaise: ["en:mayonnaises", "en:sauces", "en:condiments"],
  toothpaste: ["en:toothpastes", "en:oral-care", "en:hygiene"],
} as const;

let nextId = 1;

function owner(name: string, hqCountry: string, source: FactSource = "registry", confidence: Confidence = "high") {
  return { name, hqCountry, source, confidence };
}

/** A catalogue product as the service hands it to the engine. */
function product(
  name: string,
  brand: string,
  chain: readonly string[],
  facts: {
    quantity?: string;
    madeIn?: string | null;
    owner?: CatalogueProductFacts["owner"];
    barcode?: string;
    nameCategories?: readonly string[];
    kinds?: readonly (readonly string[])[];
    categoriesInferred?: boolean;
    brandDepartments?: readonly string[];
  } = {},
): CatalogueProductFacts {
  const id = nextId++;
  return {
    id,
    barcode: facts.barcode ?? `40000000${String(id).padStart(5, "0")}`,
    name,
    brand,
    brandKey: brandKey(brand),
    description: "",
    quantity: facts.quantity ?? "",
    category: nameOf(chain[0] ?? ""),
    categories: chain,
    madeIn: facts.madeIn ?? null,
    owner: facts.owner ?? null,
    ...(facts.nameCategories ? { nameCategories: facts.nameCategories } : {}),
    ...(facts.kinds ? { kinds: facts.kinds } : {}),
    ...(facts.categoriesInferred ? { categoriesInferred: true } : {}),
    ...(facts.brandDepartments ? { brandDepartments: facts.brandDepartments } : {}),
  };
}

function levelsOf(scanned: CatalogueProductFacts): CategoryLevel[] {
  return alternativeCategoryLevels(scanned.categories, depthOf, nameOf);
}

function rank(scanned: CatalogueProductFacts, candidates: CatalogueProductFacts[], homeCountry = "SE", limit?: number) {
  return rankAlternatives({ scanned, levels: levelsOf(scanned), candidates, homeCountry, limit });
}

const names = (ranked: ReturnType<typeof rank>) => ranked.map((alternative) => alternative.product.name);

const cocaColaCompany = owner("The Coca-Cola Company", "US");

describe("a cola", () => {
  const cocaCola = product("Coca-Cola Original Taste", "Coca-Cola", CHAINS.cola, { quantity: "1.5 l", owner: cocaColaCompany });
  const colas = {
    apotekarnes: product("Apotekarnes Cola", "Apotekarnes", CHAINS.cola, { quantity: "1,5 l", madeIn: "SE", owner: owner("Carlsberg", "DK") }),
    fritz: product("fritz-kola", "fritz-kola", CHAINS.cola, { quantity: "330 ml", madeIn: "DE", owner: owner("fritz-kulturgüter", "DE") }),
    afri: product("Afri Cola", "Afri", CHAINS.cola, { quantity: "1 l", madeIn: "DE", owner: owner("Mineralbrunnen Überkingen-Teinach", "DE") }),
    fentimans: product("Curiosity Cola", "Fentimans", CHAINS.cola, { quantity: "275 ml", madeIn: "GB", owner: owner("Fentimans", "GB") }),
    cockta: product("Cockta", "Cockta", CHAINS.cola, { quantity: "1.5 l", madeIn: "SI", owner: owner("Atlantic Grupa", "HR") }),
  };
  const pepsi = product("Pepsi Max", "Pepsi", CHAINS.cola, { quantity: "1.5 l", madeIn: "SE", owner: owner("PepsiCo", "US") });
  const cokeZero = product("Coca-Cola Zero Sugar", "Coca-Cola", CHAINS.cola, { quantity: "1.5 l", madeIn: "SE", owner: cocaColaCompany });
  const sprite = product("Sprite", "Sprite", CHAINS.soda, { quantity: "1.5 l", madeIn: "SE", owner: cocaColaCompany });
  const trocadero = product("Trocadero", "Trocadero", CHAINS.soda, { quantity: "1,5 l", madeIn: "SE", owner: owner("Spendrups", "SE") });
  const mysteryCola = product("Cola", "Nobody Knows", CHAINS.cola, { quantity: "1.5 l" });

  const all = [...Object.values(colas), pepsi, cokeZero, sprite, trocadero, mysteryCola];

  it("offers five colas of distinct, non-American brands, the Swedish-made one first", () => {
    const ranked = rank(cocaCola, all);
    expect(ranked).toHaveLength(5);
    expect(ranked[0]?.product.name).toBe("Apotekarnes Cola");
    expect(new Set(names(ranked))).toEqual(new Set(Object.values(colas).map((cola) => cola.name)));
    expect(ranked.every((alternative) => alternative.level === 0)).toBe(true);
  });

  it("never offers an American-owned product, another product of the same brand, or one of unknown origin", () => {
    const offered = names(rank(cocaCola, all, "SE", 20));
    expect(offered).not.toContain("Pepsi Max");
    expect(offered).not.toContain("Coca-Cola Zero Sugar");
    expect(offered).not.toContain("Sprite");
    expect(offered).not.toContain("Cola");
  });

  it("says concretely why: made where, by whom, owned from where, and the size", () => {
    const [apotekarnes] = rank(cocaCola, all);
    expect(apotekarnes?.difference).toBe("Made in Sweden by Carlsberg (Denmark, a neighbour) · Same size: 1,5 l");
    const afri = rank(cocaCola, all).find((alternative) => alternative.product.brand === "Afri");
    expect(afri?.difference).toBe("Made in Germany, in Europe, by Mineralbrunnen Überkingen-Teinach (Germany) · 1 l instead of 1.5 l");
  });

  it("walks up to sodas only when fewer than five colas qualify, and says so", () => {
    const ranked = rank(cocaCola, [colas.apotekarnes, colas.fritz, trocadero, sprite, pepsi]);
    expect(names(ranked)).toEqual(["Apotekarnes Cola", "fritz-kola", "Trocadero"]);
    expect(ranked[2]?.level).toBe(1);
    expect(ranked[2]?.difference).toBe("Made in Sweden by Spendrups (Sweden) · Similar: Sodas · Same size: 1,5 l");
  });

  it("never falls back to a department such as carbonated drinks or beverages", () => {
    expect(levelsOf(cocaCola).map((level) => level.tag)).toEqual(["en:colas", "en:sodas"]);
    const water = product("Mineral water", "Ramlösa", ["en:waters", "en:beverages"], { madeIn: "SE", owner: owner("Carlsberg", "DK") });
    expect(rank(cocaCola, [water])).toEqual([]);
  });

  it("prefers products made in the shopper's home country: a German shopper gets German colas first", () => {
    const ranked = rank(cocaCola, Object.values(colas), "DE");
    expect(names(ranked).slice(0, 2).sort()).toEqual(["Afri Cola", "fritz-kola"]);
    // Same origin and owner country: the size closer to 1.5 l wins.
    expect(ranked[0]?.product.name).toBe("Afri Cola");
  });

  it("is deterministic: the order of the candidates does not matter", () => {
    const forwards = rank(cocaCola, all);
    const backwards = rank(cocaCola, [...all].reverse());
    const shuffled = rank(cocaCola, [all[3], all[7], all[0], all[9], all[1], all[5], all[2], all[8], all[4], all[6]].filter((x) => x !== undefined));
    expect(names(backwards)).toEqual(names(forwards));
    expect(names(shuffled)).toEqual(names(forwards));
    expect(forwards.map((a) => a.difference)).toEqual(backwards.map((a) => a.difference));
  });
});

describe("a hazelnut spread", () => {
  const hersheys = product("Spreads Chocolate with Hazelnut", "Hershey's", CHAINS.hazelnut, {
    quantity: "13 oz (368 g)",
    madeIn: "US",
    owner: owner("The Hershey Company", "US"),
  });
  const nutella = product("Nutella", "Nutella", CHAINS.hazelnut, { quantity: "400 g", madeIn: "IT", owner: owner("Ferrero", "LU") });
  const nusspli = product("Nusspli", "Zentis", CHAINS.hazelnut, { quantity: "400 g", madeIn: "DE", owner: owner("Zentis", "DE") });
  const nocilla = product("Nocilla Original", "Nocilla", CHAINS.hazelnut, { quantity: "200 g", madeIn: "ES", owner: owner("Adam Foods", "ES") });
  const bionella = product("Bionella", "Rapunzel", CHAINS.hazelnut, { quantity: "750 g", owner: owner("Rapunzel Naturkost", "DE") });
  const jif = product("Chocolate Hazelnut Spread", "Jif", CHAINS.hazelnut, { quantity: "13 oz", owner: owner("The J. M. Smucker Company", "US") });
  const chocolateSpread = product("Choco Crème", "Milka", CHAINS.chocolateSpread, { quantity: "350 g", madeIn: "DE", owner: owner("Mondelēz International", "US") });
  const honey = product("Blomsterhonung", "Kung Markatta", CHAINS.honey, { quantity: "350 g", madeIn: "SE", owner: owner("Kung Markatta", "SE") });

  it("offers the European hazelnut spreads, closest size first among equals, never the American ones", () => {
    const ranked = rank(hersheys, [jif, bionella, nocilla, nusspli, nutella, chocolateSpread, honey], "SE");
    expect(names(ranked)).toEqual(["Nutella", "Nusspli", "Nocilla Original", "Bionella"]);
    expect(ranked[0]?.difference).toBe("Made in Italy, in Europe, by Ferrero (Luxembourg) · 400 g instead of 13 oz (368 g)");
    expect(ranked[3]?.difference).toBe("Made by Rapunzel Naturkost (Germany, in Europe) · 750 g instead of 13 oz (368 g)");
  });

  it("does not offer honey for a hazelnut spread: sweet spreads are a department", () => {
    expect(names(rank(hersheys, [honey]))).toEqual([]);
  });
});

describe("a breakfast cereal", () => {
  const kelloggs = product("Corn Flakes", "Kellogg's", CHAINS.cornFlakes, { quantity: "500 g", madeIn: "GB", owner: owner("Kellanova", "US") });
  const weetabix = product("Weetabix Original", "Weetabix", CHAINS.cornFlakes, { quantity: "430 g", madeIn: "GB", owner: owner("Post Holdings", "US") });
  const finax = product("Corn Flakes", "Finax", CHAINS.cornFlakes, { quantity: "500 g", madeIn: "SE", owner: owner("Finax", "SE") });
  const koelln = product("Knusprige Cornflakes", "Kölln", CHAINS.cornFlakes, { quantity: "375 g", madeIn: "DE", owner: owner("Peter Kölln", "DE") });
  const jordans = product("Country Crisp", "Jordans", CHAINS.muesli, { quantity: "500 g", madeIn: "GB", owner: owner("Associated British Foods", "GB") });
  const pasta = product("Spaghetti", "Barilla", CHAINS.pasta, { quantity: "500 g", madeIn: "IT", owner: owner("Barilla", "IT") });

  it("keeps corn flakes, then cereal flakes, never other breakfast cereals; a British-made cereal of a US owner is American", () => {
    const ranked = rank(kelloggs, [pasta, jordans, weetabix, koelln, finax]);
    expect(names(ranked)).toEqual(["Corn Flakes", "Knusprige Cornflakes"]);
    expect(ranked.map((alternative) => alternative.level)).toEqual([0, 0]);
    expect(ranked[0]?.product.brand).toBe("Finax");
    expect(ranked[0]?.difference).toBe("Made in Sweden by Finax (Sweden) · Same size: 500 g");
  });

  it("stops at the next category up: no spaghetti or muesli for corn flakes, however few cereals there are", () => {
    expect(levelsOf(kelloggs).map((level) => level.tag)).toEqual(["en:corn-flakes", "en:cereal-flakes"]);
    expect(names(rank(kelloggs, [pasta, finax]))).toEqual(["Corn Flakes"]);
  });
});

describe("a ketchup", () => {
  const heinz = product("Tomato Ketchup", "Heinz", CHAINS.tomatoKetchup, { quantity: "32 fl oz", madeIn: "US", owner: owner("The Kraft Heinz Company", "US") });
  const heinzOther = product("Tomato Ketchup 50% less sugar", "Heinz", CHAINS.tomatoKetchup, { quantity: "500 ml", madeIn: "NL", owner: owner("The Kraft Heinz Company", "US") });
  const felix = product("Tomatketchup", "Felix", CHAINS.tomatoKetchup, { quantity: "1 kg", madeIn: "SE", owner: owner("Orkla", "NO") });
  const develey = product("Tomaten Ketchup", "Develey", CHAINS.ketchup, { quantity: "875 ml", madeIn: "DE", owner: owner("Develey", "DE") });
  const kuehne = product("Tomaten Ketchup", "Kühne", CHAINS.ketchup, { quantity: "500 ml", madeIn: "DE", owner: owner("Carl Kühne", "DE") });
  const hunts = product("Tomato Ketchup", "Hunt's", CHAINS.ketchup, { quantity: "24 oz", owner: owner("Conagra Brands", "US") });
  const mayonnaise = product("Majonnäs", "Kavli", CHAINS.mayonnaise, { quantity: "330 g", madeIn: "SE", owner: owner("O. Kavli", "NO") });

  it("offers ketchups only, with their sizes against 32 fl oz", () => {
    const ranked = rank(heinz, [mayonnaise, hunts, kuehne, develey, felix, heinzOther]);
    expect(names(ranked)).toEqual(["Tomatketchup", "Tomaten Ketchup", "Tomaten Ketchup"]);
    expect(ranked.map((alternative) => alternative.product.brand)).toEqual(["Felix", "Develey", "Kühne"]);
    expect(ranked[0]?.difference).toBe("Made in Sweden by Orkla (Norway, a neighbour) · 1 kg instead of 32 fl oz");
    // Develey's 875 ml is closer to 946 ml than Kühne's 500 ml.
    expect(ranked[1]?.difference).toBe("Made in Germany, in Europe, by Develey (Germany) · Similar: Ketchup · 875 ml instead of 32 fl oz");
  });
});

describe("a toothpaste", () => {
  const colgate = product("Total Original", "Colgate", CHAINS.toothpaste, { quantity: "75 ml", madeIn: "PL", owner: owner("Colgate-Palmolive", "US") });
  const elmex = product("Kariesschutz", "elmex", CHAINS.toothpaste, { quantity: "75 ml", madeIn: "DE", owner: owner("Colgate-Palmolive", "US") });
  const unilever = owner("Unilever", "GB");
  const zendium = product("Complete Protection", "Zendium", CHAINS.toothpaste, { quantity: "75 ml", madeIn: "SE", owner: unilever });
  const signal = product("Integral 8", "Signal", CHAINS.toothpaste, { quantity: "75 ml", madeIn: "FR", owner: unilever });
  const pepsodent = product("Original", "Pepsodent", CHAINS.toothpaste, { quantity: "75 ml", madeIn: "FR", owner: unilever });
  const sensodyne = product("Repair & Protect", "Sensodyne", CHAINS.toothpaste, { quantity: "75 ml", madeIn: "GB", owner: owner("Haleon", "GB") });
  const ajona = product("Stomaticum", "Ajona", CHAINS.toothpaste, { quantity: "100 ml", madeIn: "DE", owner: owner("Dr. Rudolf Liebe Nachf.", "DE") });

  it("does not offer a German-made toothpaste of the same US owner", () => {
    expect(names(rank(colgate, [elmex]))).toEqual([]);
  });

  it("spreads the list over owners: after one Unilever brand, other owners come before a second one", () => {
    const ranked = rank(colgate, [pepsodent, signal, ajona, sensodyne, zendium, elmex], "SE", 4);
    expect(ranked.map((alternative) => alternative.product.brand)).toEqual(["Zendium", "Sensodyne", "Ajona", "Signal"]);
    expect(ranked[0]?.difference).toBe("Made in Sweden by Unilever (United Kingdom, in Europe) · Same size: 75 ml");
    expect(ranked[2]?.difference).toBe("Made in Germany, in Europe, by Dr. Rudolf Liebe Nachf. (Germany) · 100 ml instead of 75 ml");
  });

  it("still offers a second product of an owner when nobody else makes one", () => {
    expect(rank(colgate, [signal, zendium]).map((alternative) => alternative.product.brand)).toEqual(["Zendium", "Signal"]);
  });
});

describe("distinct brands", () => {
  it("counts brands written with and without spaces as one", () => {
    const scanned = product("Maple Syrup", "Butternut Farm", ["en:maple-syrups"], { owner: owner("Butternut Farm", "US") });
    const levels = [{ tag: "en:maple-syrups", name: "Maple syrups" }];
    const springTree = owner("Spring Tree Maple", "CA");
    const a = product("Maple Syrup", "Spring Tree", ["en:maple-syrups"], { madeIn: "CA", owner: springTree });
    const b = product("Maple Syrup", "SpringTree", ["en:maple-syrups"], { madeIn: "CA", owner: springTree });
    const sameBrand = product("Maple Syrup", "ButternutFarm", ["en:maple-syrups"], { madeIn: "CA", owner: owner("Maple Co", "CA") });
    expect(rankAlternatives({ scanned, levels, candidates: [a, b, sameBrand], homeCountry: "SE" })).toHaveLength(1);
  });
});

describe("distinct makers", () => {
  const chain = ["en:marshmallows"];
  const levels = [{ tag: "en:marshmallows", name: "Marshmallows" }];
  const scanned = product("Malvavisco cubierto con chocolate", "Bremen", chain, { owner: owner("Bremen", "US") });

  it("put a second brand of one maker, one's name holding the other's, after every other maker's: Picard and Picard Chocolates", () => {
    const picard = owner("Chocolates Picard", "SE");
    const candidates = [
      product("Malvavisco cubierto de chocolate", "Picard Chocolates", chain, { madeIn: "SE", owner: picard }),
      product("Malvaviscos con chocolate", "Picard", chain, { madeIn: "SE", owner: picard }),
      product("Marshmallows", "Casino", chain, { owner: owner("Casino Group", "FR") }),
    ];
    // Made at home, the second Picard outscores Casino's even after SCORE.sameOwner; it is still offered, last.
    expect(names(rankAlternatives({ scanned, levels, candidates, homeCountry: "SE" }))).toEqual([
      "Malvavisco cubierto de chocolate",
      "Marshmallows",
      "Malvaviscos con chocolate",
    ]);
  });

  it("keep a retailer's labels apart: their names share nothing", () => {
    const ahold = owner("Ahold Delhaize", "SE");
    const candidates = [
      product("Marshmallows", "Food Lion", chain, { madeIn: "SE", owner: ahold }),
      product("Mini marshmallows", "Hannaford", chain, { madeIn: "SE", owner: ahold }),
      product("Guimauves", "Casino", chain, { owner: owner("Casino Group", "FR") }),
    ];
    expect(names(rankAlternatives({ scanned, levels, candidates, homeCountry: "SE" }))).toEqual(["Marshmallows", "Mini marshmallows", "Guimauves"]);
  });

  it("must be three for a list of the kind the scanned name says to leave the others out", () => {
    const beanChain = ["en:green-beans"];
    const beans = product("French Cut Green Beans", "Publix", beanChain, { owner: owner("Publix", "US") });
    const ahold = owner("Ahold Delhaize", "NL");
    const candidates = [
      product("French Cut Green Beans", "Hannaford", beanChain, { owner: ahold }),
      product("French Style Green Beans", "My Essentials", beanChain, { owner: ahold }),
      product("French Cut Green Beans", "Food Town", beanChain, { owner: ahold }),
      product("Haricots verts", "Cora", beanChain, { owner: owner("Carrefour", "FR") }),
    ];
    const ranked = rankAlternatives({ scanned: beans, levels: [{ tag: "en:green-beans", name: "Green beans" }], candidates, homeCountry: "SE" });
    expect(names(ranked)).toContain("Haricots verts");
  });

  it("read a candidate's kind as well as its name: a chocolate biscuit is of a chocolate Oreo's kind whatever its name", () => {
    const biscuits = ["en:biscuits"];
    const chocolate = ["en:chocolate-biscuits", ...biscuits];
    const oreo = product("Chocolate oreo", "Oreo", biscuits, { owner: owner("Mondelez", "US") });
    const kinds = (chain: string[]) => ({ kinds: [chain] });
    const candidates = [
      product("Digestives", "McVitie's", biscuits, { owner: owner("Pladis", "GB"), madeIn: "SE", ...kinds(biscuits) }),
      product("Fourrés noir", "Bjorg", chocolate, { owner: owner("Ecotone", "FR"), ...kinds(chocolate) }),
      product("Gocciole", "Pavesi", chocolate, { owner: owner("Barilla", "IT"), ...kinds(chocolate) }),
      product("Rueditas", "La integral", chocolate, { owner: owner("La Integral", "ES"), ...kinds(chocolate) }),
    ];
    const nameOf = (tag: string) => (tag === "en:chocolate-biscuits" ? "Chocolate biscuits" : "Biscuits");
    const input = { scanned: oreo, levels: [{ tag: "en:biscuits", name: "Biscuits" }], candidates, homeCountry: "SE" };
    expect(names(rankAlternatives({ ...input, nameOf })).sort()).toEqual(["Fourrés noir", "Gocciole", "Rueditas"]);
    expect(names(rankAlternatives(input))).toContain("Digestives");
  });
});

describe("isNonAmericanAlternative", () => {
  it("follows the owner, and never offers a product of unknown owner, wherever it is made", () => {
    expect(isNonAmericanAlternative({ owner: owner("Orkla", "NO") })).toBe(true);
    expect(isNonAmericanAlternative({ owner: owner("PepsiCo", "US") })).toBe(false);
    expect(isNonAmericanAlternative({ owner: null })).toBe(false);
  });

  it("leaves products of unknown owner out of the list", () => {
    const scanned = product("Maple Syrup", "Butternut Farm", ["en:maple-syrups"], { owner: owner("Butternut Farm", "US") });
    const levels = [{ tag: "en:maple-syrups", name: "Maple syrups" }];
    const unknown = product("Maple Syrup", "Erable", ["en:maple-syrups"], { madeIn: "CA" });
    const known = product("Maple Syrup", "Spring Tree", ["en:maple-syrups"], { madeIn: "CA", owner: owner("Spring Tree Maple", "CA") });
    expect(rankAlternatives({ scanned, levels, candidates: [unknown, known], homeCountry: "SE" }).map((entry) => entry.product.brand)).toEqual([
      "Spring Tree",
    ]);
  });
});

describe("alternativeCategoryLevels", () => {
  it("keeps the most specific category and the next one up, most specific first", () => {
    expect(alternativeCategoryLevels(CHAINS.hazelnut, depthOf, nameOf)).toEqual([
      { tag: "en:cocoa-and-hazelnuts-spreads", name: "Cocoa and hazelnuts spreads" },
      { tag: "en:hazelnut-spreads", name: "Hazelnut spreads" },
    ]);
  });

  it("takes the next one up from the taxonomy's parent links when given", () => {
    // A product listed as a cola and a honey: the honey is not the cola's parent, so not searched.
    const parents: Record<string, string[]> = { "en:colas": ["en:sodas"], "en:honeys": ["en:sweet-spreads"] };
    const chain = ["en:colas", "en:honeys", "en:sodas", "en:carbonated-drinks", "en:sweet-spreads", "en:beverages"];
    expect(alternativeCategoryLevels(chain, depthOf, nameOf, (tag) => parents[tag] ?? []).map((level) => level.tag)).toEqual([
      "en:colas",
      "en:sodas",
    ]);
  });

  it("never steps up into candies, whose kinds are unlike each other, but searches candies as the most specific category", () => {
    // "Emojeez, Gummies Candy, Fruit" of Healthy Food Brands: Haribo's "Cherry babies" are gummies; Ricola's herb drops,
    // Saila's liquorice and Tic Tac's mints, filed only as candies, are not.
    const gummies = ["en:gummi-candies", "en:candies", "en:confectioneries", "en:sweet-snacks", "en:snacks"];
    expect(alternativeCategoryLevels(gummies, depthOf, nameOf).map((level) => level.tag)).toEqual(["en:gummi-candies"]);
    // "Tic tac fruit adventure mint", filed as candies, still finds candies.
    expect(alternativeCategoryLevels(gummies.slice(1), depthOf, nameOf).map((level) => level.tag)).toEqual(["en:candies"]);
  });

  it("never steps up into a department", () => {
    expect(alternativeCategoryLevels(CHAINS.honey, depthOf, nameOf)).toEqual([{ tag: "en:honeys", name: "Honeys" }]);
  });

  it("keeps a department that is all a product has, but never a root", () => {
    expect(alternativeCategoryLevels(["en:sauces", "en:condiments"], depthOf, nameOf)).toEqual([{ tag: "en:sauces", name: "Sauces", broad: true }]);
    expect(alternativeCategoryLevels(["en:beverages"], depthOf, nameOf)).toEqual([]);
    expect(alternativeCategoryLevels([], depthOf, nameOf)).toEqual([]);
  });
});

describe("difference texts", () => {
  it("names the origin as far as it is known, and marks an AI-proposed owner as unconfirmed", () => {
    expect(originPhrase({ madeIn: "SE", owner: owner("Arla Foods", "DK") }, "SE")).toBe("Made in Sweden by Arla Foods (Denmark, a neighbour)");
    expect(originPhrase({ madeIn: null, owner: owner("Ferrero", "LU") }, "SE")).toBe("Made by Ferrero (Luxembourg, in Europe)");
    expect(originPhrase({ madeIn: "PL", owner: null }, "SE")).toBe("Made in Poland, in Europe");
    expect(originPhrase({ madeIn: "SE", owner: owner("Gott AB", "SE", "ai", "low") }, "SE")).toBe("Made in Sweden by Gott AB (Sweden, unconfirmed)");
    expect(originPhrase({ madeIn: null, owner: null }, "SE")).toBe("");
  });

  it("compares sizes as printed", () => {
    expect(sizePhrase("1 l", "946 ml")).toBe("1 l instead of 946 ml");
    expect(sizePhrase("946 ml", "32 FL OZ")).toBe("Same size: 946 ml");
    expect(sizePhrase("400 g", "")).toBe("400 g");
    expect(sizePhrase("a jar", "400 g")).toBe("a jar");
    expect(sizePhrase("", "400 g")).toBe("");
  });

  it("names the shared category when it was read from the product's name", () => {
    const scanned = product("Tomato Ketchup", "Store", []);
    const candidate = product("Ketchup", "Felix", CHAINS.ketchup, { madeIn: "SE" });
    expect(differenceText(candidate, scanned, { tag: "en:ketchup", name: "Ketchup", inferred: true }, 0, "SE")).toBe("Made in Sweden · Similar: Ketchup");
  });

  it("leaves out what is unknown", () => {
    const scanned = product("Ketchup", "Heinz", CHAINS.ketchup);
    const candidate = product("Ketchup", "Felix", CHAINS.ketchup, { madeIn: "SE" });
    expect(differenceText(candidate, scanned, { tag: "en:ketchup", name: "Ketchup" }, 0, "SE")).toBe("Made in Sweden");
  });
});

describe("a product known only by a department", () => {
  const juiceChain = ["en:plant-based-beverages", "en:beverages"];
  const depth = (tag: string) => (tag === "en:plant-based-beverages" ? 1 : 0);
  const levels = alternativeCategoryLevels(juiceChain, depth, nameOf);
  const scanned = product("Fuji Apple Juice", "Ryan Orchards", juiceChain, { quantity: "1 l", madeIn: "US" });
  const oatDrink = product("Oat Drink", "Oatly", juiceChain, { quantity: "1 l", madeIn: "SE", owner: owner("Oatly", "SE") });
  const appleJuice = product("Äppeljuice / apple juices", "Bravo", juiceChain, { quantity: "1 l", madeIn: "SE", owner: owner("Bravo", "SE") });

  it("keeps the department as a broad level, offering only products that share a word of the name", () => {
    expect(levels).toEqual([{ tag: "en:plant-based-beverages", name: "en:plant-based-beverages", broad: true }]);
    const ranked = rankAlternatives({ scanned, levels, candidates: [oatDrink, appleJuice], homeCountry: "SE" });
    expect(ranked.map((alternative) => alternative.product.brand)).toEqual(["Bravo"]);
  });

  it("takes no word of a form many kinds take for agreement (\"drink\", \"mix\")", () => {
    const drink = product("Apple Juice Drink", "Ryan Orchards", juiceChain, { quantity: "1 l", madeIn: "US" });
    const ranked = rankAlternatives({ scanned: { ...drink, name: "Fuji Drink" }, levels, candidates: [oatDrink, appleJuice], homeCountry: "SE" });
    expect(ranked).toEqual([]);
    expect(rankAlternatives({ scanned: drink, levels, candidates: [oatDrink, appleJuice], homeCountry: "SE" }).map((alternative) => alternative.product.brand)).toEqual(["Bravo"]);
  });
});

describe("nameWords", () => {
  it("drops stop words in the plural too, so two products' packs are no shared word", () => {
    expect(nameWords("California Sunshine 7 individual snack packs")).toEqual(new Set(["california", "sunshine", "individual", "snack"]));
    expect(nameWords("Tic tac wintergreen packs", "Tic Tac")).toEqual(new Set(["wintergreen"]));
    expect(nameWords("Classics Chocolate Cookies")).toEqual(new Set(["chocolate", "cookie"]));
  });
});

describe("words of the scanned product's name", () => {
  const pastaSauceChain = ["en:pasta-sauces", "en:sauces"];
  const levels = [{ tag: "en:pasta-sauces", name: "Pasta sauces" }];
  const alfredo = product("Alfredo Pasta Sauce", "Safeway Select", pastaSauceChain, { quantity: "425 g", owner: owner("Albertsons", "US") });
  const italian = (name: string, brand: string) => product(name, brand, pastaSauceChain, { quantity: "400 g", madeIn: "IT", owner: owner(brand, "IT") });
  const german = (name: string, brand: string) => product(name, brand, pastaSauceChain, { quantity: "400 g", madeIn: "DE", owner: owner(brand, "DE") });

  it("that its category's name does not say are the ones that tell its kind apart", () => {
    expect(definingNameWords(nameWords(alfredo.name), "Pasta sauces")).toEqual(new Set(["alfredo"]));
    expect(definingNameWords(nameWords("French Onion Dip"), "Dips")).toEqual(new Set(["french", "onion"]));
    expect(definingNameWords(nameWords("Exploding Candy"), "Candies")).toEqual(new Set(["exploding"]));
  });

  it("that say how it is made or kept do not tell its kind apart", () => {
    expect(definingNameWords(nameWords("French Onion Condensed Soup"), "Soups")).toEqual(new Set(["french", "onion"]));
    expect(definingNameWords(nameWords("Instant Dried Mashed Potatoes"), "Mashed potatoes")).toEqual(new Set());
    expect(definingNameWords(nameWords("Light Honey French Dressing"), "Salad dressings")).toEqual(new Set(["honey", "french"]));
    // A microwave popcorn is no kernels to pop, a whole milk no skim milk.
    expect(definingNameWords(nameWords("Microwave Popcorn"), "Popcorn")).toEqual(new Set(["microwave"]));
    expect(definingNameWords(nameWords("Whole Milk"), "Milks")).toEqual(new Set(["whole"]));
  });

  it("put a candidate sharing them first within a level among products of one rung, not before a neighbour's", () => {
    const candidates = [german("Sugo arrabbiata", "Arrabbiata"), german("Pasta sauce bolognese", "Bolo"), italian("Salsa Alfredo", "Rana")];
    const ranked = (homeCountry: string) => rankAlternatives({ scanned: alfredo, levels, candidates, homeCountry }).map((alternative) => alternative.product.name);
    // For a Swede, Germany and Italy are both Europe; the category's own words ("pasta sauce") weigh little.
    expect(ranked("SE")).toEqual(["Salsa Alfredo", "Pasta sauce bolognese", "Sugo arrabbiata"]);
    // For a Dane, Germany is a neighbour.
    expect(ranked("DK")).toEqual(["Pasta sauce bolognese", "Sugo arrabbiata", "Salsa Alfredo"]);
  });

  it("never keep a product from the list: one sharing none is still offered", () => {
    const ranked = rankAlternatives({ scanned: alfredo, levels, candidates: [german("Sugo arrabbiata", "Arrabbiata")], homeCountry: "SE" });
    expect(ranked).toHaveLength(1);
  });
});

describe("nameWords", () => {
  it("keeps the words that say what a product is", () => {
    expect(nameWords("Organic Tomato Ketchup, 2 x 500 g", "Heinz")).toEqual(new Set(["tomato", "ketchup"]));
    expect(nameWords("Heinz Baked Beans in Tomato Sauce", "Heinz")).toEqual(new Set(["baked", "bean", "tomato", "sauce"]));
    expect(nameWords("Café au lait", "")).toEqual(new Set(["cafe", "lait"]));
  });
});

describe("owner countries outside the spec's map", () => {
  it("are named in full", () => {
    expect(originPhrase({ madeIn: "IN", owner: owner("Patanjali Ayurved", "IN") }, "SE")).toBe("Made in India by Patanjali Ayurved (India)");
    expect(originPhrase({ madeIn: null, owner: owner("Ahold Delhaize", "NL") }, "SE")).toBe("Made by Ahold Delhaize (Netherlands, in Europe)");
  });
});

describe("the origin ladder", () => {
  const scanned = product("Cola", "Big Cola", CHAINS.cola, { quantity: "1.5 l", madeIn: "US", owner: owner("Big Cola Co", "US") });
  // Barcodes in the reverse of the expected order, so the tie-break cannot be what orders them.
  const thai = product("Cola", "Est", CHAINS.cola, { quantity: "1.5 l", madeIn: "TH", owner: owner("Sermsuk", "TH"), barcode: "1000000000001" });
  const german = product("Cola", "Afri", CHAINS.cola, { quantity: "1.5 l", madeIn: "DE", owner: owner("Afri GmbH", "DE"), barcode: "1000000000002" });
  const norwegian = product("Cola", "Solo", CHAINS.cola, { quantity: "1.5 l", madeIn: "NO", owner: owner("Ringnes", "NO"), barcode: "1000000000003" });
  const swedish = product("Cola", "Zingo", CHAINS.cola, { quantity: "1.5 l", madeIn: "SE", owner: owner("Spendrups", "SE"), barcode: "1000000000004" });

  it("offers a Swedish shopper a Norwegian product before a German one before a Thai one, all else equal", () => {
    expect(rank(scanned, [thai, german, norwegian]).map((alternative) => alternative.product.brand)).toEqual(["Solo", "Afri", "Est"]);
  });

  it("puts the home country above its neighbours", () => {
    expect(rank(scanned, [norwegian, swedish]).map((alternative) => alternative.product.brand)).toEqual(["Zingo", "Solo"]);
  });

  it("follows the shopper: for a German shopper Norway is only Europe, and Austria a neighbour", () => {
    const austrian = product("Cola", "Almdudler", CHAINS.cola, { quantity: "1.5 l", madeIn: "AT", owner: owner("Almdudler", "AT") });
    expect(rank(scanned, [norwegian, austrian], "DE").map((alternative) => alternative.product.brand)).toEqual(["Almdudler", "Solo"]);
  });

  it("says the rung in the difference text", () => {
    const texts = rank(scanned, [thai, german, norwegian, swedish]).map((alternative) => alternative.difference);
    expect(texts).toEqual([
      "Made in Sweden by Spendrups (Sweden) · Same size: 1.5 l",
      "Made in Norway, a neighbour, by Ringnes (Norway) · Same size: 1.5 l",
      "Made in Germany, in Europe, by Afri GmbH (Germany) · Same size: 1.5 l",
      "Made in Thailand by Sermsuk (Thailand) · Same size: 1.5 l",
    ]);
  });

  it("says the owner's rung when it differs from where the product is made", () => {
    expect(originPhrase({ madeIn: "DE", owner: owner("Arla Foods", "DK") }, "SE")).toBe("Made in Germany, in Europe, by Arla Foods (Denmark, a neighbour)");
    expect(originPhrase({ madeIn: "TH", owner: owner("Nestlé", "CH") }, "SE")).toBe("Made in Thailand by Nestlé (Switzerland, in Europe)");
    expect(originPhrase({ madeIn: null, owner: owner("Tine", "NO") }, "SE")).toBe("Made by Tine (Norway, a neighbour)");
    expect(originPhrase({ madeIn: null, owner: owner("Tine", "NO", "ai", "low") }, "SE")).toBe("Made by Tine (Norway, a neighbour, unconfirmed)");
  });
});

describe("a candidate's own name", () => {
  const strawberryChain = ["en:strawberries", "en:berries", "en:fruits", "en:plant-based-foods"];
  const cranberryChain = ["en:cranberries", "en:berries", "en:fruits", "en:plant-based-foods"];
  const waterChain = ["en:flavoured-waters", "en:waters", "en:beverages"];
  const scanned = product("Organic Strawberries", "Driscoll's", strawberryChain, { quantity: "454 g", owner: owner("Driscoll's", "US") });
  const levels = alternativeCategoryLevels(strawberryChain, depthOf, nameOf);
  const berries = { madeIn: "SE", owner: owner("Grower", "SE") };

  it("must not name another kind than the shared category", () => {
    // Filed under strawberries by Open Food Facts, but its name says it is a flavoured water.
    expect(agreesWithLevel({ nameCategories: waterChain }, "en:strawberries", strawberryChain)).toBe(false);
  });

  it("may name the shared category, a kind below it, a category above it, or nothing", () => {
    expect(agreesWithLevel({ nameCategories: strawberryChain }, "en:strawberries", strawberryChain)).toBe(true);
    expect(agreesWithLevel({ nameCategories: ["en:fruits", "en:plant-based-foods"] }, "en:strawberries", strawberryChain)).toBe(true);
    expect(agreesWithLevel({ nameCategories: cranberryChain }, "en:berries", strawberryChain)).toBe(true);
    expect(agreesWithLevel({ nameCategories: [] }, "en:strawberries", strawberryChain)).toBe(true);
    expect(agreesWithLevel({}, "en:strawberries", strawberryChain)).toBe(true);
  });

  it("drops a candidate whose name names another kind, or a sibling kind at the next level up", () => {
    const strawberries = product("Jordgubbar", "Gården", strawberryChain, { ...berries, nameCategories: [] });
    const drink = product("Waterrr Strawberry", "Kubuś", strawberryChain, { madeIn: "PL", owner: owner("Maspex", "PL"), nameCategories: waterChain });
    const cranberries = product("Cranberries", "Lingon AB", [...strawberryChain, "en:cranberries"], { ...berries, nameCategories: cranberryChain });
    const ranked = rankAlternatives({ scanned, levels, candidates: [drink, cranberries, strawberries], homeCountry: "SE" });
    expect(ranked.map((alternative) => [alternative.product.brand, alternative.sharedCategory.name])).toEqual([["Gården", "Strawberries"]]);
  });
});

describe("a candidate for another eater or of another department", () => {
  const oatChain = ["en:oat-flakes", "en:cereal-flakes", "en:cereals-and-their-products"];
  const milkChain = ["en:milks", "en:dairies"];
  const catFoodChain = ["en:cat-food", "en:pet-food"];

  it("is named a drink, a yogurt or a pet's food the scanned product is not", () => {
    expect(namesOtherDepartment("Oatly Oat Drink", oatChain)).toBe(true);
    expect(namesOtherDepartment("Boisson concentrée saveur pêche", ["en:simple-syrups"])).toBe(true);
    expect(namesOtherDepartment("Drinking yogurt strawberry", milkChain)).toBe(false);
    expect(namesOtherDepartment("Drinking yogurt", milkChain)).toBe(true);
    expect(namesOtherDepartment("Jogurt pitny łaciaty", ["en:granulated-sugars", "en:sugars"])).toBe(true);
    expect(namesOtherDepartment("Adult dog food with beef", catFoodChain)).toBe(true);
    expect(namesOtherDepartment("Oat drink", ["en:oat-based-drinks", "en:beverages"])).toBe(false);
  });

  it("is not when the word is part of another name or qualifies a noun", () => {
    expect(namesOtherDepartment("Beef hot dogs", catFoodChain)).toBe(false);
    expect(namesOtherDepartment("French onion yogurt dip", ["en:dips"])).toBe(false);
    expect(namesOtherDepartment("Baby carrots", ["en:carrots"])).toBe(false);
    expect(namesOtherDepartment("Chat masala", ["en:spices"])).toBe(false);
  });

  it("is dropped, as is one Open Food Facts files as baby food or another animal's food", () => {
    const pastaChain = ["en:pastas", "en:cereals-and-their-products"];
    const scanned = product("Elbow macaroni", "Barilla US", pastaChain, { owner: owner("Barilla America", "US") });
    const levels = [{ tag: "en:pastas", name: "Pastas" }];
    const italian = { madeIn: "IT", owner: owner("Pastificio", "IT") };
    const babyMeal = product("Fettucine légumes colin", "Hipp", [...pastaChain, "en:baby-foods"], italian);
    const drink = product("Pasta drink", "Drinko", pastaChain, italian);
    const pasta = product("Maccheroni", "De Cecco", pastaChain, italian);
    const input = { scanned, levels, candidates: [babyMeal, drink, pasta], homeCountry: "SE" };
    expect(candidateRejection(babyMeal, input)).toBe("filed-as-another-kind");
    expect(candidateRejection(drink, input)).toBe("name-names-another-kind");
    expect(rankAlternatives(input).map((entry) => entry.product.name)).toEqual(["Maccheroni"]);
  });

  it("is a lemon or lime juice, bottled to cook with, for anything but a lemon or lime juice", () => {
    const juiceChain = ["en:fruit-juices", "en:fruit-based-beverages", "en:beverages"];
    const spanish = { madeIn: "ES", owner: owner("Mercadona", "ES") };
    const lemonJuice = product("Limón exprimido", "Hacendado", ["en:lemon-juice", ...juiceChain], spanish);
    const appleJuice = product("Zumo de manzana", "Don Simon", ["en:apple-juices", ...juiceChain], spanish);
    const levels = [{ tag: "en:fruit-juices", name: "Fruit juices" }];
    const juiceDrink = product("Veggie Juice Drink", "Oh-So", juiceChain, { owner: owner("H2O", "US") });
    const input = { scanned: juiceDrink, levels, candidates: [lemonJuice, appleJuice], homeCountry: "SE" };
    expect(candidateRejection(lemonJuice, input)).toBe("filed-as-another-kind");
    expect(rankAlternatives(input).map((entry) => entry.product.name)).toEqual(["Zumo de manzana"]);
    const limeJuice = product("Lime juice", "Key West", ["en:lemon-juice", ...juiceChain], { owner: owner("Key West", "US") });
    expect(candidateRejection(lemonJuice, { ...input, scanned: limeJuice })).toBeNull();
  });

  it("is a dietary supplement for anything but a supplement: no vitamin gummies for gummy candies", () => {
    const gummies = ["en:gummies", "en:candies", "en:confectioneries"];
    const vitamins = product("Eye Health Gummies", "Little Joys", ["en:dietary-supplements", ...gummies], { owner: owner("Mosaic Wellness", "IN") });
    const candy = product("Cherry babies", "Haribo", ["en:gummi-candies", ...gummies], { owner: owner("Haribo", "DE") });
    const levels = [{ tag: "en:gummies", name: "Gummies" }];
    const fruitGummies = product("Fruit Gummies", "Angry Birds", gummies, { owner: owner("Healthy Food Brands", "US") });
    const input = { scanned: fruitGummies, levels, candidates: [vitamins, candy], homeCountry: "SE" };
    expect(candidateRejection(vitamins, input)).toBe("filed-as-another-kind");
    expect(rankAlternatives(input).map((entry) => entry.product.name)).toEqual(["Cherry babies"]);
    const americanVitamins = product("Multivitamin Gummies", "Vitafusion", ["en:dietary-supplements", ...gummies], { owner: owner("Church & Dwight", "US") });
    expect(candidateRejection(vitamins, { ...input, scanned: americanVitamins })).toBeNull();
    // Open Food Facts files some without a category: the name says it.
    const unfiled = product("Multivitamin Gummies", "Man Matters", gummies, { owner: owner("Mosaic Wellness", "IN") });
    expect(candidateRejection(unfiled, input)).toBe("name-names-another-kind");
  });

  it("is a fizzy drink for a still one: no fruit soda for a juice drink, though both are fruit-based beverages", () => {
    const fruitDrinks = ["en:fruit-based-beverages", "en:beverages"];
    const sodaChain = ["en:fruit-sodas", "en:sodas", "en:carbonated-drinks", ...fruitDrinks];
    const danish = { madeIn: "DK", owner: owner("SEiMEi", "DK") };
    const soda = product("Organic Craft Soda Raspberry", "WiSH", sodaChain, danish);
    const juice = product("Apple carrot raspberry juice", "Kubus", fruitDrinks, { owner: owner("Maspex", "PL") });
    const levels = [{ tag: "en:fruit-based-beverages", name: "Fruit-based beverages" }];
    const juiceDrink = product("Veggie Plus Juice Drink", "Oh-So", fruitDrinks, { owner: owner("H2O", "US") });
    const input = { scanned: juiceDrink, levels, candidates: [soda, juice], homeCountry: "SE" };
    expect(candidateRejection(soda, input)).toBe("filed-as-another-kind");
    expect(rankAlternatives(input).map((entry) => entry.product.name)).toEqual(["Apple carrot raspberry juice"]);
    const lemonade = product("Raspberry Lemonade", "Fizz", sodaChain, { owner: owner("Fizz Co", "US") });
    expect(candidateRejection(soda, { ...input, scanned: lemonade })).toBeNull();
  });

  it("is a drink sold ready to drink for leaves one makes a hot drink with, though both are filed among the teas", () => {
    const greenTeas = ["en:green-teas", "en:teas", "en:hot-beverages", "en:beverages"];
    const bottled = product("Thé matcha", "Volvic", [...greenTeas, "en:non-alcoholic-beverages"], { owner: owner("Danone", "FR") });
    const leaves = product("Loose green tea", "Wagh Bakri", greenTeas, { quantity: "100 g", owner: owner("Wagh Bakri Tea Group", "IN") });
    const levels = [{ tag: "en:green-teas", name: "Green teas" }];
    const tulsi = product("Tulsi Green Tea Classic", "Organic India", greenTeas, { quantity: "100 g", owner: owner("Organic India", "US") });
    const input = { scanned: tulsi, levels, candidates: [bottled, leaves], homeCountry: "SE" };
    expect(candidateRejection(bottled, input)).toBe("filed-as-another-kind");
    expect(rankAlternatives(input).map((entry) => entry.product.name)).toEqual(["Loose green tea"]);
    const icedGreenTea = product("Green Tea Lime", "Arizona", [...greenTeas, "en:iced-teas"], { owner: owner("Arizona Beverages", "US") });
    expect(candidateRejection(bottled, { ...input, scanned: icedGreenTea })).toBeNull();
  });
});

describe("a candidate's own most specific category", () => {
  const potatoChain = ["en:potatoes", "en:cereals-and-potatoes"];
  const gnocchiKind = ["en:potato-gnocchi", "en:gnocchi", "en:cereals-and-potatoes"];
  const scanned = product("French Fried Potatoes", "Meijer", potatoChain, { owner: owner("Meijer", "US") });
  const levels = [{ tag: "en:potatoes", name: "Potatoes" }];

  it("must be the shared category or a kind below it: gnocchi also filed under potatoes are not potatoes", () => {
    const gnocchi = product("Gnocchi caprese", "Anna's Best", [...gnocchiKind, "en:potatoes"], {
      madeIn: "CH",
      owner: owner("Migros", "CH"),
      kinds: [gnocchiKind],
    });
    const fries = product("Pommes frites", "M-Budget", potatoChain, { madeIn: "CH", owner: owner("Migros", "CH"), kinds: [potatoChain] });
    expect(agreesWithLevel(gnocchi, "en:potatoes", potatoChain)).toBe(false);
    // A name read less specifically than its own kind leaves the decision to the kind.
    const cannedChickpeas = ["en:canned-chickpeas", "en:canned-legumes", "en:chickpeas", "en:legumes"];
    const kichererbsen = { nameCategories: ["en:chickpeas", "en:legumes"], kinds: [cannedChickpeas] };
    expect(agreesWithLevel(kichererbsen, "en:canned-legumes", ["en:canned-common-beans", "en:canned-legumes"])).toBe(true);
    expect(agreesWithLevel({ ...kichererbsen, kinds: [gnocchiKind] }, "en:canned-legumes", ["en:canned-common-beans", "en:canned-legumes"])).toBe(false);
    // Unless its own name says it is one.
    expect(agreesWithLevel({ ...gnocchi, nameCategories: potatoChain }, "en:potatoes", potatoChain)).toBe(true);
    expect(rankAlternatives({ scanned, levels, candidates: [gnocchi, fries], homeCountry: "SE" }).map((entry) => entry.product.name)).toEqual([
      "Pommes frites",
    ]);
  });
});

describe("levels of shallow kinds and of products filed under a food group", () => {
  it("searches a kind of product that sits at department depth", () => {
    expect(alternativeCategoryLevels(["en:popcorn", "en:snacks"], depthOf, nameOf)).toEqual([{ tag: "en:popcorn", name: "Popcorn" }]);
    expect(alternativeCategoryLevels(["en:sweet-popcorn", "en:popcorn", "en:snacks"], depthOf, nameOf)).toEqual([
      { tag: "en:sweet-popcorn", name: "Sweet popcorn" },
      { tag: "en:popcorn", name: "Popcorn" },
    ]);
  });

  it("takes the first specific category when a food group comes before it", () => {
    const chain = ["en:cereals-and-their-products", "en:pastas", "en:plant-based-foods"];
    const parents: Record<string, string[]> = { "en:pastas": ["en:cereals-and-their-products"] };
    expect(alternativeCategoryLevels(chain, depthOf, nameOf, (tag) => parents[tag] ?? [])).toEqual([{ tag: "en:pastas", name: "Pastas" }]);
  });
});

describe("the next level up", () => {
  const scanned = product("Cola", "Big Cola", CHAINS.cola, { quantity: "1.5 l", madeIn: "US", owner: owner("Big Cola Co", "US") });
  const cola = (brand: string) => product("Cola", brand, CHAINS.cola, { quantity: "1.5 l", madeIn: "DE", owner: owner(`${brand} GmbH`, "DE") });
  const soda = (brand: string) => product("Lemonade", brand, CHAINS.soda, { quantity: "1.5 l", madeIn: "SE", owner: owner(`${brand} AB`, "SE") });

  it("is not used when the most specific category holds three brands", () => {
    const ranked = rank(scanned, [cola("Afri"), cola("Fritz"), cola("Vita"), soda("Trocadero"), soda("Sockerdricka")]);
    expect(ranked.map((alternative) => alternative.product.brand)).toEqual(["Afri", "Fritz", "Vita"]);
  });

  it("tops the list up to three when the most specific category holds one or two: neighbours only make up the three", () => {
    const ranked = rank(scanned, [cola("Afri"), cola("Fritz"), soda("Trocadero"), soda("Sockerdricka"), soda("Pommac")]);
    expect(ranked.map((alternative) => [alternative.product.brand, alternative.sharedCategory.name])).toEqual([
      ["Afri", "Colas"],
      ["Fritz", "Colas"],
      ["Trocadero", "Sodas"],
    ]);
  });

  it("fills the list when the most specific category holds none", () => {
    const ranked = rank(scanned, [soda("Trocadero"), soda("Sockerdricka"), soda("Pommac"), soda("Zingo")]);
    expect(ranked.map((alternative) => alternative.sharedCategory.name)).toEqual(["Sodas", "Sodas", "Sodas", "Sodas"]);
  });
});

describe("doubts about a candidate's kind", () => {
  const lemonadeChain = ["en:lemonades", "en:sodas", "en:carbonated-drinks", "en:beverages"];
  const scanned = product("Lemonade", "Langers", lemonadeChain, { quantity: "1.5 l", madeIn: "US", owner: owner("Langers", "US") });
  const levels = [
    { tag: "en:lemonades", name: "Lemonades" },
    { tag: "en:sodas", name: "Sodas" },
  ];
  const soda = (brand: string, facts: Parameters<typeof product>[3] = {}, chain: readonly string[] = CHAINS.soda) =>
    product("Soda", brand, chain, { quantity: "1.5 l", madeIn: "DE", owner: owner(`${brand} GmbH`, "DE"), ...facts });
  const brands = (candidates: CatalogueProductFacts[]) =>
    rankAlternatives({ scanned, levels, candidates, homeCountry: "SE" }).map((alternative) => alternative.product.brand);

  it("does not offer a sibling kind at the next level up: no cola among the sodas for a lemonade", () => {
    const cola = soda("Afri", { kinds: [CHAINS.cola] });
    const plain = soda("Bluna", { kinds: [CHAINS.soda] });
    expect(siblingKinds(cola, "en:sodas", lemonadeChain)).toEqual([CHAINS.cola]);
    expect(siblingKinds(plain, "en:sodas", lemonadeChain)).toEqual([]);
    expect(brands([cola, plain])).toEqual(["Bluna"]);
    expect(candidateRejection(cola, { scanned, levels, candidates: [], homeCountry: "SE" })).toBe("sibling-kind");
  });

  it("offers a close variant at the next level up: the same head noun, both qualified", () => {
    expect(isCloseVariant("White wine vinegars", "Red wine vinegars")).toBe(true);
    expect(isCloseVariant("Peanut butters", "Soybean butters")).toBe(true);
    expect(isCloseVariant("Chicken nuggets", "Chicken breasts")).toBe(false);
    expect(isCloseVariant("Cakes", "Cake mixes")).toBe(false);
    expect(isCloseVariant("Onions", "Fried onions")).toBe(false);
    const vinegarChain = ["en:red-wine-vinegars", "en:wine-vinegars", "en:vinegars"];
    const red = product("Red wine vinegar", "Heinz", vinegarChain, { owner: owner("Kraft Heinz", "US") });
    const white = product("Vinaigre de vin blanc", "Maille", ["en:white-wine-vinegars", "en:wine-vinegars", "en:vinegars"], {
      owner: owner("Unilever", "GB"),
      kinds: [["en:white-wine-vinegars", "en:wine-vinegars", "en:vinegars"]],
    });
    const vinegarLevels = [
      { tag: "en:red-wine-vinegars", name: "Red wine vinegars" },
      { tag: "en:wine-vinegars", name: "Wine vinegars" },
    ];
    const names: Record<string, string> = { "en:white-wine-vinegars": "White wine vinegars" };
    const input = { scanned: red, levels: vinegarLevels, candidates: [white], homeCountry: "SE" };
    expect(rankAlternatives(input)).toEqual([]);
    // Every kind between it and the level must be a variant too: red onions, under "Onions", are no fried onions.
    const onionNames: Record<string, string> = { "en:red-onions": "Red onions", "en:onions": "Onions" };
    const onionLevels = [
      { tag: "en:fried-onions", name: "Fried onions" },
      { tag: "en:onions-and-their-products", name: "Onions and their products" },
    ];
    const redOnions = { kinds: [["en:red-onions", "en:onions", "en:onions-and-their-products"]] };
    expect(levelRejection(redOnions, onionLevels, 1, ["en:fried-onions", "en:onions-and-their-products"], (tag) => onionNames[tag] ?? tag)).toBe(
      "sibling-kind",
    );
    expect(rankAlternatives({ ...input, nameOf: (tag: string) => names[tag] ?? tag }).map((entry) => entry.product.brand)).toEqual(["Maille"]);
    // Also when its category was only inferred: a close variant is no loose guess.
    const inferredWhite = { ...white, categoriesInferred: true };
    expect(rankAlternatives({ ...input, candidates: [inferredWhite], nameOf: (tag: string) => names[tag] ?? tag })).toHaveLength(1);
  });

  it("offers at a level whose name qualifies a noun its other shapes: tortellini for ravioli, not an anchovy for a herring", () => {
    const names: Record<string, string> = {
      "en:ravioli": "Ravioli", "en:tortellini": "Tortellini", "en:stuffed-pastas": "Stuffed pastas", "en:anchovies": "Anchovy",
      "en:herrings": "Herring", "en:fatty-fishes": "Fatty fishes", "en:madeleines": "Madeleines", "en:biscuits-and-cakes": "Biscuits and cakes",
    };
    const nameOf = (tag: string) => names[tag] ?? tag;
    const pasta = [{ tag: "en:ravioli", name: "Ravioli" }, { tag: "en:stuffed-pastas", name: "Stuffed pastas" }];
    const tortellini = { kinds: [["en:tortellini", "en:stuffed-pastas", "en:pastas"]] };
    expect(levelRejection(tortellini, pasta, 1, ["en:ravioli", "en:stuffed-pastas", "en:pastas"], nameOf)).toBeNull();
    const fish = [{ tag: "en:herrings", name: "Herring" }, { tag: "en:fatty-fishes", name: "Fatty fishes" }];
    const anchovies = { kinds: [["en:anchovies", "en:fatty-fishes", "en:fishes"]] };
    expect(levelRejection(anchovies, fish, 1, ["en:herrings", "en:fatty-fishes", "en:fishes"], nameOf)).toBe("sibling-kind");
    const cakes = [{ tag: "en:gingerbreads", name: "Gingerbreads" }, { tag: "en:biscuits-and-cakes", name: "Biscuits and cakes" }];
    const madeleines = { kinds: [["en:madeleines", "en:biscuits-and-cakes"]] };
    expect(levelRejection(madeleines, cakes, 1, ["en:gingerbreads", "en:biscuits-and-cakes"], nameOf)).toBe("sibling-kind");
  });

  it("offers at the next level up the level's own food prepared: roast turkey and turkey preparations for turkey breast, no nuggets", () => {
    const names: Record<string, string> = {
      "en:turkeys": "Turkeys", "en:turkey-breasts": "Turkey breasts", "en:roasted-turkey-meat": "Roasted turkey meat",
      "en:turkey-preparations": "Turkey preparations", "en:turkey-nuggets": "Turkey nuggets", "en:turkey-fillets": "Turkey fillets",
          };
    const nameOf = (tag: string) => names[tag] ?? tag;
    const turkey = [{ tag: "en:turkey-breasts", name: "Turkey breasts" }, { tag: "en:turkeys", name: "Turkeys" }];
    const scanned = ["en:turkey-breasts", "en:turkeys", "en:poultries", "en:meats"];
    const roast = { kinds: [["en:roasted-turkey-meat", "en:turkeys", "en:poultries", "en:meats"]] };
    const prepared = { kinds: [["en:turkey-preparations", "en:turkeys", "en:poultries", "en:meats"]] };
    expect(levelRejection(roast, turkey, 1, scanned, nameOf)).toBeNull();
    expect(levelRejection(prepared, turkey, 1, scanned, nameOf)).toBeNull();
    // A kind below the preparations, or another cut, is another kind still.
    const nuggets = { kinds: [["en:turkey-nuggets", "en:turkey-preparations", "en:turkeys", "en:poultries", "en:meats"]] };
    expect(levelRejection(nuggets, turkey, 1, scanned, nameOf)).toBe("sibling-kind");
    expect(levelRejection({ kinds: [["en:turkey-fillets", "en:turkeys", "en:meats"]] }, turkey, 1, scanned, nameOf)).toBe("sibling-kind");
    // "Meat" before the food names a filling: meat ravioli are no ravioli prepared, meat spreads no spreads.
    expect(isPreparedLevelKind("Meat ravioli", "Ravioli")).toBe(false);
    expect(isPreparedLevelKind("Meat spreads", "Spreads")).toBe(false);
    expect(isPreparedLevelKind("Cooked chicken", "Chickens")).toBe(true);
    expect(isPreparedLevelKind("Chicken breasts", "Chickens")).toBe(false);
    // Canned, the level's food is kept; frozen is no more that food for a dried one (frozen cherries for prunes).
    expect(isPreparedLevelKind("Canned artichokes", "Artichokes")).toBe(true);
    expect(isPreparedLevelKind("Frozen cherries", "Cherries")).toBe(false);
  });

  it("offers at a next level up of two kinds a product filed there itself only when its name says the scanned kind", () => {
    const names: Record<string, string> = { "en:sorbets": "Sorbets", "en:ice-creams-and-sorbets": "Ice creams and sorbets", "en:sodas": "Sodas" };
    const nameOf = (tag: string) => names[tag] ?? tag;
    const levels = [{ tag: "en:sorbets", name: "Sorbets" }, { tag: "en:ice-creams-and-sorbets", name: "Ice creams and sorbets" }];
    const scanned = ["en:sorbets", "en:ice-creams-and-sorbets", "en:frozen-desserts"];
    const either = { kinds: [["en:ice-creams-and-sorbets", "en:frozen-desserts"]] };
    expect(levelRejection(either, levels, 1, scanned, nameOf)).toBe("either-of-two-kinds");
    const namedSorbet = { ...either, nameCategories: ["en:sorbets", "en:ice-creams-and-sorbets", "en:frozen-desserts"] };
    expect(levelRejection(namedSorbet, levels, 1, scanned, nameOf)).toBeNull();
    // A level of one kind still offers what is filed there itself.
    const sodas = [{ tag: "en:colas", name: "Colas" }, { tag: "en:sodas", name: "Sodas" }];
    expect(levelRejection({ kinds: [["en:sodas", "en:beverages"]] }, sodas, 1, ["en:colas", "en:sodas"], nameOf)).toBeNull();
  });

  it("puts a candidate whose categories were only inferred after one with its own, and offers it only at the most specific level", () => {
    const lemonade = (brand: string, facts: Parameters<typeof product>[3] = {}) => soda(brand, facts, lemonadeChain);
    expect(brands([lemonade("Afri", { categoriesInferred: true }), lemonade("Bluna")])).toEqual(["Bluna", "Afri"]);
    expect(brands([soda("Afri", { categoriesInferred: true }), soda("Bluna")])).toEqual(["Bluna"]);
  });

  it("does not offer a candidate filed under another kind as well: Red Bull, also an energy drink, among sodas", () => {
    const energy = ["en:energy-drinks", "en:beverages"];
    const redBull = soda("Red Bull", { kinds: [CHAINS.soda, energy] }, [...CHAINS.soda, "en:energy-drinks"]);
    expect(brands([redBull, soda("Bluna", { kinds: [CHAINS.soda] })])).toEqual(["Bluna"]);
    expect(candidateRejection(redBull, { scanned, levels, candidates: [], homeCountry: "SE" })).toBe("filed-as-another-kind");
  });

  it("keeps a candidate whose other kind is a variant under the next level up, at the most specific level", () => {
    const milks = ["en:milks", "en:dairies"];
    const uht = ["en:uht-milks", ...milks];
    const semiSkimmed = ["en:semi-skimmed-milks", ...milks];
    const milkLevels = [
      { tag: "en:uht-milks", name: "UHT milks" },
      { tag: "en:milks", name: "Milks" },
    ];
    expect(levelRejection({ kinds: [semiSkimmed, uht] }, milkLevels, 0, uht)).toBeNull();
    expect(levelRejection({ kinds: [semiSkimmed, ["en:energy-drinks", "en:beverages"]] }, milkLevels, 0, uht)).toBe("filed-as-another-kind");
  });

  it("keeps a candidate of the very kind also filed as a kind named after one of the level's ancestors", () => {
    const names: Record<string, string> = {
      "en:cookies-with-milk-chocolate": "Cookies with milk chocolate",
      "en:chocolate-chip-cookies": "Chocolate chip cookies",
      "en:biscuits": "Biscuits",
      "en:dry-biscuits": "Dry biscuits",
      "en:vegetable-pickles": "Vegetable pickles",
      "en:canned-vegetables": "Canned vegetables",
      "en:black-olives": "Black olives",
      "en:pickled-peppers": "Pickled peppers",
      "en:kombuchas": "Kombuchas",
      "en:tea-based-beverages": "Tea-based beverages",
      "en:teas": "Teas",
      "en:green-teas": "Green teas",
    };
    const nameOf = (tag: string) => names[tag] ?? tag;
    const isKind = (tag: string) => tag !== "en:beverages" && tag !== "en:sweet-snacks";
    const chip = ["en:chocolate-chip-cookies", "en:biscuits", "en:sweet-snacks"];
    const cookieLevels = [
      { tag: "en:cookies-with-milk-chocolate", name: "Cookies with milk chocolate" },
      { tag: "en:chocolate-chip-cookies", name: "Chocolate chip cookies" },
    ];
    const scannedCookie = ["en:cookies-with-milk-chocolate", ...chip];
    // A chocolate chip cookie also filed as a dry biscuit is a biscuit of the cookie's family, at the next level up too.
    const choco = { kinds: [chip, ["en:dry-biscuits", "en:biscuits", "en:sweet-snacks"]] };
    expect(levelRejection(choco, cookieLevels, 1, scannedCookie, nameOf, isKind)).toBeNull();
    expect(levelRejection(choco, cookieLevels, 1, scannedCookie, nameOf)).toBe("filed-as-another-kind");
    // Black olives also filed as vegetable pickles are no pickled peppers: olives are no kind of canned vegetables by name.
    const pickles = ["en:vegetable-pickles", "en:canned-vegetables"];
    const pepperLevels = [
      { tag: "en:pickled-peppers", name: "Pickled peppers" },
      { tag: "en:vegetable-pickles", name: "Vegetable pickles" },
    ];
    const olives = { kinds: [pickles, ["en:black-olives", "en:canned-vegetables"]] };
    expect(levelRejection(olives, pepperLevels, 1, ["en:pickled-peppers", ...pickles], nameOf, isKind)).not.toBeNull();
    // A green tea also filed as a tea-based beverage is no kombucha: teas are no ancestor of tea-based beverages.
    const kombuchaLevels = [
      { tag: "en:kombuchas", name: "Kombuchas" },
      { tag: "en:tea-based-beverages", name: "Tea-based beverages" },
    ];
    const greenTea = { kinds: [["en:tea-based-beverages", "en:beverages"], ["en:green-teas", "en:teas", "en:beverages"]] };
    const kombucha = ["en:kombuchas", "en:tea-based-beverages", "en:teas", "en:beverages"];
    expect(levelRejection(greenTea, kombuchaLevels, 1, kombucha, nameOf, isKind)).not.toBeNull();
  });

  it("does not trust a category read from a name as a flavour or a purpose, nor off the one department of its brand", () => {
    expect(namesAsFlavour("Sour cream & onion flavored baked chips", "en:onions")).toBe(true);
    expect(namesAsFlavour("Delicias sabor a chocolate", "en:chocolates")).toBe(true);
    expect(namesAsFlavour("Cola zéro concentré pour soda", "en:sodas")).toBe(true);
    expect(namesAsFlavour("Sparkling water flavoured with lemon", "en:lemons")).toBe(true);
    expect(namesAsFlavour("Chocolate flavour pudding", "en:puddings")).toBe(false);
    expect(namesAsFlavour("Iced tea with lemon flavor", "en:iced-teas")).toBe(false);
    expect(namesAsFlavour("Cherry babies", "en:gummi-candies")).toBe(false);
    const mints = product("Tic tac, mixers mints, cherry cola", "Tic Tac", CHAINS.cola, {
      owner: owner("Ferrero", "LU"),
      categoriesInferred: true,
      brandDepartments: ["en:sweet-snacks"],
    });
    expect(inferenceContradicted(mints)).toBe(true);
    // A retailer's brand spans departments: it says nothing.
    expect(inferenceContradicted({ ...mints, brandDepartments: ["en:sweet-snacks", "en:sauces"] })).toBe(false);
    expect(inferenceContradicted({ ...mints, brandDepartments: ["en:carbonated-drinks"] })).toBe(false);
    expect(inferenceContradicted({ ...mints, categoriesInferred: false })).toBe(false);
  });
});

describe("a candidate's kinds", () => {
  const parents: Record<string, string[]> = {
    "en:sodas": ["en:carbonated-drinks"],
    "en:carbonated-drinks": ["en:beverages"],
    "en:energy-drinks": ["en:beverages"],
    "en:colas": ["en:sodas"],
  };
  const chainOf = (tag: string): string[] => [tag, ...(parents[tag] ?? []).flatMap(chainOf)];
  const isKind = (tag: string) => ["en:sodas", "en:colas", "en:energy-drinks"].includes(tag);

  it("are its searchable categories that are no ancestor of another, most specific first", () => {
    expect(kindChains(["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"], isKind, chainOf)).toEqual([
      ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"],
    ]);
    expect(kindChains(["en:sodas", "en:energy-drinks", "en:carbonated-drinks", "en:beverages"], isKind, chainOf).map((kind) => kind[0])).toEqual([
      "en:sodas",
      "en:energy-drinks",
    ]);
    expect(kindChains(["en:beverages"], isKind, chainOf)).toEqual([]);
  });
});

describe("kinds named after what they are filled with or taste of", () => {
  // Names and chains of Open Food Facts' taxonomy, as the shipped seed/categories.json.gz has them.
  const NAMES: Record<string, string> = {
    "en:chocolates-stuffed-with-almond-paste": "Chocolates stuffed with almond paste",
    "en:filled-chocolates": "Filled chocolates",
    "en:filled-white-chocolates": "Filled white chocolates",
    "en:white-chocolates": "White chocolates",
    "en:chocolate-filled-with-praline": "Chocolate filled with praline",
    "en:chocolate-eggs": "Chocolate eggs",
    "en:popcorn-with-caramel": "Popcorn with caramel",
    "en:sugared-popcorn": "Sugared popcorn",
    "en:popcorn": "Popcorn",
    "en:cereal-clusters-with-nuts": "Cereal clusters with nuts",
    "en:cereals-with-nuts": "Cereals with nuts",
    "en:cereal-clusters-with-chocolate": "Cereal clusters with chocolate",
    "en:chocolate-cereals": "Chocolate cereals",
    "en:crunchy-cereal-clusters": "Crunchy cereal clusters",
  };
  const names = (tag: string) => NAMES[tag] ?? tag;
  const filledLevels = [
    { tag: "en:chocolates-stuffed-with-almond-paste", name: "Chocolates stuffed with almond paste" },
    { tag: "en:filled-chocolates", name: "Filled chocolates" },
  ];
  const scannedChain = ["en:chocolates-stuffed-with-almond-paste", "en:filled-chocolates", "en:chocolates", "en:cocoa-and-its-products"];

  it("reads a kind's noun before 'with' or 'in', and a filling's participle: close variants of filled chocolates and caramel popcorn", () => {
    expect(isCloseVariant("Filled white chocolates", "Chocolates stuffed with almond paste")).toBe(true);
    expect(isCloseVariant("Chocolate filled with praline", "Chocolates stuffed with almond paste")).toBe(true);
    expect(isCloseVariant("Sugared popcorn", "Popcorn with caramel")).toBe(true);
    expect(isCloseVariant("Cookies with chocolate and nougat", "Cookies with milk chocolate")).toBe(true);
    // The last word still counts: fruits in syrup stay close variants of each other.
    expect(isCloseVariant("Peaches in syrup", "Cherries in syrup")).toBe(true);
    // And a noun read so is still no variant of another noun, nor of the unqualified kind.
    expect(isCloseVariant("Chocolate eggs", "Chocolates stuffed with almond paste")).toBe(false);
    expect(isCloseVariant("Popcorn", "Popcorn with caramel")).toBe(false);
  });

  it("offers another filled chocolate among the filled chocolates, not a chocolate egg", () => {
    const filledWhite = { kinds: [["en:filled-white-chocolates", "en:white-chocolates", "en:filled-chocolates", "en:chocolates"]] };
    const praline = { kinds: [["en:chocolate-filled-with-praline", "en:filled-chocolates", "en:chocolates"]] };
    const egg = { kinds: [["en:chocolate-eggs", "en:filled-chocolates", "en:chocolates"]] };
    expect(levelRejection(filledWhite, filledLevels, 1, scannedChain, names)).toBeNull();
    expect(levelRejection(praline, filledLevels, 1, scannedChain, names)).toBeNull();
    expect(levelRejection(egg, filledLevels, 1, scannedChain, names)).toBe("sibling-kind");
  });

  it("keeps choosing the next level up by the last word of the name: clusters with chocolate still search the chocolate cereals", () => {
    const depths: Record<string, number> = { "en:cereal-clusters-with-chocolate": 5, "en:chocolate-cereals": 4, "en:crunchy-cereal-clusters": 4 };
    const parents = () => ["en:chocolate-cereals", "en:crunchy-cereal-clusters"];
    const chain = ["en:cereal-clusters-with-chocolate", "en:chocolate-cereals", "en:crunchy-cereal-clusters", "en:breakfast-cereals"];
    const levels = alternativeCategoryLevels(chain, (tag) => depths[tag] ?? 0, names, parents);
    expect(levels.map((level) => level.name)).toEqual(["Cereal clusters with chocolate", "Chocolate cereals", "Crunchy cereal clusters"]);
  });

  it("does not hold against a candidate a name naming the ingredient its own kind is named after", () => {
    const appleLevels = [
      { tag: "en:applesauces", name: "Applesauces" },
      { tag: "en:apple-compotes", name: "Apple compotes" },
    ];
    const applesauceChain = ["en:applesauces", "en:apple-compotes", "en:compotes", "en:fruits-based-foods"];
    // "GoGo Squeez Apple Apple", read as apples, filed as an applesauce (an apple compote).
    const pouch = { nameCategories: ["en:apples", "en:pome-fruits", "en:fruits"], kinds: [["en:applesauces", "en:apple-compotes", "en:compotes"]] };
    expect(levelRejection(pouch, appleLevels, 0, applesauceChain)).toBeNull();
    // "Cassis", read as blackcurrants, filed as a blackcurrant soft drink: a fruit soda, not a fruit.
    const sodaLevels = [{ tag: "en:fruit-sodas", name: "Fruit sodas" }];
    const cassis = { nameCategories: ["en:blackcurrants", "en:berries", "en:fruits"], kinds: [["en:blackcurrant-soft-drinks", "en:fruit-sodas", "en:sodas"]] };
    expect(levelRejection(cassis, sodaLevels, 0, ["en:fruit-sodas", "en:sodas"])).toBeNull();
    // A chocolate whose name names a pineapple is no applesauce, nor is a name of a fruit its kinds do not name.
    const pineapple = { nameCategories: ["en:pineapple", "en:tropical-fruits", "en:fruits"], kinds: [["en:applesauces", "en:apple-compotes", "en:compotes"]] };
    expect(levelRejection(pineapple, appleLevels, 0, applesauceChain)).toBe("name-names-another-kind");
    // A name naming a kind that is no ingredient still says it is another kind: an apple juice among applesauces.
    const juice = { nameCategories: ["en:apple-juices", "en:fruit-juices", "en:beverages"], kinds: [["en:applesauces", "en:apple-compotes", "en:compotes"]] };
    expect(levelRejection(juice, appleLevels, 0, applesauceChain)).toBe("name-names-another-kind");
  });

  it("offers an orange juice named 'orange' among the fruit juices, not a tomato juice, nor a bar named 'chocolate' among the bars", () => {
    const juiceLevels = [{ tag: "en:fruit-juices", name: "Fruit juices" }];
    const juiceChain = ["en:fruit-juices", "en:juices-and-nectars", "en:fruit-based-beverages", "en:beverages"];
    // "Sok 100% Pomarańcza", read as oranges, filed as an orange juice.
    const orange = { nameCategories: ["en:oranges", "en:citrus", "en:fruits"], kinds: [["en:orange-juices", "en:fruit-juices", "en:juices-and-nectars"]] };
    expect(levelRejection(orange, juiceLevels, 0, juiceChain)).toBeNull();
    // "Sok pomidorowy", read as a tomato juice (a kind, not an ingredient), filed by Open Food Facts among the fruit juices:
    // "Juices and nectars" names two kinds, neither of them a juice's ingredient.
    const tomato = { nameCategories: ["en:tomato-juices", "en:tomatoes-and-their-products", "en:vegetables-based-foods"], kinds: [juiceChain] };
    expect(levelRejection(tomato, juiceLevels, 0, juiceChain)).toBe("name-names-another-kind");
    // "Country chips black pepper & salt", read as salt, filed as salt and pepper crisps.
    const crispLevels = [{ tag: "en:potato-crisps", name: "Potato crisps" }];
    const salted = { nameCategories: ["en:salts", "en:condiments"], kinds: [["en:salt-and-pepper-crisps", "en:flavoured-potato-crisps", "en:potato-crisps"]] };
    expect(levelRejection(salted, crispLevels, 0, ["en:potato-crisps", "en:crisps", "en:salty-snacks"])).toBeNull();
    // "Kit Kat Chocolate", read as a chocolate, filed as a chocolate biscuity bar: chocolate names a product of its own.
    const barLevels = [{ tag: "en:bars", name: "Bars" }];
    const kitKat = { nameCategories: ["en:chocolates", "en:cocoa-and-its-products"], kinds: [["en:chocolate-biscuity-bars", "en:chocolate-bars", "en:bars"]] };
    expect(levelRejection(kitKat, barLevels, 0, ["en:bars", "en:snacks"])).toBe("name-names-another-kind");
  });
});

describe("a list of the kind the scanned product's name says", () => {
  const dipChain = ["en:dips", "en:sauces"];
  const levels = [{ tag: "en:dips", name: "Dips" }];
  const scanned = product("French Onion Dip", "Target Stores", dipChain, { owner: owner("Target", "US") });
  const dip = (name: string, brand: string, country = "NL") => product(name, brand, dipChain, { madeIn: country, owner: owner(`${brand} Group`, country) });
  const homeHummus = [dip("Houmous pompoen", "Jumbo", "SE"), dip("Rich & creamy houmous", "Waitrose", "SE")];

  it("is not padded with other kinds when three brands of its kind qualify", () => {
    const onion = [dip("French Onion Dip", "Food Lion"), dip("French Onion Yogurt Dip", "Dannon"), dip("Onion dip", "Friendly Farms")];
    // The hummus are made at home, which outweighs a defining word; they are left out all the same.
    expect(names(rankAlternatives({ scanned, levels, candidates: [...homeHummus, ...onion], homeCountry: "SE" }))).toEqual([
      "French Onion Dip",
      "French Onion Yogurt Dip",
      "Onion dip",
    ]);
  });

  it("is made up with other kinds, after its own among products of one rung, when fewer than three brands of its kind qualify", () => {
    const onion = [dip("French Onion Dip", "Food Lion"), dip("French Onion Yogurt Dip", "Dannon")];
    const hummus = [dip("Houmous pompoen", "Jumbo"), dip("Rich & creamy houmous", "Waitrose")];
    const ranked = names(rankAlternatives({ scanned, levels, candidates: [...hummus, ...onion], homeCountry: "SE" }));
    expect(ranked).toHaveLength(4);
    expect(ranked.slice(0, 2)).toEqual(["French Onion Dip", "French Onion Yogurt Dip"]);
  });
});

describe("a candidate filed as the very kind whose name names another kind of its noun", () => {
  const kindNames: Record<string, string> = {
    "en:pasta-sauces": "Pasta sauces",
    "en:alfredo-sauces": "Alfredo sauces",
    "en:sauces": "Sauces",
    "en:canned-white-common-beans": "Canned white common beans",
    "en:canned-common-beans": "Canned common beans",
    "en:white-beans": "White beans",
    "en:canned-corn": "Canned corn",
    "en:corn": "Corn",
    "en:ice-creams": "Ice creams",
    "en:creams": "Creams",
    "en:kombuchas": "Kombuchas",
    "en:lemonade": "Lemonade",
  };
  const kindName = (tag: string) => kindNames[tag] ?? tag;
  const sauceChain = ["en:pasta-sauces", "en:sauces", "en:condiments"];
  const sauceLevels = [{ tag: "en:pasta-sauces", name: "Pasta sauces" }];
  // Ragú's "Classic Alfredo Sauce", filed as a pasta sauce; its name reads as an Alfredo sauce, which Open Food Facts
  // puts beside the pasta sauces, under "Sauces".
  const alfredo = { nameCategories: ["en:alfredo-sauces", "en:sauces", "en:condiments"], kinds: [sauceChain] };

  it("is of it when the scanned product's name says that kind too", () => {
    const said = nameWords("Alfredo Pasta Sauce", "Safeway Select");
    expect(levelRejection(alfredo, sauceLevels, 0, sauceChain, kindName, undefined, said)).toBeNull();
    // Prego's "Italian Sauce Three Cheese" is no Alfredo sauce: the name still says another kind.
    const threeCheese = nameWords("Italian Sauce Three Cheese", "Prego");
    expect(levelRejection(alfredo, sauceLevels, 0, sauceChain, kindName, undefined, threeCheese)).toBe("name-names-another-kind");
    // Without the scanned product's words, as before.
    expect(levelRejection(alfredo, sauceLevels, 0, sauceChain, kindName)).toBe("name-names-another-kind");
  });

  it("is of it when its name says the kind in fewer words, qualified or but for how it is kept", () => {
    const beanChain = ["en:canned-white-common-beans", "en:canned-common-beans", "en:canned-legumes"];
    const beanLevels = [{ tag: "en:canned-white-common-beans", name: "Canned white common beans" }];
    // Jamar's "Fasola biała", white beans.
    const fasola = { nameCategories: ["en:white-beans", "en:beans", "en:legumes"], kinds: [beanChain] };
    expect(levelRejection(fasola, beanLevels, 0, beanChain, kindName)).toBeNull();
    // Bonduelle's "Kukurydza złocista", corn, filed as canned corn.
    const cornChain = ["en:canned-corn", "en:canned-vegetables"];
    const corn = { nameCategories: ["en:corn", "en:vegetables"], kinds: [cornChain] };
    expect(levelRejection(corn, [{ tag: "en:canned-corn", name: "Canned corn" }], 0, cornChain, kindName)).toBeNull();
    // Magnum's "Mini cookies and cream", read as creams: a cream is no ice cream in fewer words.
    const iceChain = ["en:ice-creams", "en:ice-creams-and-sorbets", "en:frozen-desserts"];
    const creams = { nameCategories: ["en:creams", "en:dairies"], kinds: [iceChain] };
    expect(levelRejection(creams, [{ tag: "en:ice-creams", name: "Ice creams" }], 0, iceChain, kindName)).toBe("name-names-another-kind");
  });

  it("is not of it when its name names a kind of another noun", () => {
    // Remedy's "Organic Kombucha Raspberry Lemonade", read as a lemonade: left out, as before.
    const kombuchaChain = ["en:kombuchas", "en:tea-based-beverages"];
    const lemonade = { nameCategories: ["en:lemonade", "en:sodas"], kinds: [kombuchaChain] };
    const said = nameWords("Kombucha", "Rise");
    expect(levelRejection(lemonade, [{ tag: "en:kombuchas", name: "Kombuchas" }], 0, kombuchaChain, kindName, undefined, said)).toBe(
      "name-names-another-kind",
    );
  });

  it("puts an Alfredo sauce first among the pasta sauces of its rung offered for an Alfredo sauce", () => {
    const scanned = product("Alfredo Pasta Sauce", "Safeway Select", sauceChain, { owner: owner("Albertsons", "US"), kinds: [sauceChain] });
    const sauce = (name: string, brand: string, facts: Parameters<typeof product>[3]) => product(name, brand, sauceChain, { kinds: [sauceChain], ...facts });
    const candidates = [
      sauce("Marinara Pizza & Pasta Sauce", "Veeba", { owner: owner("Veeba Food Services", "IN"), madeIn: "IN", nameCategories: sauceChain }),
      sauce("Classic Alfredo Sauce", "Ragú", { owner: owner("Mizkan Holdings", "JP"), madeIn: "CA", nameCategories: alfredo.nameCategories }),
      sauce("Pasta Sauce Red Tangy", "Weikfield", { owner: owner("Weikfield Foods", "IN"), madeIn: "IN" }),
    ];
    const ranked = rankAlternatives({ scanned, levels: sauceLevels, candidates, homeCountry: "SE", nameOf: kindName });
    expect(names(ranked)).toEqual(["Classic Alfredo Sauce", "Marinara Pizza & Pasta Sauce", "Pasta Sauce Red Tangy"]);
  });
});

describe("a list of the kind the scanned product's name ends on", () => {
  const muesliChain = ["en:mueslis", "en:breakfast-cereals"];
  const levels = [{ tag: "en:mueslis", name: "Mueslis" }];
  const cereal = (name: string, brand: string, country = "NL") => product(name, brand, muesliChain, { madeIn: country, owner: owner(`${brand} Group`, country) });
  const granolas = [cereal("Honey granola", "Dorset"), cereal("Granola Czekolada", "Inna Bajka"), cereal("Crunchy Granola", "Jumbo")];

  it("holds that kind before a flavour the name also says, when three makers have it", () => {
    const scanned = product("French Vanilla Almond Granola", "Archer Farms", muesliChain, { owner: owner("Target", "US") });
    const almondMuesli = cereal("Muesli with almonds", "Bagrry's", "SE");
    expect(names(rankAlternatives({ scanned, levels, candidates: [almondMuesli, ...granolas], homeCountry: "SE" })).sort()).toEqual([
      "Crunchy Granola",
      "Granola Czekolada",
      "Honey granola",
    ]);
  });

  it("is no kind when the category's name says it, spelt otherwise, nor when it is a flavour", () => {
    const yogurtChain = ["en:yogurts", "en:dairies"];
    const yogurt = (name: string, brand: string) => product(name, brand, yogurtChain, { madeIn: "FR", owner: owner(`${brand} Group`, "FR") });
    const scanned = product("Plain Original Style Yoghurt", "Mountain High", yogurtChain, { owner: owner("General Mills", "US") });
    const candidates = [
      yogurt("Plain yogurt", "Casino"),
      yogurt("Fruit Yoghurt Mango", "Amul"),
      yogurt("Drinking Yoghurt", "Bakoma"),
      yogurt("Yoghurt Peach", "Milky Mist"),
    ];
    expect(names(rankAlternatives({ scanned, levels: [{ tag: "en:yogurts", name: "Yogurts" }], candidates, homeCountry: "SE" }))).toContain("Plain yogurt");
    const barChain = ["en:cereal-bars", "en:bars"];
    const bar = (name: string, brand: string) => product(name, brand, barChain, { madeIn: "FR", owner: owner(`${brand} Group`, "FR") });
    const flavoured = product("Barras de cereal sabor chocolate", "Kellogg's", barChain, { owner: owner("Kellogg", "US") });
    const bars = [bar("Barras de avena", "Gullón"), bar("Chocolate bar", "Kinder"), bar("Chocolate crunch", "NewTree"), bar("Chocolate rice bar", "Sarchio")];
    expect(names(rankAlternatives({ scanned: flavoured, levels: [{ tag: "en:cereal-bars", name: "Cereal bars" }], candidates: bars, homeCountry: "SE" }))).toContain(
      "Barras de avena",
    );
  });
});

describe("a candidate named as a narrower kind", () => {
  const oatChain = ["en:oat", "en:cereal-grains", "en:cereals-and-their-products"];
  const milkChain = ["en:milks", "en:dairies"];

  it("is a granola among oats, a fermented milk, kefir or buttermilk among milks", () => {
    expect(namesNarrowerKind("AVENA Y MAS GRANOLA CHOCOLATE", product("Oats Multigrain", "Quaker", oatChain), "en:oat")).toBe(true);
    const milk = product("Toned Milk", "Sid's Farm", milkChain);
    expect(namesNarrowerKind("Lait fermentéLeben", milk, "en:milks")).toBe(true);
    expect(namesNarrowerKind("Kefir naturalny", milk, "en:milks")).toBe(true);
    expect(namesNarrowerKind("Mleko świeże 2%", milk, "en:milks")).toBe(false);
  });

  it("is a pet's treat, chew or malt paste among its meals, unless the scanned product says it is one", () => {
    const dryCat = ["en:dry-cat-food", "en:cat-food", "en:dry-pet-food", "en:pet-food", "en:open-pet-food-facts"];
    const kitten = product("Second Age Kitten", "Royal Canin", dryCat);
    expect(namesNarrowerKind("Snacks gato rellenos con salmón y malta", kitten, "en:dry-cat-food")).toBe(true);
    expect(namesNarrowerKind("Katzen malz - Cat malt", kitten, "en:dry-cat-food")).toBe(true);
    const dryDog = ["en:dry-dog-food", "en:dog-food", "en:dry-pet-food", "en:pet-food", "en:open-pet-food-facts"];
    const medium = product("Croquettes Chien Medium Adult 4KG Royal Canin", "Royal Canin", dryDog);
    expect(namesNarrowerKind("Treaties bits", medium, "en:dry-dog-food")).toBe(true);
    expect(namesNarrowerKind("Vitakraft Chews Kauknochen", medium, "en:dry-dog-food")).toBe(true);
    expect(namesNarrowerKind("Sensitive agneau et riz", medium, "en:dry-dog-food")).toBe(false);
    expect(namesNarrowerKind("Sheba Creamy Snacks", product("Creamy Snacks", "Sheba", ["en:cat-food", "en:pet-food"]), "en:cat-food")).toBe(false);
  });

  it("keeps the meals from a treat's list and the plain milks from a kefir's, not the mueslis from a granola's", () => {
    const dryDog = ["en:dry-dog-food", "en:dog-food", "en:dry-pet-food", "en:pet-food", "en:open-pet-food-facts"];
    const treats = product("Chews Flavor Twists dog snacks", "Milk Bone", dryDog);
    expect(namesNoNarrowerKind(product("Croquettes Chien Medium Adult 4KG", "Royal Canin", dryDog), treats)).toBe(true);
    expect(namesNoNarrowerKind(product("Vitakraft Chews Kauknochen", "Vitakraft", dryDog), treats)).toBe(false);
    const kefir = product("Kefir Milk", "Lifeway", milkChain);
    expect(namesNoNarrowerKind(product("Mleko świeże 2%", "Mlekovita", milkChain), kefir)).toBe(true);
    expect(namesNoNarrowerKind(product("Mleko świeże 2%", "Mlekovita", milkChain), product("Toned Milk", "Sid's Farm", milkChain))).toBe(false);
    // Filed as the kind, a candidate is of it whatever its name.
    expect(namesNoNarrowerKind(product("Leben", "Carrefour", ["en:fermented-milk-products", ...milkChain]), kefir)).toBe(false);
    const granola = product("French Vanilla Almond Granola", "Torn & Glasser", CHAINS.muesli);
    expect(namesNoNarrowerKind(product("Muesli croustillant", "Jordans", CHAINS.muesli), granola)).toBe(false);
  });

  it("is not when the scanned product is of that kind, says it, or the shared level holds the kind", () => {
    expect(namesNarrowerKind("Crunchy granola", product("Muesli", "Kellogg", CHAINS.muesli), "en:mueslis")).toBe(false);
    expect(namesNarrowerKind("Crunchy granola", product("Power O's", "Love Grown", ["en:breakfast-cereals", "en:cereals-and-their-products"]), "en:breakfast-cereals")).toBe(false);
    expect(namesNarrowerKind("Kefir", product("Kefir Milk", "Lifeway", milkChain), "en:milks")).toBe(false);
    expect(namesNarrowerKind("Fermented tea", product("Kombucha", "GT's", ["en:kombuchas", "en:fermented-teas"]), "en:kombuchas")).toBe(false);
    const yogurtChain = ["en:yogurts", "en:fermented-dairy-desserts", "en:dairies", "en:fermented-milk-products"];
    expect(namesNarrowerKind("Skyr vanilla", product("Greek yogurt", "Chobani", yogurtChain), "en:yogurts")).toBe(false);
  });

  it("is not offered", () => {
    const levels = [{ tag: "en:oat", name: "Oat" }];
    const scanned = product("Oats Multigrain", "Quaker", oatChain, { owner: owner("PepsiCo", "US") });
    const granola = product("AVENA Y MAS GRANOLA CHOCOLATE", "Nestlé", oatChain, { madeIn: "BE", owner: owner("Nestlé", "CH") });
    const oats = product("Avena integrale", "Naturasi", oatChain, { owner: owner("EcorNaturaSì", "IT") });
    const input = { scanned, levels, candidates: [granola, oats], homeCountry: "SE" };
    expect(candidateRejection(granola, input)).toBe("name-names-another-kind");
    expect(names(rankAlternatives(input))).toEqual(["Avena integrale"]);
  });
});
