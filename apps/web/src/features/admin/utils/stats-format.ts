import { formatDate, formatNumber } from "@/i18n/format";

/** A count in the active language ("1,234", "1 234"). */
export function countText(count: number): string {
  return formatNumber(count);
}

/** A whole percent (stats-maths' `percent`) in the active language ("29%", "29 %"). */
export function percentText(percent: number): string {
  return formatNumber(percent / 100, { style: "percent" });
}

/** Average scans per user: always one decimal ("2.0", "2,0"). */
export function oneDecimalText(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "YYYY-MM-DD" as a short label of that UTC day ("Nov 24", "24 nov."), or the text itself when it is no date. */
export function dayLabel(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatDate(parsed, { month: "short", day: "numeric", timeZone: "UTC" });
}
