import { describe, expect, it } from "vitest";

import { switchLocale } from "@/i18n/namespace";

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

describe("scansLeftLabel in Swedish", () => {
  it("uses Swedish plural rules", async () => {
    await switchLocale("sv");
    try {
      expect(scansLeftLabel(1)).toBe("1 skanning kvar");
      expect(scansLeftLabel(3)).toBe("3 skanningar kvar");
      expect(scansLeftLabel(2, { free: true })).toBe("2 gratis skanningar kvar");
    } finally {
      await switchLocale("en");
    }
  });
});
