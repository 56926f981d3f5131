import { describe, expect, it } from "vitest";

import { flagSrc } from "./flag-image";

describe("flagSrc", () => {
  // The build names the file with a hash (`/assets/se-<hash>.svg`); the tests see the source file.
  it("points at flag-icons' 4:3 SVG of the country, in lower case", () => {
    expect(flagSrc("SE")).toMatch(/\/se(-[\w-]+)?\.svg(\?no-inline)?$/);
    expect(flagSrc("us")).toMatch(/\/us(-[\w-]+)?\.svg(\?no-inline)?$/);
  });

  it("reads the codes the app accepts for a country (UK is GB, EL is GR)", () => {
    expect(flagSrc("UK")).toBe(flagSrc("GB"));
    expect(flagSrc("EL")).toBe(flagSrc("GR"));
  });

  it("has no flag for a missing code or one that is no country", () => {
    expect(flagSrc(null)).toBeNull();
    expect(flagSrc("")).toBeNull();
    expect(flagSrc("ZZ")).toBeNull();
  });
});
