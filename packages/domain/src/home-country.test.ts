import { describe, expect, it } from "vitest";

import { homeCountryFromAcceptLanguage } from "./home-country";

describe("homeCountryFromAcceptLanguage", () => {
  it.each([
    ["sv-SE", "SE"],
    ["sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7", "SE"],
    ["en-GB,en;q=0.9", "GB"],
    ["de-AT", "AT"],
    ["fr-ch, fr;q=0.9", "CH"],
    ["zh-Hant-TW", "TW"],
    ["en_US", "US"],
    ["en-UK", "GB"],
  ])("takes the region of the preferred range: %j -> %s", (header, country) => {
    expect(homeCountryFromAcceptLanguage(header, "SE")).toBe(country);
  });

  it("orders ranges by quality, keeping the header's order for equal values", () => {
    expect(homeCountryFromAcceptLanguage("en-US;q=0.5, da-DK;q=0.8", "SE")).toBe("DK");
    expect(homeCountryFromAcceptLanguage("fi-FI, de-DE", "SE")).toBe("FI");
  });

  it("ignores ranges with q=0, the wildcard and numeric regions", () => {
    expect(homeCountryFromAcceptLanguage("nl-NL;q=0, pl-PL;q=0.3", "SE")).toBe("PL");
    expect(homeCountryFromAcceptLanguage("*, es-419", "SE")).toBe("SE");
  });

  it("uses a language spoken mainly in one country when no range has a region", () => {
    expect(homeCountryFromAcceptLanguage("sv", "GB")).toBe("SE");
    expect(homeCountryFromAcceptLanguage("nb, en;q=0.5", "SE")).toBe("NO");
    expect(homeCountryFromAcceptLanguage("en, da;q=0.8", "SE")).toBe("DK");
  });

  it("prefers any region to a language guess", () => {
    expect(homeCountryFromAcceptLanguage("da, en-IE;q=0.5", "SE")).toBe("IE");
  });

  it("falls back for languages of many countries and for missing or junk headers", () => {
    expect(homeCountryFromAcceptLanguage("en", "SE")).toBe("SE");
    expect(homeCountryFromAcceptLanguage("es, pt;q=0.9", "FI")).toBe("FI");
    expect(homeCountryFromAcceptLanguage(undefined, "SE")).toBe("SE");
    expect(homeCountryFromAcceptLanguage("", "DE")).toBe("DE");
    expect(homeCountryFromAcceptLanguage(";;,,", "SE")).toBe("SE");
    expect(homeCountryFromAcceptLanguage("xx-QQ", "SE")).toBe("SE");
  });
});
