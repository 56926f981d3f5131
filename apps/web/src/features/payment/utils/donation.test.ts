import { describe, expect, it } from "vitest";

import { DONATION_AMOUNTS, SCANS_PER_EURO } from "@productcheck/validators/payment";

import { DEFAULT_DONATION, donationAmountOf, formatEuros, scansBoughtText } from "./donation";

describe("donation amounts", () => {
  it("defaults to €1", () => {
    expect(DEFAULT_DONATION).toBe(1);
  });

  it("formats euros without or with two decimals", () => {
    expect(formatEuros(1)).toBe("€1");
    expect(formatEuros(10)).toBe("€10");
    expect(formatEuros(1, 2)).toBe("€1.00");
    expect(formatEuros(10, 2)).toBe("€10.00");
  });

  it("reads a tab's value back as an amount, falling back to the default", () => {
    for (const amount of DONATION_AMOUNTS) expect(donationAmountOf(String(amount))).toBe(amount);
    expect(donationAmountOf(null)).toBe(1);
    expect(donationAmountOf("5")).toBe(1);
  });

  it("says what each amount buys", () => {
    expect(scansBoughtText(1, SCANS_PER_EURO)).toBe("€1 buys 25 scans");
    expect(scansBoughtText(10, SCANS_PER_EURO)).toBe("€10 buys 250 scans");
  });
});
