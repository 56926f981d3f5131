import { describe, expect, it } from "vitest";

import { average, formatAverage, formatPercent, percent } from "./statistics";

describe("percent", () => {
  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [0, 7, 0],
    [7, 7, 100],
    [1, 8, 13], // 12.5 rounds up
    [1, 200, 1], // 0.5 rounds up
    [1, 201, 0],
    [29, 200, 15], // exactly 14.5: no floating-point loss
    [57, 200, 29], // exactly 28.5
    [3, 2, 150],
    [1, 1000, 0],
  ])("%i of %i is %i %", (part, whole, expected) => {
    expect(percent(part, whole)).toBe(expected);
  });

  it("is 0 when the whole is 0", () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
  });

  it("is 0 for inputs that are not finite numbers", () => {
    expect(percent(Number.NaN, 5)).toBe(0);
    expect(percent(1, Number.POSITIVE_INFINITY)).toBe(0);
    expect(percent(Number.POSITIVE_INFINITY, 5)).toBe(0);
  });

  it("never returns -0", () => {
    expect(Object.is(percent(-1, 1000), 0)).toBe(true);
  });

  it("always returns a whole number", () => {
    for (let whole = 1; whole <= 60; whole++) {
      for (let part = 0; part <= whole; part++) expect(Number.isInteger(percent(part, whole))).toBe(true);
    }
  });
});

describe("average", () => {
  it.each([
    [7, 3, 2.3],
    [8, 3, 2.7],
    [10, 4, 2.5],
    [1, 4, 0.3], // 0.25 rounds up
    [3, 8, 0.4], // 0.375
    [0, 5, 0],
    [5, 5, 1],
    [100, 3, 33.3],
    [2, 3, 0.7],
    [123, 40, 3.1], // 3.075
    [1, 3, 0.3],
  ])("%i over %i is %d", (total, count, expected) => {
    expect(average(total, count)).toBe(expected);
  });

  it("is 0 when the count is 0", () => {
    expect(average(0, 0)).toBe(0);
    expect(average(12, 0)).toBe(0);
  });

  it("is 0 for inputs that are not finite numbers", () => {
    expect(average(Number.NaN, 2)).toBe(0);
    expect(average(4, Number.NaN)).toBe(0);
  });

  it("has at most one decimal", () => {
    for (let count = 1; count <= 30; count++) {
      for (let total = 0; total <= 90; total++) {
        const value = average(total, count);
        expect(Math.abs(value * 10 - Math.round(value * 10))).toBeLessThan(1e-9);
        expect(Math.abs(value - total / count)).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    }
  });
});

describe("formatAverage", () => {
  it.each([
    [7, 3, "2.3"],
    [8, 2, "4.0"],
    [0, 0, "0.0"],
    [1, 4, "0.3"],
    [100, 3, "33.3"],
  ])("writes %i over %i as %s", (total, count, text) => {
    expect(formatAverage(total, count)).toBe(text);
  });
});

describe("formatPercent", () => {
  it.each([
    [1, 3, "33%"],
    [0, 0, "0%"],
    [4, 4, "100%"],
  ])("writes %i of %i as %s", (part, whole, text) => {
    expect(formatPercent(part, whole)).toBe(text);
  });
});
