import { describe, expect, it } from "vitest";

import { countryCodes, parseDeltaIndex } from "./catalogue-sync";

describe("parseDeltaIndex", () => {
  it("lists the delta files oldest first, as URLs beside the index, and ignores other names", () => {
    const index = "openfoodfacts_products_1700086400_1700172800.json.gz\n\nREADME.txt\nopenfoodfacts_products_1700000000_1700086400.json.gz\r\n";
    expect(parseDeltaIndex(index, "https://example.org/data/delta/index.txt")).toEqual([
      {
        file: "openfoodfacts_products_1700000000_1700086400.json.gz",
        url: "https://example.org/data/delta/openfoodfacts_products_1700000000_1700086400.json.gz",
        from: new Date(1_700_000_000_000),
        to: new Date(1_700_086_400_000),
      },
      expect.objectContaining({ file: "openfoodfacts_products_1700086400_1700172800.json.gz", to: new Date(1_700_172_800_000) }),
    ]);
  });
});

describe("countryCodes", () => {
  it("reads codes, English names and OFF tags, repeated or comma-separated", () => {
    expect(countryCodes(["Sweden", "no,en:denmark", "UK", " united states "])).toEqual(["DK", "GB", "NO", "SE", "US"]);
    expect(countryCodes([])).toEqual([]);
  });

  it("refuses what is not a country", () => {
    expect(() => countryCodes(["Swedenn"])).toThrow('Unknown country "Swedenn"');
    expect(() => countryCodes(["XX"])).toThrow('Unknown country "XX"');
  });
});
