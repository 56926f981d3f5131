import { describe, expect, it } from "vitest";

import { ZRegistryBrandSchema, ZRegistryCompanySchema, ZRegistryRegionalOwnerSchema } from "./registry-schema";
import { brand, company } from "./testing/registry-files";

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("ZRegistryCompanySchema", () => {
  it("accepts a company with an ISO country code, a parent, a source, a confidence and a note", () => {
    const entry = company("Orkla Foods Sverige", "SE", "Orkla", { confidence: "medium", note: "Felix is made in Eslöv" });
    expect(ZRegistryCompanySchema.parse(entry)).toEqual(entry);
  });

  it("rejects an HQ that is not an ISO 3166-1 alpha-2 code, in its canonical upper case", () => {
    for (const hq of ["UK", "se", "XX", "SWE", "", "EL"]) {
      expect(messages(ZRegistryCompanySchema.safeParse(company("Orkla", hq))), hq).toEqual([
        `HQ "${hq}" is not an ISO 3166-1 alpha-2 country code (GB for the United Kingdom)`,
      ]);
    }
    for (const hq of ["GB", "IN", "XK"]) expect(ZRegistryCompanySchema.safeParse(company("Orkla", hq)).success, hq).toBe(true);
  });

  it("rejects an empty source, a name with spaces around it, an unknown confidence and a field it does not know", () => {
    expect(messages(ZRegistryCompanySchema.safeParse(company("Orkla", "NO", undefined, { source: "  " })))).toEqual(["no source"]);
    expect(messages(ZRegistryCompanySchema.safeParse(company(" Orkla", "NO")))).toEqual(["a name must be non-empty, without spaces around it"]);
    expect(ZRegistryCompanySchema.safeParse(company("Orkla", "NO", undefined, { confidence: "sure" as "high" })).success).toBe(false);
    expect(ZRegistryCompanySchema.safeParse({ ...company("Orkla", "NO"), headquarters: "NO" }).success).toBe(false);
  });
});

describe("ZRegistryBrandSchema", () => {
  const regional = { region: "north-america" as const, owner: "WK Kellogg Co", source: "Ferrero press release (2025-09)", categories: ["en:breakfast-cereals"] };

  it("accepts a brand with aliases and a regional owner limited to categories", () => {
    const entry = brand("Kellogg's", "Kellanova", { aliases: ["Kelloggs"], confidence: "high", regionalOwners: [regional] });
    expect(ZRegistryBrandSchema.parse(entry)).toEqual(entry);
  });

  it("rejects an empty source and a name with nothing to match on", () => {
    expect(messages(ZRegistryBrandSchema.safeParse(brand("Felix", "Orkla", { source: "" })))).toEqual(["no source"]);
    expect(messages(ZRegistryBrandSchema.safeParse(brand("®", "Orkla")))).toEqual(["a brand name needs a letter or digit to be matched on"]);
  });

  it("accepts a regional owner for a country or a list of regions", () => {
    for (const region of ["SE", "GB", ["DK", "PL"], ["north-america", "MX"]]) {
      expect(ZRegistryRegionalOwnerSchema.parse({ ...regional, region }).region, JSON.stringify(region)).toEqual(region);
    }
  });

  it("rejects a regional owner in a region the barcode cannot tell, or without a source", () => {
    const unknown = (region: string) => `region "${region}" is neither "north-america" nor an ISO 3166-1 alpha-2 country code (GB for the United Kingdom)`;
    for (const region of ["europe", "UK", "se", "XX"]) {
      expect(messages(ZRegistryRegionalOwnerSchema.safeParse({ ...regional, region }))).toEqual([unknown(region)]);
    }
    expect(messages(ZRegistryRegionalOwnerSchema.safeParse({ ...regional, region: ["SE", "nordics"] }))).toEqual([unknown("nordics")]);
    expect(messages(ZRegistryRegionalOwnerSchema.safeParse({ ...regional, region: [] }))).toEqual(["empty region list"]);
    expect(messages(ZRegistryRegionalOwnerSchema.safeParse({ ...regional, source: " " }))).toEqual(["no source"]);
    const elsewhere = { ...brand("Kellogg's", "Kellanova"), regionalOwners: [{ ...regional, region: "south-america" }] };
    expect(messages(ZRegistryBrandSchema.safeParse(elsewhere))).toEqual([unknown("south-america")]);
  });
});
