import { describe, expect, it } from "vitest";

import { MARKET_REGION_MESSAGE, ZMarketRegionSchema, ZSetRegionalOwnerSchema } from "./brand-locations";

describe("ZMarketRegionSchema", () => {
  it("accepts North America and country codes, in their canonical form", () => {
    for (const [input, region] of [
      ["north-america", "north-america"],
      [" North-America ", "north-america"],
      ["SE", "SE"],
      ["se", "SE"],
      ["UK", "GB"],
      ["MX", "MX"],
    ]) {
      expect(ZMarketRegionSchema.parse(input), input).toBe(region);
    }
  });

  it("rejects what is neither", () => {
    for (const input of ["europe", "nordics", "XX", "", "north america", 7]) {
      const result = ZMarketRegionSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message), String(input)).toEqual([MARKET_REGION_MESSAGE]);
    }
    expect(MARKET_REGION_MESSAGE).toContain("region must be one of");
  });

  it("reads the region of a regional owner to set", () => {
    const parsed = ZSetRegionalOwnerSchema.parse({ id: 1, region: "dk", ownerId: 2, sourceNote: "coop.dk" });
    expect(parsed).toMatchObject({ region: "DK", ownerId: 2, categories: [] });
  });
});
