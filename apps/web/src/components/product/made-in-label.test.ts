import { describe, expect, it } from "vitest";

import { madeInLabel } from "./made-in-label";

describe("madeInLabel", () => {
  it("says USA for American-made products and the country name otherwise", () => {
    expect(madeInLabel("US", "United States")).toBe("Made in USA");
    expect(madeInLabel("SE", "Sweden")).toBe("Made in Sweden");
    expect(madeInLabel(null, "Unknown")).toBe("Made in Unknown");
  });
});
