import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "./barcode";
import { isMarketRegion, marketRegionOf } from "./market-region";

/** A check-digit-valid EAN-13 with the given three-digit prefix. */
const ean13 = (prefix: string): string => {
  const body = `${prefix}123456789`;
  return `${body}${computeCheckDigit(body)}`;
};

describe("marketRegionOf", () => {
  it("places GS1 US and GS1 Canada barcodes in North America", () => {
    // A US box of Kellogg's Frosted Flakes, as UPC-A and as its 13-digit form.
    expect(marketRegionOf("038000596582")).toBe("north-america");
    expect(marketRegionOf("0038000596582")).toBe("north-america");
    for (const prefix of ["000", "019", "030", "039", "060", "100", "139", "754", "755"]) {
      expect(marketRegionOf(ean13(prefix))).toBe("north-america");
    }
  });

  it("places every other barcode in no region", () => {
    // European Kellogg's (GS1 UK), and Swedish, German, French, Mexican and Luxembourg/Belgian prefixes.
    for (const prefix of ["500", "730", "400", "300", "750", "540"]) {
      expect(marketRegionOf(ean13(prefix))).toBeNull();
    }
    // Restricted-circulation (in-store) numbers, books and coupons name no GS1 country.
    for (const prefix of ["020", "045", "200", "978", "990"]) {
      expect(marketRegionOf(ean13(prefix))).toBeNull();
    }
  });

  it("gives no region for what is not a valid barcode", () => {
    expect(marketRegionOf("")).toBeNull();
    expect(marketRegionOf("0038000596583")).toBeNull();
    expect(marketRegionOf("not a barcode")).toBeNull();
  });
});

describe("isMarketRegion", () => {
  it("accepts only the regions we distinguish", () => {
    expect(isMarketRegion("north-america")).toBe(true);
    expect(isMarketRegion("europe")).toBe(false);
    expect(isMarketRegion("North America")).toBe(false);
  });
});
