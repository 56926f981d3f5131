import { describe, expect, it } from "vitest";

import { ALL_COUNTRY_CODES, countryName } from "@productcheck/domain/countries";

import { countryBadgeColor, DEFAULT_BADGE_COLOR } from "./country-badge-color";

const MANTINE_COLORS = ["red", "pink", "grape", "violet", "indigo", "blue", "cyan", "teal", "green", "lime", "yellow", "orange", "gray", "dark"];

describe("countryBadgeColor", () => {
  it.each([
    ["United States", "red"],
    ["Sweden", "blue"],
    ["Germany", "yellow"],
    ["United Kingdom", "indigo"],
    ["Netherlands", "orange"],
    ["Italy", "green"],
  ])("colours %s %s", (name, color) => {
    expect(countryBadgeColor(name)).toBe(color);
  });

  it("gives every country in the map a Mantine colour", () => {
    for (const code of ALL_COUNTRY_CODES) expect(MANTINE_COLORS).toContain(countryBadgeColor(countryName(code)));
  });

  it("ignores case and surrounding spaces", () => {
    expect(countryBadgeColor("sweden")).toBe("blue");
    expect(countryBadgeColor(" UNITED STATES ")).toBe("red");
  });

  it.each([null, undefined, "", "Unknown", "Mexico", "SE", "Atlantis"])("is purple for %j", (name) => {
    expect(countryBadgeColor(name)).toBe("purple");
    expect(DEFAULT_BADGE_COLOR).toBe("purple");
  });
});
