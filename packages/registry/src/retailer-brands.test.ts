// Retailers' own brands in the shipped registry (docs/origin.md, "The brand registry"): a store brand
// resolves to its retailer group and on to the group's ultimate owner, which may sit in another
// country than the shop's name suggests.
import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "@productcheck/domain/barcode";
import { brandKey } from "@productcheck/domain/brand-key";
import { marketRegionsOf } from "@productcheck/domain/market-region";

import { loadRegistry } from "./load-registry";
import { buildOwnershipResolver } from "./ownership-resolver";
import { snapshotOfRegistry } from "./testing/registry-snapshot";

const registry = loadRegistry();

/** The owners of the brand a name (or alias) on a pack names, direct owner first, as [name, HQ] pairs. */
function ownersOf(printedName: string): [string, string][] {
  const key = brandKey(printedName);
  const brand = registry.brands.find((entry) => [entry.name, ...(entry.aliases ?? [])].some((name) => brandKey(name) === key));
  if (!brand) throw new Error(`no brand named "${printedName}"`);
  const chain: [string, string][] = [];
  for (let name: string | undefined = brand.owner; name !== undefined; ) {
    const company = registry.companies.find((entry) => entry.name === name);
    if (!company) throw new Error(`unknown company "${name}"`);
    chain.push([company.name, company.hq]);
    name = company.parent;
  }
  return chain;
}

describe("retailers' own brands", () => {
  it.each([
    ["Great Value", [["Walmart", "US"]]],
    ["Kirkland Signature", [["Costco Wholesale", "US"]]],
    ["Member's Mark", [["Walmart", "US"]]],
    ["Private Selection", [["The Kroger Co.", "US"]]],
  ])("%s belongs to an American retailer", (name, owners) => {
    expect(ownersOf(name)).toEqual(owners);
  });

  it.each([
    // Store brands of US chains whose group is headquartered elsewhere.
    ["Trader Joe's", [["Trader Joe's", "US"], ["Aldi Nord", "DE"]]],
    ["Trader Giotto's", [["Trader Joe's", "US"], ["Aldi Nord", "DE"]]],
    ["Simply Nature", [["Aldi Süd", "DE"]]],
    ["My Essentials", [["Food Lion", "US"], ["Ahold Delhaize", "NL"]]],
    ["Nature's Promise", [["Ahold Delhaize", "NL"]]],
    ["7-Select", [["7-Eleven, Inc.", "US"], ["Seven & i Holdings", "JP"]]],
    ["First Street", [["Smart & Final", "US"], ["Grupo Comercial Chedraui", "MX"]]],
    ["President's Choice", [["Loblaw Companies", "CA"], ["George Weston Limited", "CA"]]],
  ])("%s resolves to its retailer group abroad", (name, owners) => {
    expect(ownersOf(name)).toEqual(owners);
  });

  it.each([
    ["Garant", [["Axfood", "SE"], ["Axel Johnson", "SE"]]],
    ["City Gross", [["City Gross", "SE"], ["Axfood", "SE"], ["Axel Johnson", "SE"]]],
    ["ICA Selection", [["ICA Gruppen", "SE"]]],
    ["Xtra", [["Coop Sverige", "SE"], ["Kooperativa Förbundet", "SE"]]],
    ["First Price", [["NorgesGruppen", "NO"], ["Joh. Johannson Handel", "NO"]]],
    ["REMA 1000", [["Reitan Retail", "NO"], ["Reitan Group", "NO"]]],
    ["Salling Princip", [["Salling Group", "DK"]]],
    ["Irma", [["Coop Danmark", "DK"], ["Coop amba", "DK"]]],
    ["Pirkka", [["Kesko", "FI"]]],
    ["Rainbow", [["S Group", "FI"]]],
    ["Krónan", [["Festi", "IS"]]],
  ])("the Nordic label %s resolves to its grocery group", (name, owners) => {
    expect(ownersOf(name)).toEqual(owners);
  });

  it("reads the spellings seen on packs as the same brand", () => {
    expect(ownersOf("Target Stores")).toEqual([["Target Corporation", "US"]]);
    expect(ownersOf("Intermarche")).toEqual([["Les Mousquetaires", "FR"]]);
    expect(ownersOf("Winn-Dixie Stores, Inc.")).toEqual([["Southeastern Grocers", "US"]]);
    expect(ownersOf("Pirkka Luomu")).toEqual(ownersOf("Pirkka"));
  });

  it("follows a chain's sale to its new owner", () => {
    // SpartanNash was bought by C&S Wholesale Grocers in 2025; Walgreens and Boots by Sycamore Partners.
    expect(ownersOf("Our Family")).toEqual([
      ["SpartanNash", "US"],
      ["C&S Wholesale Grocers", "US"],
    ]);
    expect(ownersOf("No7")).toEqual([
      ["Boots", "GB"],
      ["Sycamore Partners", "US"],
    ]);
  });
});

describe("labels shared by groups of several countries", () => {
  const resolver = buildOwnershipResolver(snapshotOfRegistry(registry));
  /** A check-digit-valid EAN-13 with the given GS1 prefix. */
  const barcodeWith = (prefix: string): string => {
    const body = `${prefix}${"1234567890".slice(0, 12 - prefix.length)}`;
    return `${body}${computeCheckDigit(body)}`;
  };
  const directOwner = (brand: string, prefix: string) => resolver.resolve([brand], marketRegionsOf(barcodeWith(prefix))).chain[0]?.name;

  it.each([
    ["Coop", "730", "Coop Sverige"],
    ["Coop", "700", "Coop Norge"],
    ["Coop", "570", "Coop Danmark"],
    ["Coop", "640", "S Group"],
    ["Coop", "760", "Coop (Switzerland)"],
    ["Coop", "500", "Co-operative Group"],
    ["Coop", "800", "Coop Italia"],
    ["Coop", "400", "Coop Italia"],
    ["Xtra", "730", "Coop Sverige"],
    ["Xtra", "700", "Coop Norge"],
    ["Änglamark", "570", "Coop Danmark"],
    ["Eldorado", "730", "Axfood"],
    ["Eldorado", "700", "NorgesGruppen"],
    ["Netto", "300", "Les Mousquetaires"],
    ["Netto", "570", "Salling Group"],
    ["Netto", "590", "Salling Group"],
    ["Netto", "400", "Edeka"],
    ["Spar", "900", "SPAR Österreich"],
    ["First Price", "700", "NorgesGruppen"],
    ["First Price", "570", "Dagrofa"],
    ["Safeway", "001", "Albertsons Companies"],
    ["Safeway", "754", "Sobeys"],
  ])("%s with a GS1 %s barcode belongs to %s", (brand, prefix, owner) => {
    expect(directOwner(brand, prefix)).toBe(owner);
  });

  it("gives a Canadian Safeway product its Canadian ultimate owner", () => {
    const { chain } = resolver.resolve(["Safeway"], marketRegionsOf(barcodeWith("754")));
    expect(chain.map((company) => [company.name, company.hqCountry])).toEqual([["Sobeys", "CA"], ["Empire Company", "CA"]]);
  });
});
