/**
 * Rounding rules for the admin statistics (docs/product.md, Constants): percentages are whole numbers and the
 * average number of scans per user has one decimal. Both give 0 instead of dividing by zero.
 * Halves round up (Math.round). The multiplication comes before the division so that an exact
 * half such as 29 of 200 (14.5 %) is not lost to floating point (29 / 200 * 100 = 14.499…).
 */

/** `part` as a whole-number percentage of `whole`; 0 when `whole` is 0 or an input is not finite. */
export function percent(part: number, whole: number): number {
  if (whole === 0 || !Number.isFinite(part) || !Number.isFinite(whole)) return 0;
  return Math.round((part * 100) / whole) + 0;
}

/** `total / count` rounded to one decimal (e.g. 2.3); 0 when `count` is 0 or an input is not finite. */
export function average(total: number, count: number): number {
  if (count === 0 || !Number.isFinite(total) || !Number.isFinite(count)) return 0;
  return Math.round((total * 10) / count) / 10 + 0;
}

/** `average(total, count)` written with exactly one decimal, e.g. "2.3" or "4.0". */
export function formatAverage(total: number, count: number): string {
  return average(total, count).toFixed(1);
}

/** `percent(part, whole)` written with a percent sign, e.g. "33%". */
export function formatPercent(part: number, whole: number): string {
  return `${percent(part, whole)}%`;
}
