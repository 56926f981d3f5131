import { describe, expect, it } from "vitest";

import { ALL_COUNTRY_CODES } from "@productcheck/domain/countries";

import { flagUrl } from "./flag-url";

describe("flagUrl", () => {
  it("points at the 20 px wide flagcdn image, in lower case", () => {
    expect(flagUrl("SE")).toBe("https://flagcdn.com/w20/se.png");
    expect(flagUrl("us")).toBe("https://flagcdn.com/w20/us.png");
    expect(flagUrl("MX")).toBe("https://flagcdn.com/w20/mx.png");
  });

  it("uses gb for the United Kingdom and gr for EL", () => {
    expect(flagUrl("UK")).toBe("https://flagcdn.com/w20/gb.png");
    expect(flagUrl("GB")).toBe("https://flagcdn.com/w20/gb.png");
    expect(flagUrl("EL")).toBe("https://flagcdn.com/w20/gr.png");
  });

  it.each([null, undefined, "", "  ", "XX", "Sweden", "S", "../x", "SE.png"])("is null for %j", (code) => {
    expect(flagUrl(code)).toBeNull();
  });

  it("has a flag for every country in the map", () => {
    for (const code of ALL_COUNTRY_CODES) expect(flagUrl(code)).toMatch(/^https:\/\/flagcdn\.com\/w20\/[a-z]{2}\.png$/);
  });
});
