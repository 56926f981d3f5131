import { describe, expect, it } from "vitest";

import {
  ALL_COUNTRY_CODES,
  countryFromOffTag,
  countryName,
  EU_COUNTRY_CODES,
  EUROPEAN_COUNTRY_CODES,
  isEuCountry,
  isEuropeanCountry,
  normalizeCountryCode,
  UNKNOWN_COUNTRY_NAME,
} from "./countries";

const EXPECTED_NAMES: Record<string, string> = {
  AT: "Austria", BE: "Belgium", BG: "Bulgaria", HR: "Croatia", CY: "Cyprus", CZ: "Czechia", DK: "Denmark",
  EE: "Estonia", FI: "Finland", FR: "France", DE: "Germany", GR: "Greece", HU: "Hungary", IE: "Ireland",
  IT: "Italy", LV: "Latvia", LT: "Lithuania", LU: "Luxembourg", MT: "Malta", NL: "Netherlands", PL: "Poland",
  PT: "Portugal", RO: "Romania", SK: "Slovakia", SI: "Slovenia", ES: "Spain", SE: "Sweden",
  GB: "United Kingdom", NO: "Norway", CH: "Switzerland", IS: "Iceland",
  US: "United States", CA: "Canada", AU: "Australia", NZ: "New Zealand", CN: "China", JP: "Japan",
  KR: "South Korea", TR: "Turkey", RU: "Russia", UA: "Ukraine",
};

describe("countryName", () => {
  it.each(Object.entries(EXPECTED_NAMES))("names %s %s", (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it("maps both UK and GB to United Kingdom, and EL (the EU's code) to Greece", () => {
    expect(countryName("UK")).toBe("United Kingdom");
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("uk")).toBe("United Kingdom");
    expect(countryName("EL")).toBe("Greece");
  });

  it("accepts lower and mixed case and surrounding spaces", () => {
    expect(countryName("se")).toBe("Sweden");
    expect(countryName("Us")).toBe("United States");
    expect(countryName("  de ")).toBe("Germany");
  });

  it.each([null, undefined, "", "   "])("says Unknown for %j", (missing) => {
    expect(countryName(missing)).toBe(UNKNOWN_COUNTRY_NAME);
    expect(UNKNOWN_COUNTRY_NAME).toBe("Unknown");
  });

  it.each([
    ["MX", "Mexico"],
    ["br", "Brazil"],
    [" in ", "India"],
  ])("names a country outside the map by its English name: %j", (code, shown) => {
    expect(countryName(code)).toBe(shown);
  });

  it.each([
    [" XX ", "XX"],
    ["Sweden", "Sweden"],
    ["USA", "USA"],
  ])("returns %j, which is no country code, as given, trimmed", (code, shown) => {
    expect(countryName(code)).toBe(shown);
  });

  it("does not treat inherited object keys as codes", () => {
    expect(countryName("constructor")).toBe("constructor");
    expect(countryName("__proto__")).toBe("__proto__");
  });
});

describe("ALL_COUNTRY_CODES", () => {
  it("covers the EU, the UK, Norway, Switzerland, Iceland and the ten other countries of the spec", () => {
    expect([...ALL_COUNTRY_CODES].sort()).toEqual(Object.keys(EXPECTED_NAMES).sort());
    expect(ALL_COUNTRY_CODES.length).toBeGreaterThanOrEqual(38);
  });

  it("is ordered by English name", () => {
    const names = ALL_COUNTRY_CODES.map((code) => countryName(code));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names[0]).toBe("Australia");
  });

  it("contains every EU member", () => {
    for (const code of EU_COUNTRY_CODES) expect(ALL_COUNTRY_CODES).toContain(code);
  });
});

describe("normalizeCountryCode", () => {
  it.each([
    ["se", "SE"],
    [" Se ", "SE"],
    ["UK", "GB"],
    ["uk", "GB"],
    ["GB", "GB"],
    ["EL", "GR"],
    ["MX", "MX"],
    ["XK", "XK"],
  ])("normalises %j to %s", (code, canonical) => {
    expect(normalizeCountryCode(code)).toBe(canonical);
  });

  it.each([null, undefined, "", " ", "XX", "ZZ", "EU", "USA", "S", "1A", "Sweden"])("is null for %j", (code) => {
    expect(normalizeCountryCode(code)).toBeNull();
  });

  it("knows every ISO 3166-1 code of the map", () => {
    for (const code of ALL_COUNTRY_CODES) expect(normalizeCountryCode(code)).toBe(code);
  });
});

