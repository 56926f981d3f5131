import type { TAdminStats } from "@productcheck/validators/admin-stats";

/** `part / whole` as a whole percent, rounded (SPEC §9); a zero (or missing) denominator gives 0. */
export function percent(part: number, whole: number): number {
  if (!whole || !Number.isFinite(whole) || !Number.isFinite(part)) return 0;
  return Math.round((part / whole) * 100);
}

/** `part / whole` to one decimal (average scans per user); a zero denominator gives 0. */
export function ratioOneDecimal(part: number, whole: number): number {
  if (!whole || !Number.isFinite(whole) || !Number.isFinite(part)) return 0;
  return Math.round((part / whole) * 10) / 10;
}

export interface ScanActivity {
  totalScans: number;
  /** Distinct products scanned at least once (not the catalogue's size). */
  uniqueProducts: number;
  registeredUsers: number;
  savedProducts: number;
  /** Saved products divided by scans, rounded percent. */
  savingsRate: number;
}

export function scanActivity(stats: TAdminStats): ScanActivity {
  return {
    totalScans: stats.scannedProductCount,
    uniqueProducts: stats.uniqueScannedProductCount,
    registeredUsers: stats.userCount,
    savedProducts: stats.savedProductsCount,
    savingsRate: percent(stats.savedProductsCount, stats.scannedProductCount),
  };
}

export interface SuggestionStatus {
  total: number;
  pending: number;
  approved: number;
  /** Approved divided by all suggestions, rounded percent. */
  approvalRate: number;
}

export function suggestionStatus(stats: TAdminStats): SuggestionStatus {
  const total = stats.pendingSuggestionCount + stats.approvedSuggestionCount;
  return {
    total,
    pending: stats.pendingSuggestionCount,
    approved: stats.approvedSuggestionCount,
    approvalRate: percent(stats.approvedSuggestionCount, total),
  };
}

export interface Share<Key extends string> {
  /** What is counted: a device class, a country's code. */
  key: Key;
  count: number;
  /** Rounded percent of all scans. */
  percent: number;
}

export type DeviceClass = keyof TAdminStats["deviceStats"];

/** Mobile, desktop and tablet scans, each with its rounded percent of all scans. */
export function deviceUsage(stats: TAdminStats): Share<DeviceClass>[] {
  const scans = stats.scannedProductCount;
  return (["mobile", "desktop", "tablet"] as const).map((key) => ({ key, count: stats.deviceStats[key], percent: percent(stats.deviceStats[key], scans) }));
}

/** The top scanned countries, each by its code as the server sent it ('Unknown' or empty when not known), with its rounded percent of all scans. */
export function countryShares(stats: TAdminStats): Share<string>[] {
  return stats.topCountries.map(({ country, count }) => ({
    key: country,
    count,
    percent: percent(count, stats.scannedProductCount),
  }));
}

export interface UserEngagement {
  /** Scans divided by users, one decimal. */
  averageScansPerUser: number;
  /** Saved products divided by scans, rounded percent. */
  saveRate: number;
  /** Suggestions divided by users, rounded percent. */
  userSuggestionRate: number;
}

export function userEngagement(stats: TAdminStats): UserEngagement {
  const suggestions = stats.pendingSuggestionCount + stats.approvedSuggestionCount;
  return {
    averageScansPerUser: ratioOneDecimal(stats.scannedProductCount, stats.userCount),
    saveRate: percent(stats.savedProductsCount, stats.scannedProductCount),
    userSuggestionRate: percent(suggestions, stats.userCount),
  };
}

