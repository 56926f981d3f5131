import { describe, expect, it } from "vitest";

import type { BenchImage } from "./manifest";
import { formatTable, percentile, scoreDecoder } from "./score";

const image = (file: string, accepted: string[], blurry = false): BenchImage => ({ file, set: "s", blurry, accepted, notProducts: [] });

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 0.5)).toBe(3);
    expect(percentile(values, 0.95)).toBe(5);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(Array.from({ length: 100 }, (_, index) => index + 1), 0.95)).toBe(95);
  });

  it("is 0 for no values", () => {
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe("scoreDecoder", () => {
  const two = image("two.png", ["9784872348880", "1920081045006"]);
  const outcomes = [
    { image: image("right.png", ["5449000000996"]), returned: "5449000000996", ms: 2 },
    { image: two, returned: "1920081045006", ms: 4 }, // the other barcode in the photo: right
    { image: image("wrong.png", ["0049000028911"]), returned: "3017620422003", ms: 6 },
    { image: image("miss.png", ["96385074"]), returned: null, ms: 8 },
    { image: image("blurry.png", ["9780679601050"], true), returned: "9780679601050", ms: 10 },
    { image: image("blurry-miss.png", ["9780679601050"], true), returned: null, ms: 12 },
    { image: image("coupon.png", []), returned: null, ms: 1 },
  ];

  it("counts right reads apart for the blurry set and leaves photos without a product code out", () => {
    const score = scoreDecoder("zxing", outcomes);
    expect(score.read).toEqual({ correct: 2, images: 4, rate: 0.5 });
    expect(score.readBlurry).toEqual({ correct: 1, images: 2, rate: 0.5 });
    expect(score.notProductImages).toBe(1);
  });

  it("counts every other code returned as wrong, and lists it", () => {
    const score = scoreDecoder("zxing", outcomes);
    expect(score.wrong).toBe(1);
    expect(score.wrongReads).toEqual([{ file: "wrong.png", expected: ["0049000028911"], returned: "3017620422003" }]);
  });

  it("gives the median and p95 time per image", () => {
    const score = scoreDecoder("zxing", outcomes);
    expect(score.medianMs).toBe(6);
    expect(score.p95Ms).toBe(12);
  });

  it("prints one table row per decoder", () => {
    const table = formatTable([scoreDecoder("zxing", outcomes), scoreDecoder("quagga2", outcomes.slice(0, 2))]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^\| zxing +\| 50\.0% \(2\/4\) +\| 50\.0% \(1\/2\) +\| 1 +\| 6\.0 \/ 12 +\|$/);
  });
});