describe("isEuropeanCountry and isEuCountry", () => {
  it("counts the 27 EU members as European and EU", () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    for (const code of EU_COUNTRY_CODES) {
      expect(isEuropeanCountry(code)).toBe(true);
      expect(isEuCountry(code)).toBe(true);
    }
  });

  it.each(["GB", "UK", "NO", "CH", "IS", "LI", "UA", "RS", "AL", "MD", "AD", "MC", "FO"])(
    "counts %s as European but not EU",
    (code) => {
      expect(isEuropeanCountry(code)).toBe(true);
      expect(isEuCountry(code)).toBe(false);
    },
  );

  it.each(["US", "CA", "AU", "NZ", "CN", "JP", "KR", "TR", "RU", "GE", "KZ", "MX", "XX", "", null, undefined])(
    "does not count %j as European",
    (code) => {
      expect(isEuropeanCountry(code)).toBe(false);
      expect(isEuCountry(code)).toBe(false);
    },
  );

  it("accepts lower case and the EL code for Greece", () => {
    expect(isEuropeanCountry("se")).toBe(true);
    expect(isEuCountry("el")).toBe(true);
  });

  it("lists every code once", () => {
    expect(new Set(EUROPEAN_COUNTRY_CODES).size).toBe(EUROPEAN_COUNTRY_CODES.length);
    for (const code of EUROPEAN_COUNTRY_CODES) expect(normalizeCountryCode(code)).toBe(code);
  });
});

describe("countryFromOffTag", () => {
  it("maps the tag of every country in the map", () => {
    const tags: Record<string, string> = {
      austria: "AT", belgium: "BE", bulgaria: "BG", croatia: "HR", cyprus: "CY", "czech-republic": "CZ",
      denmark: "DK", estonia: "EE", finland: "FI", france: "FR", germany: "DE", greece: "GR", hungary: "HU",
      ireland: "IE", italy: "IT", latvia: "LV", lithuania: "LT", luxembourg: "LU", malta: "MT",
      netherlands: "NL", poland: "PL", portugal: "PT", romania: "RO", slovakia: "SK", slovenia: "SI",
      spain: "ES", sweden: "SE", "united-kingdom": "GB", norway: "NO", switzerland: "CH", iceland: "IS",
      "united-states": "US", canada: "CA", australia: "AU", "new-zealand": "NZ", china: "CN", japan: "JP",
      "south-korea": "KR", turkey: "TR", russia: "RU", ukraine: "UA",
    };
    expect(Object.values(tags).sort()).toEqual([...ALL_COUNTRY_CODES].sort());
    for (const [slug, code] of Object.entries(tags)) expect(countryFromOffTag(`en:${slug}`)).toBe(code);
  });

  it.each([
    ["en:india", "IN"],
    ["en:mexico", "MX"],
    ["en:brazil", "BR"],
    ["en:morocco", "MA"],
    ["en:reunion", "RE"],
    ["en:cote-d-ivoire", "CI"],
    ["en:hong-kong", "HK"],
    ["en:bosnia-and-herzegovina", "BA"],
    ["en:kosovo", "XK"],
    ["en:french-polynesia", "PF"],
  ])("maps %s to %s", (tag, code) => {
    expect(countryFromOffTag(tag)).toBe(code);
  });

  it("ignores case and spaces, and reads a tag without prefix as English", () => {
    expect(countryFromOffTag("EN:France")).toBe("FR");
    expect(countryFromOffTag("  en:united-kingdom ")).toBe("GB");
    expect(countryFromOffTag("france")).toBe("FR");
  });

  it.each([
    null, undefined, "", "en:", "en:world", "en:european-union", "en:europe", "en:nederland", "fr:francia",
    "de:france", "en:france,en:spain", "en:constructor", "en:__proto__", "en:atlantis", "xx:yy:zz",
  ])("is null for %j", (tag) => {
    expect(countryFromOffTag(tag)).toBeNull();
  });

  it("only gives known codes", () => {
    for (const tag of ["en:united-states", "en:vatican-city", "en:aland-islands", "en:curacao"]) {
      const code = countryFromOffTag(tag);
      expect(code).not.toBeNull();
      expect(normalizeCountryCode(code)).toBe(code);
    }
  });
});
