import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "./barcode";
import { isMarketRegion, MARKET_REGION_CHOICES, marketRegionsOf } from "./market-region";

/** A check-digit-valid EAN-13 with the given three-digit prefix. */
const ean13 = (prefix: string): string => {
  const body = `${prefix}123456789`;
  return `${body}${computeCheckDigit(body)}`;
};

describe("marketRegionsOf", () => {
  it("places GS1 US and GS1 Canada barcodes in their country, then North America", () => {
    // A US box of Kellogg's Frosted Flakes, as UPC-A and as its 13-digit form.
    expect(marketRegionsOf("038000596582")).toEqual(["US", "north-america"]);
    expect(marketRegionsOf("0038000596582")).toEqual(["US", "north-america"]);
    for (const prefix of ["000", "019", "030", "039", "060", "100", "139"]) {
      expect(marketRegionsOf(ean13(prefix))).toEqual(["US", "north-america"]);
    }
    for (const prefix of ["754", "755"]) expect(marketRegionsOf(ean13(prefix))).toEqual(["CA", "north-america"]);
  });

  it("places every other GS1 barcode in its GS1 office's country only", () => {
    const expected = { "500": "GB", "730": "SE", "700": "NO", "570": "DK", "760": "CH", "800": "IT", "400": "DE", "300": "FR", "750": "MX", "540": "BE" };
    for (const [prefix, country] of Object.entries(expected)) {
      expect(marketRegionsOf(ean13(prefix))).toEqual([country]);
    }
  });

  it("gives a barcode without a GS1 country the one country it is sold in, if there is one", () => {
    // Restricted-circulation (in-store) numbers, books and coupons name no GS1 country.
    for (const prefix of ["020", "045", "200", "978", "990"]) {
      expect(marketRegionsOf(ean13(prefix))).toEqual([]);
      expect(marketRegionsOf(ean13(prefix), ["en:sweden"])).toEqual(["SE"]);
      expect(marketRegionsOf(ean13(prefix), ["en:sweden", "sweden"])).toEqual(["SE"]);
      expect(marketRegionsOf(ean13(prefix), ["en:sweden", "en:norway"])).toEqual([]);
      expect(marketRegionsOf(ean13(prefix), ["en:world"])).toEqual([]);
    }
    // The barcode's country wins over where it is sold.
    expect(marketRegionsOf(ean13("730"), ["en:norway"])).toEqual(["SE"]);
  });

  it("gives no region for what is not a valid barcode", () => {
    expect(marketRegionsOf("")).toEqual([]);
    expect(marketRegionsOf("0038000596583")).toEqual([]);
    expect(marketRegionsOf("not a barcode")).toEqual([]);
  });
});

describe("isMarketRegion", () => {
  it("accepts North America and canonical ISO country codes only", () => {
    for (const region of ["north-america", "SE", "GB", "US", "MX"]) expect(isMarketRegion(region)).toBe(true);
    for (const region of ["europe", "North America", "UK", "se", "XX", ""]) expect(isMarketRegion(region)).toBe(false);
  });

  it("offers North America first, then countries, each once", () => {
    expect(MARKET_REGION_CHOICES[0]).toBe("north-america");
    expect(MARKET_REGION_CHOICES).toContain("SE");
    expect(new Set(MARKET_REGION_CHOICES).size).toBe(MARKET_REGION_CHOICES.length);
    expect(MARKET_REGION_CHOICES.every(isMarketRegion)).toBe(true);
  });
});
