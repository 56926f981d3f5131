import { afterEach, describe, expect, it } from "vitest";

import { formatDate, formatMoney, formatNumber } from "./format";
import { activateLocale } from "./i18n";

describe("format", () => {
  afterEach(() => activateLocale("en"));

  it("writes money the English way", () => {
    expect(formatMoney(1)).toBe("€1");
    expect(formatMoney(10, { decimals: 2 })).toBe("€10.00");
  });

  it("writes money the Swedish way", () => {
    activateLocale("sv");
    expect(formatMoney(1)).toBe("1\u00a0€");
    expect(formatMoney(10, { decimals: 2 })).toBe("10,00\u00a0€");
  });

  it("writes numbers and percentages in the active language", () => {
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(0.42, { style: "percent" })).toBe("42%");
    activateLocale("sv");
    expect(formatNumber(1234.5)).toBe("1\u00a0234,5");
    expect(formatNumber(0.42, { style: "percent" })).toBe("42\u00a0%");
  });

  it("writes dates in the active language", () => {
    const date = new Date(Date.UTC(2026, 10, 24, 12));
    expect(formatDate(date, { dateStyle: "long", timeZone: "UTC" })).toBe("November 24, 2026");
    activateLocale("sv");
    expect(formatDate(date, { dateStyle: "long", timeZone: "UTC" })).toBe("24 november 2026");
  });
});
