import { describe, expect, it } from "vitest";

import { parseQuantity, sameQuantity, sizeSimilarity } from "./quantity";

describe("parseQuantity", () => {
  it.each([
    ["500 g", 500, "g"],
    ["500g", 500, "g"],
    ["400 G", 400, "g"],
    ["1,6 kg", 1600, "g"],
    ["1.5L", 1500, "ml"],
    ["1,5 l", 1500, "ml"],
    ["75 cl", 750, "ml"],
    ["75 cl e", 750, "ml"],
    ["200 g e", 200, "g"],
    ["946 ml", 946, "ml"],
    ["4FL OZ (118mL)", 118, "ml"],
    ["8.9 oz (252 g)", 252, "g"],
    ["18 oz (1 lb 2 oz) 510 g", 510, "g"],
    ["1 GAL (3.87 L)", 3870, "ml"],
    ["4 x 150 g", 600, "g"],
    ["510 g (3 x 170 g)", 510, "g"],
    ["6×330 ml", 1980, "ml"],
    ["450gr. 500 gr", 450, "g"],
    ["50 gm", 50, "g"],
    ["1 Litre", 1000, "ml"],
    ["12 gram", 12, "g"],
    ["1 Serving(s) (14 G)", 14, "g"],
    ["25 fl ounces, 730 ml", 730, "ml"],
  ])("reads %j as %d %s", (text, amount, unit) => {
    expect(parseQuantity(text)).toEqual({ amount, unit });
  });

  it.each([
    ["20 FL OZ", 591.47, "ml"],
    ["12 fl oz", 354.882, "ml"],
    ["18 oz", 510.291, "g"],
    ["1.5 LBS", 680.388, "g"],
    ["1 gallon", 3785.41, "ml"],
  ])("converts the imperial %j when no metric amount is given", (text, amount, unit) => {
    expect(parseQuantity(text)).toEqual({ amount, unit });
  });

  it.each(["", "   ", "18 counts", "130", "12.5.20", "lime", "gallon"])("reads nothing in %j", (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it("accepts null and undefined", () => {
    expect(parseQuantity(null)).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
  });
});

describe("sizeSimilarity", () => {
  const g = (amount: number) => ({ amount, unit: "g" as const });
  it("is 1 for the same amount, 0.5 for twice as much or half, 0 from four times on", () => {
    expect(sizeSimilarity(g(500), g(500))).toBe(1);
    expect(sizeSimilarity(g(500), g(1000))).toBeCloseTo(0.5);
    expect(sizeSimilarity(g(1000), g(500))).toBeCloseTo(0.5);
    expect(sizeSimilarity(g(100), g(400))).toBe(0);
    expect(sizeSimilarity(g(100), g(4000))).toBe(0);
  });

  it("compares millilitres with grams as if they weighed the same", () => {
    expect(sizeSimilarity({ amount: 1000, unit: "ml" }, g(1000))).toBe(1);
  });

  it("is null when a size is unknown", () => {
    expect(sizeSimilarity(null, g(1))).toBeNull();
    expect(sizeSimilarity(g(1), null)).toBeNull();
  });
});

describe("sameQuantity", () => {
  it("allows the 2 % labels round by", () => {
    expect(sameQuantity(parseQuantity("32 fl oz"), parseQuantity("946 ml"))).toBe(true);
    expect(sameQuantity(parseQuantity("1 l"), parseQuantity("946 ml"))).toBe(false);
    expect(sameQuantity(parseQuantity("1,5 l"), parseQuantity("1.5L"))).toBe(true);
    expect(sameQuantity(null, parseQuantity("1 l"))).toBe(false);
  });
});
