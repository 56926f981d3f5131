import { describe, expect, it } from "vitest";

import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from "./json-body";

const nested = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;

describe("jsonNestedDeeperThan", () => {
  it("lets the limit itself through and refuses one level more", () => {
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestedDeeperThan(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it("counts nesting, not brackets: siblings are not deeper", () => {
    expect(jsonNestedDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])))).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonNestedDeeperThan(JSON.stringify({ a: "[".repeat(500) }))).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: `\\"${"{".repeat(500)}` }))).toBe(false);
  });

  it("reads a deep body quickly, without recursion", () => {
    const started = performance.now();
    expect(jsonNestedDeeperThan(nested(1_000_000))).toBe(true);
    expect(jsonNestedDeeperThan(`[${"1,".repeat(500_000)}1]`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
