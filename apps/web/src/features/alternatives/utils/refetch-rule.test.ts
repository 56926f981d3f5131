import { describe, expect, it } from "vitest";

import { paymentPanelKind, shouldRefetchAlternatives, type RefetchInput } from "./refetch-rule";

const paymentNeeded: RefetchInput = {
  isAmerican: true,
  needsPayment: true,
  scansRemaining: 25,
  alternativesUpdatedAt: 1_000,
  scansUpdatedAt: 2_000,
};

describe("shouldRefetchAlternatives", () => {
  it("re-fetches an American product's alternatives once scans arrived after payment was needed", () => {
    expect(shouldRefetchAlternatives(paymentNeeded)).toBe(true);
  });

  it("does not re-fetch without scans, for a non-US product, or when no payment was needed", () => {
    expect(shouldRefetchAlternatives({ ...paymentNeeded, scansRemaining: 0 })).toBe(false);
    expect(shouldRefetchAlternatives({ ...paymentNeeded, scansRemaining: undefined })).toBe(false);
    expect(shouldRefetchAlternatives({ ...paymentNeeded, isAmerican: false })).toBe(false);
    expect(shouldRefetchAlternatives({ ...paymentNeeded, needsPayment: false })).toBe(false);
  });

  it("does not ask again until the scans count changes after the last answer (no loop)", () => {
    expect(shouldRefetchAlternatives({ ...paymentNeeded, alternativesUpdatedAt: 3_000 })).toBe(false);
    expect(shouldRefetchAlternatives({ ...paymentNeeded, alternativesUpdatedAt: 2_000 })).toBe(false);
  });
});

describe("paymentPanelKind", () => {
  it("offers signed-in users a purchase and guests a login", () => {
    expect(paymentPanelKind(true)).toBe("purchase");
    expect(paymentPanelKind(false)).toBe("login");
  });
});
