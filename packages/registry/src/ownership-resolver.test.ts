import { describe, expect, it } from "vitest";

import { marketRegionsOf } from "@productcheck/domain/market-region";

import { buildOwnershipResolver, MAX_CHAIN_LENGTH, ownsCategories } from "./ownership-resolver";
import { snapshotBuilder } from "./testing/registry-snapshot";

/** A US box of Frosted Flakes, and a barcode from GS1 UK. */
const US_BARCODE = "0038000596582";
const UK_BARCODE = "5000127163096";
const US_POP_TARTS = "0038000317538";
// Coop Sverige, Coop Norge and Coop Italia products (GS1 Sweden 73x, Norway 70x, Italy 80x), a GS1
// Canada barcode (754/755) and a retailer's in-store code (prefix 2).
const SE_BARCODE = "7340011495437";
const NO_BARCODE = "7039610000318";
const IT_BARCODE = "8001120789433";
const CA_BARCODE = "7549251042214";
const IN_STORE_CODE = "2000000000015";

/** A US box of Frosted Flakes: the category chain, most specific first, holds its ancestors. */
const CEREAL = ["en:corn-flakes", "en:breakfast-cereals", "en:cereals-and-their-products", "en:breakfasts"];
const POP_TARTS = ["en:toaster-pastries", "en:pastries", "en:biscuits-and-cakes", "en:sweet-snacks", "en:snacks"];

const owners = (chain: { name: string; hqCountry: string }[]) => chain.map((company) => [company.name, company.hqCountry]);

