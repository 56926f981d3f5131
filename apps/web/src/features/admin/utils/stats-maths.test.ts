import { describe, expect, it } from "vitest";

import type { TAdminStats } from "@productcheck/validators/admin-stats";

import {
  countryShares,
  deviceUsage,
  percent,
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
      { key: "mobile", count: 4, percent: 57 },
      { key: "desktop", count: 2, percent: 29 },
      { key: "tablet", count: 1, percent: 14 },
    ]);
    expect(deviceUsage(empty).map((share) => share.percent)).toEqual([0, 0, 0]);
  });

  it("top countries: by code, 'Unknown' kept, with percent of scans", () => {
    expect(countryShares(stats)).toEqual([
      { key: "SE", count: 5, percent: 71 },
      { key: "Unknown", count: 2, percent: 29 },
    ]);
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
