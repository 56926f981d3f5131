import { describe, expect, it } from "vitest";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import {
  countryShares,
  dayLabel,
  deviceUsage,
  percent,
  productType,
  ratioOneDecimal,
  scanActivity,
  suggestionStatus,
  userEngagement,
} from "./stats-maths";

const stats: TAdminStats = {
  userCount: 3,
  productCount: 5,
  scannedProductCount: 7,
  uniqueScannedProductCount: 4,
  savedProductsCount: 2,
  pendingSuggestionCount: 1,
  approvedSuggestionCount: 2,
  deviceStats: { mobile: 4, desktop: 2, tablet: 1 },
  topCountries: [
    { country: "SE", count: 5 },
    { country: "Unknown", count: 2 },
  ],
  mostScannedProducts: [],
  scansPerDay: [],
};

const empty: TAdminStats = {
  userCount: 0,
  productCount: 0,
  scannedProductCount: 0,
  uniqueScannedProductCount: 0,
  savedProductsCount: 0,
  pendingSuggestionCount: 0,
  approvedSuggestionCount: 0,
  deviceStats: { mobile: 0, desktop: 0, tablet: 0 },
  topCountries: [],
  mostScannedProducts: [],
  scansPerDay: [],
};

describe("percent", () => {
  it("rounds to a whole percent", () => {
    expect(percent(2, 7)).toBe(29);
    expect(percent(1, 3)).toBe(33);
    expect(percent(1, 2)).toBe(50);
    expect(percent(7, 7)).toBe(100);
  });
  it("gives 0 for a zero denominator", () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
  });
});

describe("ratioOneDecimal", () => {
  it("keeps one decimal", () => {
    expect(ratioOneDecimal(7, 3)).toBe(2.3);
    expect(ratioOneDecimal(10, 4)).toBe(2.5);
  });
  it("gives 0 for no users", () => {
    expect(ratioOneDecimal(7, 0)).toBe(0);
  });
});

describe("the overview figures", () => {
  it("scan activity: unique products are the scanned ones, not the catalogue; savings rate is saved / scans", () => {
    expect(scanActivity(stats)).toEqual({
      totalScans: 7,
      uniqueProducts: 4,
      registeredUsers: 3,
      savedProducts: 2,
      savingsRate: 29,
    });
    expect(scanActivity(empty).savingsRate).toBe(0);
  });

  it("suggestion status: approval rate is approved / total", () => {
    expect(suggestionStatus(stats)).toEqual({ total: 3, pending: 1, approved: 2, approvalRate: 67 });
    expect(suggestionStatus(empty).approvalRate).toBe(0);
  });

  it("device usage: each class with its percent of scans", () => {
    expect(deviceUsage(stats)).toEqual([
      { label: "Mobile", count: 4, percent: 57 },
      { label: "Desktop", count: 2, percent: 29 },
      { label: "Tablet", count: 1, percent: 14 },
    ]);
    expect(deviceUsage(empty).map((share) => share.percent)).toEqual([0, 0, 0]);
  });

  it("top countries: named, 'Unknown' kept, with percent of scans", () => {
    expect(countryShares(stats)).toEqual([
      { label: "Sweden", count: 5, percent: 71 },
      { label: "Unknown", count: 2, percent: 29 },
    ]);
    expect(countryShares({ ...stats, topCountries: [{ country: "", count: 1 }] })[0]?.label).toBe("Unknown");
  });
});

describe("user engagement", () => {
  it("averages scans per user, save rate and suggestions per user", () => {
    expect(userEngagement(stats)).toEqual({ averageScansPerUser: 2.3, saveRate: 29, userSuggestionRate: 100 });
  });
  it("gives zeros without users or scans", () => {
    expect(userEngagement(empty)).toEqual({ averageScansPerUser: 0, saveRate: 0, userSuggestionRate: 0 });
  });
});

describe("labels", () => {
  it("types products as USA or Non-USA", () => {
    expect(productType(true)).toBe("USA");
    expect(productType(false)).toBe("Non-USA");
  });
  it("shows a UTC day briefly", () => {
    expect(dayLabel("2026-11-24")).toBe("Nov 24");
    expect(dayLabel("nonsense")).toBe("nonsense");
  });
});
