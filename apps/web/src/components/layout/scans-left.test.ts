import { describe, expect, it } from "vitest";

import { scansLeftLabel } from "./scans-left";

describe("scansLeftLabel", () => {
  it("words the number of scans left", () => {
    expect(scansLeftLabel(3)).toBe("3 scans left");
    expect(scansLeftLabel(1)).toBe("1 scan left");
    expect(scansLeftLabel(0)).toBe("0 scans left");
  });

  it("says free scans on the result screen", () => {
    expect(scansLeftLabel(2, { free: true })).toBe("2 free scans left");
    expect(scansLeftLabel(1, { free: true })).toBe("1 free scan left");
  });

  it("is blank when nobody is signed in", () => {
    expect(scansLeftLabel(null)).toBe("");
  });
});
