import { describe, expect, it } from "vitest";

import { verdictHeadline } from "./verdict";

describe("verdictHeadline", () => {
  it("says the verdict as the result card does, hedged as much as the evidence is weak", () => {
    expect(verdictHeadline({ isAmerican: true, certainty: "confirmed" })).toBe("American");
    expect(verdictHeadline({ isAmerican: false, certainty: "confirmed" })).toBe("Not American");
    expect(verdictHeadline({ isAmerican: true, certainty: "likely" })).toBe("Likely American");
    expect(verdictHeadline({ isAmerican: true, certainty: "probable" })).toBe("Probably American");
    expect(verdictHeadline({ isAmerican: false, certainty: "probable" })).toBe("Probably not American");
    expect(verdictHeadline({ isAmerican: false, certainty: "unknown" })).toBe("Can't tell whether it is American");
  });
});
