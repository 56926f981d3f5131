import { describe, expect, it } from "vitest";

import { EU_COUNTRY_CODES, EUROPEAN_COUNTRY_CODES, normalizeCountryCode } from "./countries";
import { areNeighbours, EUROPE_RUNG_COUNTRIES, LAND_BORDERS, neighboursOf, NORDIC_COUNTRIES, originRung } from "./neighbours";

describe("neighboursOf", () => {
  it("gives a Swedish shopper the other Nordic countries, over land or sea", () => {
    expect(neighboursOf("SE")).toEqual(["AX", "DK", "FI", "FO", "GL", "IS", "NO"]);
  });

  it("reads land borders, and the Nordic group on top of them", () => {
    expect(neighboursOf("DE")).toEqual(["AT", "BE", "CH", "CZ", "DK", "FR", "LU", "NL", "PL"]);
    expect(neighboursOf("FI")).toEqual(["AX", "DK", "FO", "GL", "IS", "NO", "RU", "SE"]);
    expect(neighboursOf("GB")).toEqual(["IE"]);
    expect(neighboursOf("uk")).toEqual(["IE"]);
  });

  it("gives islands without a land border none, and unknown codes none", () => {
    expect(neighboursOf("MT")).toEqual([]);
    expect(neighboursOf("CY")).toEqual([]);
    expect(neighboursOf("ZZ")).toEqual([]);
    expect(neighboursOf(null)).toEqual([]);
  });

  it("gives every European country on the mainland at least one neighbour", () => {
    const islands = new Set(["CY", "MT", "GG", "JE", "IM"]);
    for (const country of EUROPEAN_COUNTRY_CODES.filter((code) => !islands.has(code))) {
      expect(neighboursOf(country).length, country).toBeGreaterThan(0);
    }
  });
});

describe("the neighbour data", () => {
  it("names known countries only, each border once and never a country with itself", () => {
    const known = { has: (code: string) => normalizeCountryCode(code) === code };
    const seen = new Set<string>();
    for (const [a, b] of LAND_BORDERS) {
      expect(known.has(a) && known.has(b), `${a}-${b}`).toBe(true);
      expect(a).not.toBe(b);
      const key = [a, b].sort().join("-");
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    for (const country of [...NORDIC_COUNTRIES, ...EUROPE_RUNG_COUNTRIES]) expect(known.has(country), country).toBe(true);
  });

  it("is symmetric", () => {
    for (const country of new Set(LAND_BORDERS.flat())) {
      for (const neighbour of neighboursOf(country)) expect(areNeighbours(neighbour, country), `${neighbour}-${country}`).toBe(true);
    }
  });
});

describe("originRung", () => {
  it("ranks home, then neighbours, then the EU/EEA, Switzerland and the UK, then the rest, the US last", () => {
    expect(originRung("SE", "SE")).toBe("home");
    expect(originRung("NO", "SE")).toBe("neighbour");
    expect(originRung("IS", "SE")).toBe("neighbour");
    expect(originRung("DE", "SE")).toBe("europe");
    expect(originRung("CH", "SE")).toBe("europe");
    expect(originRung("GB", "SE")).toBe("europe");
    expect(originRung("RS", "SE")).toBe("elsewhere");
    expect(originRung("TH", "SE")).toBe("elsewhere");
    expect(originRung("US", "SE")).toBe("us");
  });

  it("depends on the shopper's home", () => {
    expect(originRung("DE", "DK")).toBe("neighbour");
    expect(originRung("DE", "AT")).toBe("neighbour");
    expect(originRung("NO", "DE")).toBe("europe");
    expect(originRung("RS", "HU")).toBe("neighbour");
  });

  it("counts the whole EU in the Europe rung", () => {
    for (const country of EU_COUNTRY_CODES) expect(["home", "neighbour", "europe"]).toContain(originRung(country, "SE"));
  });
});