describe("resolve: brands, aliases and company names", () => {
  it("walks a brand to its ultimate owner, direct owner first, with each company's facts", () => {
    const registry = snapshotBuilder();
    registry.brand("Cadbury", [["Cadbury UK", "GB"], ["Mondelēz International", "US"]]);
    const { brand, chain } = buildOwnershipResolver(registry.snapshot).resolve(["CADBURY"]);
    expect(brand).toBe("Cadbury");
    expect(chain).toEqual([
      { name: "Cadbury UK", hqCountry: "GB", source: "registry", confidence: "high", sourceNote: "test: Cadbury UK" },
      { name: "Mondelēz International", hqCountry: "US", source: "registry", confidence: "high", sourceNote: "test: Mondelēz International" },
    ]);
  });

  it("matches aliases case-, accent- and punctuation-insensitively, a brand's own key before another brand's alias", () => {
    const registry = snapshotBuilder();
    const benAndJerrys = registry.brand("Ben & Jerry's", [["Ben & Jerry's Homemade", "US"], ["The Magnum Ice Cream Company", "NL"]]);
    registry.alias("B&J", benAndJerrys);
    const felix = registry.brand("Felix", [["Orkla", "NO"]]);
    registry.alias("Ben & Jerry's", felix);
    const resolver = buildOwnershipResolver(registry.snapshot);
    expect(resolver.resolve(["BEN AND JERRY’S"]).brand).toBe("Ben & Jerry's");
    expect(resolver.resolve(["b and j"]).brand).toBe("Ben & Jerry's");
    expect(resolver.resolve(["B.&J."]).chain.at(-1)?.hqCountry).toBe("NL");
  });

  it("falls back to a company's own name, with no brand named, when no name is a brand", () => {
    const registry = snapshotBuilder();
    registry.companies([["The Coca-Cola Company", "US"]]);
    registry.companies([["Orkla Foods Sverige", "SE"], ["Orkla ASA", "NO"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    expect(resolver.resolve(["", "THE COCA COLA COMPANY"])).toEqual({
      brand: "",
      chain: [expect.objectContaining({ name: "The Coca-Cola Company", hqCountry: "US" })],
      link: "high",
      match: { by: "company", name: "THE COCA COLA COMPANY" },
    });
    expect(owners(resolver.resolve(["Unknown brand", "Orkla Foods Sverige"]).chain)).toEqual([["Orkla Foods Sverige", "SE"], ["Orkla ASA", "NO"]]);
    const nothing = { brand: "", chain: [], link: "high", match: null };
    expect(resolver.resolve(["nobody", ""])).toEqual(nothing);
    expect(resolver.resolve([])).toEqual(nothing);
  });

  it("takes the first name that is a brand, trying every name as a brand before any as a company", () => {
    const registry = snapshotBuilder();
    registry.brand("Pepsi", [["PepsiCo", "US"]]);
    registry.brand("Felix", [["Orkla Foods Sverige", "SE"], ["Orkla", "NO"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    expect(resolver.resolve(["Felix", "Pepsi"]).brand).toBe("Felix");
    expect(resolver.resolve(["Pepsi", "Felix"]).brand).toBe("Pepsi");
    // The brand owner's field names a company, the manufacturer's a brand: the brand wins.
    expect(resolver.resolve(["", "Orkla", "Pepsi"]).brand).toBe("Pepsi");
    expect(resolver.ownerOf(["", "Orkla", "Pepsi"])?.hqCountry).toBe("US");
    expect(resolver.resolve(["", "Orkla", "Unknown"]).chain.map((company) => company.name)).toEqual(["Orkla"]);
  });

  it("means the older company when two companies' names give the same key", () => {
    const registry = snapshotBuilder();
    const nestle = registry.companies([["Nestlé", "CH"]]);
    registry.companies([["Nestle", "US"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    expect(resolver.resolve(["NESTLE"]).chain[0]?.hqCountry).toBe("CH");
    expect(resolver.companyNamed("nestle")).toBe(nestle);
    expect(resolver.companyNamed("Nestlé S.A.")).toBeNull();
  });

  it("marks an AI-proposed link from brand to owner as the AI's low-confidence claim, and only that link", () => {
    const registry = snapshotBuilder();
    registry.brand("Nova", [["Nova Foods", "DE", { confidence: "medium" }], ["Nova Group", "NL"]], { source: "ai", confidence: "low" });
    const { chain } = buildOwnershipResolver(registry.snapshot).resolve(["Nova"]);
    expect(chain.map(({ name, source, confidence }) => [name, source, confidence])).toEqual([
      ["Nova Foods", "ai", "low"],
      ["Nova Group", "registry", "high"],
    ]);
  });

  it("stops a chain of parents that loops (an edited row) after MAX_CHAIN_LENGTH companies", () => {
    const registry = snapshotBuilder();
    const brandId = registry.brand("Loop", [["Loop A", "SE"], ["Loop B", "NO"]]);
    const ultimate = registry.snapshot.companies.find((company) => company.name === "Loop B");
    const direct = registry.snapshot.brands.find((brand) => brand.id === brandId)?.ownerId;
    if (!ultimate || direct === undefined) throw new Error("fixture");
    ultimate.parentId = direct;
    const resolver = buildOwnershipResolver(registry.snapshot);
    expect(resolver.resolve(["Loop"]).chain.map((company) => company.name)).toEqual(
      Array.from({ length: MAX_CHAIN_LENGTH }, (_, i) => (i % 2 === 0 ? "Loop A" : "Loop B")),
    );
    expect(resolver.ownerOf(["Loop"])?.name).toBe("Loop B");
  });

  it("hands every caller its own chain: changing one answer does not change the next", () => {
    const registry = snapshotBuilder();
    registry.brand("Arla", [["Arla Foods", "DK"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    resolver.resolve(["Arla"]).chain.push({ name: "X", hqCountry: "US", source: "ai", confidence: "low", sourceNote: "" });
    expect(resolver.resolve(["Arla"]).chain).toHaveLength(1);
  });
});

describe("resolve: legal names of the companies a product names", () => {
  /** A registry with the companies and brands the cases below look for. */
  function legalNameRegistry() {
    const registry = snapshotBuilder();
    registry.companies([["Hometown Grocers", "US"]]);
    registry.companies([["The Kraft Heinz Company", "US"]]);
    registry.companies([["Orkla Foods Sverige", "SE"], ["Orkla ASA", "NO"]]);
    registry.companies([["Nestlé", "CH"]]);
    registry.companies([["US Foods", "US"]]);
    registry.brand("Sun", [["Unilever", "GB"]]);
    registry.brand("Loacker", [["A. Loacker", "IT"]]);
    registry.brand("Valley", [["Valley Dairy", "FI"]]);
    return registry;
  }
  const ownerNamed = (resolver: ReturnType<typeof buildOwnershipResolver>, companyName: string) =>
    resolver.resolve(["Unknown Brand", companyName]).chain[0]?.name ?? null;

  it("finds the company X from a legal name such as 'X Grocery Company Inc.', in many languages", () => {
    const resolver = buildOwnershipResolver(legalNameRegistry().snapshot);
    expect(ownerNamed(resolver, "Hometown Grocers Company Inc.")).toBe("Hometown Grocers");
    expect(ownerNamed(resolver, "Hometown Grocers Grocery Company Inc.")).toBe("Hometown Grocers");
    expect(ownerNamed(resolver, "Kraft Heinz Foods Company")).toBe("The Kraft Heinz Company");
    expect(ownerNamed(resolver, "KRAFT HEINZ FOODS CO.")).toBe("The Kraft Heinz Company");
    expect(ownerNamed(resolver, "Orkla Foods Sverige AB")).toBe("Orkla Foods Sverige");
    expect(ownerNamed(resolver, "Orkla Foods Sverige A/S")).toBe("Orkla Foods Sverige");
    expect(ownerNamed(resolver, "Nestlé Deutschland AG")).toBe("Nestlé");
    expect(ownerNamed(resolver, "Nestlé USA, Inc.")).toBe("Nestlé");
    expect(ownerNamed(resolver, "Nestlé Nordic Holding Oy")).toBe("Nestlé");
    expect(ownerNamed(resolver, "Nestlé España S.A.")).toBe("Nestlé");
    expect(ownerNamed(resolver, "US Foods, Inc.")).toBe("US Foods");
    const match = resolver.resolve(["Unknown Brand", "Kraft Heinz Foods Company"]).match;
    expect(match).toEqual({ by: "company", name: "Kraft Heinz Foods Company" });
  });

  it("knows a registry company by its name without legal forms, and by its shortest prefix before trade words", () => {
    const resolver = buildOwnershipResolver(legalNameRegistry().snapshot);
    // "Orkla ASA" is known as "orkla"; "Orkla Foods Sverige" would be too, but the ASA is the closer name.
    expect(ownerNamed(resolver, "Orkla Group International")).toBe("Orkla ASA");
    expect(ownerNamed(resolver, "Orkla Foods Norge AS")).toBe("Orkla ASA");
  });

  it("finds a brand's owner from a company name that is the brand's own key without its legal form", () => {
    const resolver = buildOwnershipResolver(legalNameRegistry().snapshot);
    const { brand, chain, match } = resolver.resolve(["Quadratini", "Loacker S.p.A."]);
    expect(brand).toBe("Loacker");
    expect(chain[0]?.name).toBe("A. Loacker");
    expect(match).toEqual({ by: "brand", name: "Loacker S.p.A." });
  });

  it("makes no false match: a prefix counts only when every word after it is a legal form, trade word or market", () => {
    const resolver = buildOwnershipResolver(legalNameRegistry().snapshot);
    // "Sun" is a brand, "Valley" is a brand, "Hometown Grocers" a company: none of these names means one.
    expect(ownerNamed(resolver, "Sun Valley Foods Inc.")).toBeNull();
    expect(ownerNamed(resolver, "Sun Maid Growers of California")).toBeNull();
    expect(ownerNamed(resolver, "Valley Fresh Farms LLC")).toBeNull();
    expect(ownerNamed(resolver, "Hometown Bakery Inc.")).toBeNull();
    expect(ownerNamed(resolver, "Kraft Paper Products Corp")).toBeNull();
    expect(ownerNamed(resolver, "Nestlé Purina PetCare Company")).toBeNull();
    // Generic words alone name nobody: "US Foods" is not "US Pantry Foods", nor is "Global Brands Ltd" "US".
    expect(ownerNamed(resolver, "US Pantry Foods")).toBeNull();
    expect(ownerNamed(resolver, "Global Brands Ltd")).toBeNull();
    // A brand's key counts only as the whole company name, never as a prefix of it.
    expect(ownerNamed(resolver, "Sun Foods Inc.")).toBeNull();
  });

  it("never reads the brand itself as a legal name", () => {
    const resolver = buildOwnershipResolver(legalNameRegistry().snapshot);
    expect(resolver.resolve(["Hometown Grocers Kitchen Inc."]).chain).toEqual([]);
    expect(resolver.resolve(["Nestlé USA"]).chain).toEqual([]);
  });

  it("means no company by a key two companies of different ultimate owners share", () => {
    const registry = snapshotBuilder();
    registry.companies([["Polar Foods", "FI"]]);
    registry.companies([["Polar Group", "US"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    expect(ownerNamed(resolver, "Polar International AB")).toBeNull();
    // Their exact names still find them.
    expect(ownerNamed(resolver, "Polar Group Inc")).toBe("Polar Group");
  });
});

describe("resolve: the ladder of evidence", () => {
  it("ranks a brand above a company named by the product, and a company above an AI proposal", () => {
    const registry = snapshotBuilder();
    registry.brand("Felix", [["Orkla Foods Sverige", "SE"], ["Orkla ASA", "NO"]]);
    registry.companies([["Hometown Grocers", "US"]]);
    registry.brand("Guessed", [["Guess Corp", "DE", { source: "ai", confidence: "low" }]], { source: "ai", confidence: "low" });
    const resolver = buildOwnershipResolver(registry.snapshot);
    // The registry's brand wins over the brand owner's field.
    expect(resolver.resolve(["Felix", "Hometown Grocers Inc."]).chain[0]?.name).toBe("Orkla Foods Sverige");
    // A company the product names, even by its legal name, wins over the AI's proposal for the brand.
    expect(resolver.resolve(["Guessed", "Hometown Grocers Inc."])).toMatchObject({
      brand: "",
      chain: [{ name: "Hometown Grocers", source: "registry" }],
      match: { by: "company", name: "Hometown Grocers Inc." },
    });
    expect(resolver.ownerOf(["Guessed", "Hometown Grocers Inc."])?.hqCountry).toBe("US");
    // With no company named, the AI's proposal is what there is.
    expect(resolver.resolve(["Guessed", "Someone Else Ltd"])).toMatchObject({
      brand: "Guessed",
      chain: [{ name: "Guess Corp", source: "ai", confidence: "low" }],
      link: "low",
      match: { by: "brand", name: "Guessed" },
    });
  });

  it("gives the brand's own link confidence with its chain", () => {
    const registry = snapshotBuilder();
    registry.brand("Thin", [["Thin Co", "SE"]], { confidence: "low" });
    expect(buildOwnershipResolver(registry.snapshot).resolve(["Thin"]).link).toBe("low");
  });
});

describe("resolve with regional owners", () => {
  it("gives a North American barcode the brand's North American owner, and any other barcode its owner elsewhere", () => {
    const registry = snapshotBuilder();
    const brand = registry.brand("Chain Kellogg's", [["Kellanova", "US"], ["Mars", "US"]]);
    registry.regionalOwner(brand, "north-america", [["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);

    const american = resolver.resolve(["Chain Kelloggs"], marketRegionsOf(US_BARCODE));
    expect(american.brand).toBe("Chain Kellogg's");
    expect(owners(american.chain)).toEqual([["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]]);

    expect(marketRegionsOf(UK_BARCODE)).toEqual(["GB"]);
    const european = resolver.resolve(["Chain Kelloggs"], marketRegionsOf(UK_BARCODE));
    expect(owners(european.chain)).toEqual([["Kellanova", "US"], ["Mars", "US"]]);
    // Without a region (callers that only ask whether the brand is known), the owner elsewhere.
    expect(resolver.resolve(["Chain Kelloggs"]).chain[0]?.name).toBe("Kellanova");
  });

  it("keeps the one owner of a brand without regional owners in every region", () => {
    const registry = snapshotBuilder();
    registry.brand("Chain Arla", [["Arla Foods", "DK"]]);
    const { chain } = buildOwnershipResolver(registry.snapshot).resolve(["Chain Arla"], ["north-america"]);
    expect(chain.map((company) => company.hqCountry)).toEqual(["DK"]);
  });

  it("gives a regional owner limited to categories only the region's products in them: Kellogg's cereals, not its snacks", () => {
    const registry = snapshotBuilder();
    const brand = registry.brand("Cereal Kellogg's", [["Kellanova", "US"], ["Mars", "US"]]);
    registry.regionalOwner(brand, "north-america", [["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]], ["en:breakfast-cereals"]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    const chainOf = (barcode: string, categories: string[]) => owners(resolver.resolve(["Cereal Kellogg's"], marketRegionsOf(barcode), categories).chain);

    expect(chainOf(US_BARCODE, CEREAL)).toEqual([["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]]);
    // US Pop-Tarts stayed with Kellanova (Mars), as did a US product of unknown category.
    expect(chainOf(US_POP_TARTS, POP_TARTS)).toEqual([["Kellanova", "US"], ["Mars", "US"]]);
    expect(chainOf(US_POP_TARTS, [])).toEqual([["Kellanova", "US"], ["Mars", "US"]]);
    // A European box of cereal: Kellanova (Mars) whatever its category.
    expect(chainOf(UK_BARCODE, CEREAL)).toEqual([["Kellanova", "US"], ["Mars", "US"]]);
  });

  it("does not mark a regional owner as the AI's when only the brand's own link was proposed by AI", () => {
    const registry = snapshotBuilder();
    const brand = registry.brand("Proposed", [["Proposed Owner", "US"]], { source: "ai", confidence: "low" });
    registry.regionalOwner(brand, "north-america", [["Regional Owner", "CA"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    expect(resolver.resolve(["Proposed"], ["north-america"]).chain[0]).toMatchObject({ name: "Regional Owner", source: "registry" });
    expect(resolver.resolve(["Proposed"]).chain[0]).toMatchObject({ name: "Proposed Owner", source: "ai", confidence: "low" });
  });

  it("gives a country's barcode the brand's owner in that country: a Swedish Coop product is Coop Sverige's", () => {
    const registry = snapshotBuilder();
    const coop = registry.brand("Country Coop", [["Coop Italia", "IT"]]);
    registry.regionalOwner(coop, "SE", [["Coop Sverige", "SE"], ["KF", "SE"]]);
    registry.regionalOwner(coop, "NO", [["Coop Norge", "NO"]]);
    registry.regionalOwner(coop, "GB", [["Co-operative Group", "GB"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    const chainOf = (barcode: string) => owners(resolver.resolve(["Country Coop"], marketRegionsOf(barcode)).chain);

    expect(chainOf(SE_BARCODE)).toEqual([["Coop Sverige", "SE"], ["KF", "SE"]]);
    expect(chainOf(NO_BARCODE)).toEqual([["Coop Norge", "NO"]]);
    expect(chainOf(UK_BARCODE)).toEqual([["Co-operative Group", "GB"]]);
    // Italian, and every country without an owner of its own: the brand's owner.
    expect(chainOf(IT_BARCODE)).toEqual([["Coop Italia", "IT"]]);
    expect(chainOf(US_BARCODE)).toEqual([["Coop Italia", "IT"]]);
    // A retailer's own code sold only in Sweden.
    expect(owners(resolver.resolve(["Country Coop"], marketRegionsOf(IN_STORE_CODE, ["en:sweden"])).chain)[0]).toEqual(["Coop Sverige", "SE"]);
    expect(owners(resolver.resolve(["Country Coop"], marketRegionsOf(IN_STORE_CODE)).chain)[0]).toEqual(["Coop Italia", "IT"]);
  });

  it("prefers the country's owner over North America's over the owner elsewhere: Safeway", () => {
    const registry = snapshotBuilder();
    const safeway = registry.brand("Country Safeway", [["Albertsons Companies", "US"]]);
    registry.regionalOwner(safeway, "CA", [["Sobeys", "CA"], ["Empire Company", "CA"]]);
    registry.regionalOwner(safeway, "north-america", [["North American Owner", "US"]]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    const chainOf = (barcode: string) => owners(resolver.resolve(["Country Safeway"], marketRegionsOf(barcode)).chain);

    expect(chainOf(CA_BARCODE)).toEqual([["Sobeys", "CA"], ["Empire Company", "CA"]]);
    expect(chainOf(US_BARCODE)).toEqual([["North American Owner", "US"]]);
    expect(chainOf(UK_BARCODE)).toEqual([["Albertsons Companies", "US"]]);
    // Not American in Canada: the catalogue query must not rule its products out.
    expect(resolver.nonAmericanKeys).toContain("country safeway");
  });

  it("falls back to North America, then the owner elsewhere, when a country's owner is limited to other categories", () => {
    const registry = snapshotBuilder();
    const brand = registry.brand("Country Kellogg's", [["Kellanova", "US"], ["Mars", "US"]]);
    registry.regionalOwner(brand, "CA", [["Canadian Snacks", "CA"]], ["en:snacks"]);
    registry.regionalOwner(brand, "north-america", [["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]], ["en:breakfast-cereals"]);
    const resolver = buildOwnershipResolver(registry.snapshot);
    const chainOf = (barcode: string, categories: string[]) => owners(resolver.resolve(["Country Kellogg's"], marketRegionsOf(barcode), categories).chain)[0];

    expect(chainOf(CA_BARCODE, POP_TARTS)).toEqual(["Canadian Snacks", "CA"]);
    expect(chainOf(CA_BARCODE, CEREAL)).toEqual(["WK Kellogg Co", "US"]);
    expect(chainOf(CA_BARCODE, [])).toEqual(["Kellanova", "US"]);
    expect(chainOf(US_POP_TARTS, POP_TARTS)).toEqual(["Kellanova", "US"]);
  });

  it("tells whether a regional owner limited to some categories owns a product", () => {
    expect(ownsCategories([], [])).toBe(true);
    expect(ownsCategories(["en:breakfast-cereals"], CEREAL)).toBe(true);
    expect(ownsCategories(["en:breakfast-cereals"], POP_TARTS)).toBe(false);
    expect(ownsCategories(["en:breakfast-cereals"], [])).toBe(false);
  });
});

describe("ownerOf and the American keys, as the alternatives engine asks", () => {
  it("resolves brands, aliases and company names to the ultimate owner, in the order the names are given", () => {
    const registry = snapshotBuilder();
    const cadbury = registry.brand("Index Cadbury", [["Index Cadbury UK", "GB"], ["Index Mondelez", "US"]]);
    registry.alias("index cadburys", cadbury);
    registry.brand("Index Arla", [["Index Arla Foods", "DK"]]);
    const index = buildOwnershipResolver(registry.snapshot);

    expect(index.ownerOf(["INDEX-CADBURY"])).toEqual({ name: "Index Mondelez", hqCountry: "US", source: "registry", confidence: "high" });
    expect(index.ownerOf(["Index Cadbury's"])).toMatchObject({ hqCountry: "US" });
    expect(index.ownerOf(["", "unknown brand", "index arla"])).toMatchObject({ hqCountry: "DK" });
    // Written as the company: "Index Mondelez" is a company name, not a brand.
    expect(index.ownerOf(["Index Mondelez"])).toMatchObject({ hqCountry: "US" });
    expect(index.ownerOf(["nobody"])).toBeNull();
    expect(index.americanKeys).toEqual(expect.arrayContaining(["index cadbury", "index cadburys", "index mondelez"]));
    expect(index.nonAmericanKeys).toEqual(expect.arrayContaining(["index arla", "index arla foods"]));
  });

  it("marks an owner reached through an AI-proposed link or company as an unconfirmed AI answer", () => {
    const registry = snapshotBuilder();
    registry.brand("Index AI Brand", [["Index AI Owner", "SE", { source: "ai", confidence: "low" }]], { source: "ai", confidence: "low" });
    registry.brand("Index AI Parent Brand", [["Index Subsidiary", "SE"], ["Index AI Parent", "NO", { source: "ai", confidence: "low" }]]);
    const index = buildOwnershipResolver(registry.snapshot);
    expect(index.ownerOf(["Index AI Brand"])).toEqual({ name: "Index AI Owner", hqCountry: "SE", source: "ai", confidence: "low" });
    expect(index.ownerOf(["Index AI Parent Brand"])).toEqual({ name: "Index AI Parent", hqCountry: "NO", source: "ai", confidence: "low" });
  });

  it("gives the lowest confidence along the way, the brand's own link to its owner included", () => {
    const registry = snapshotBuilder();
    registry.brand("Index Felix", [["Index Orkla Foods Sverige", "SE"], ["Index Orkla", "NO"]], { confidence: "medium" });
    registry.brand("Index Medium Owner", [["Index Medium Company", "SE", { confidence: "medium" }], ["Index Parent", "NO"]]);
    const index = buildOwnershipResolver(registry.snapshot);
    expect(index.ownerOf(["Index Felix"])).toEqual({ name: "Index Orkla", hqCountry: "NO", source: "registry", confidence: "medium" });
    expect(index.ownerOf(["Index Medium Owner"])?.confidence).toBe("medium");
    // The chain itself shows each company as the registry has it.
    expect(index.resolve(["Index Felix"]).chain.map((company) => company.confidence)).toEqual(["high", "high"]);
  });

  it("resolves a brand to its owner in the product's region, under its aliases too", () => {
    const registry = snapshotBuilder();
    const brand = registry.brand("Index Kellogg's", [["Index Kellanova", "US"], ["Index Mars", "US"]]);
    registry.alias("index kellogg", brand);
    registry.regionalOwner(brand, "north-america", [["Index WK Kellogg Co", "US"], ["Index Ferrero", "LU"]], [], "medium");
    const index = buildOwnershipResolver(registry.snapshot);

    expect(index.ownerOf(["Index Kellogg's"], ["north-america"])).toEqual({ name: "Index Ferrero", hqCountry: "LU", source: "registry", confidence: "medium" });
    expect(index.ownerOf(["Index Kellogg"], ["north-america"])).toMatchObject({ hqCountry: "LU" });
    expect(index.ownerOf(["Index Kellogg's"], [])).toMatchObject({ name: "Index Mars", hqCountry: "US" });
    expect(index.ownerOf(["Index Kellogg's"])).toMatchObject({ hqCountry: "US" });
    // Not American in one region: the catalogue query must not rule its products out.
    expect(index.nonAmericanKeys).toEqual(expect.arrayContaining(["index kelloggs", "index kellogg"]));
    expect(index.americanKeys).not.toContain("index kelloggs");
  });

  it("keeps a brand American everywhere when its regional owner is American too", () => {
    const registry = snapshotBuilder();
    const brand = registry.brand("Index 7UP", [["Index PepsiCo", "US"]]);
    registry.regionalOwner(brand, "north-america", [["Index Keurig Dr Pepper", "US"]]);
    const index = buildOwnershipResolver(registry.snapshot);
    expect(index.ownerOf(["Index 7UP"], ["north-america"])?.name).toBe("Index Keurig Dr Pepper");
    expect(index.americanKeys).toContain("index 7up");
    expect(index.nonAmericanKeys).not.toContain("index 7up");
  });

  it("resolves a brand to a regional owner limited to categories only for the region's products in them", () => {
    const registry = snapshotBuilder();
    const brand = registry.brand("Index Cereal Kellogg's", [["Index Cereal Kellanova", "US"], ["Index Cereal Mars", "US"]]);
    registry.alias("index cereal kellogg", brand);
    registry.regionalOwner(brand, "north-america", [["Index Cereal WK Kellogg Co", "US"], ["Index Cereal Ferrero", "LU"]], ["en:breakfast-cereals"]);
    const index = buildOwnershipResolver(registry.snapshot);

    expect(index.ownerOf(["Index Cereal Kellogg's"], ["north-america"], CEREAL)).toMatchObject({ name: "Index Cereal Ferrero", hqCountry: "LU" });
    expect(index.ownerOf(["Index Cereal Kellogg"], ["north-america"], CEREAL)).toMatchObject({ hqCountry: "LU" });
    expect(index.ownerOf(["Index Cereal Kellogg's"], ["north-america"], POP_TARTS)).toMatchObject({ name: "Index Cereal Mars", hqCountry: "US" });
    expect(index.ownerOf(["Index Cereal Kellogg's"], ["north-america"])).toMatchObject({ hqCountry: "US" });
    expect(index.ownerOf(["Index Cereal Kellogg's"], [], CEREAL)).toMatchObject({ name: "Index Cereal Mars" });
    // Not American for some products: the catalogue query must not rule the brand's products out.
    expect(index.nonAmericanKeys).toEqual(expect.arrayContaining(["index cereal kelloggs", "index cereal kellogg"]));
  });

  it("derives ownerOf from the same resolution as resolve, the order of names included", () => {
    const registry = snapshotBuilder();
    registry.companies([["Index Unilever", "GB"]]);
    registry.brand("Index Hellmann's", [["Index Hellmann Foods", "US"]]);
    const index = buildOwnershipResolver(registry.snapshot);
    // A company's name given first does not beat a brand given later.
    expect(index.resolve(["Index Unilever", "Index Hellmann's"]).brand).toBe("Index Hellmann's");
    expect(index.ownerOf(["Index Unilever", "Index Hellmann's"])).toMatchObject({ name: "Index Hellmann Foods", hqCountry: "US" });
  });
});
