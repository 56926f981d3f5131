import { i18n } from "./i18n";

/**
 * Numbers, money and dates in the active language, through `Intl` (src/i18n/README.md): pass the result to a
 * message as a value. English uses "en" (en-US conventions: "€1.00"), Swedish "sv" ("1,00 €").
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(i18n.locale, options).format(value);
}

/** An amount of euros, whole ("€1") or with cents (`decimals: 2`, "€1.00"). */
export function formatMoney(amount: number, { decimals = 0 }: { decimals?: 0 | 2 } = {}): string {
  return formatNumber(amount, { style: "currency", currency: "EUR", minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export function formatDate(date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return new Intl.DateTimeFormat(i18n.locale, options).format(typeof date === "string" ? new Date(date) : date);
}
