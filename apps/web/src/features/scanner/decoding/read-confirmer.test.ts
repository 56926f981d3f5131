import { describe, expect, it } from "vitest";

import { createReadConfirmer } from "./read-confirmer";

describe("createReadConfirmer", () => {
  it("confirms a code on its second identical read in a row", () => {
    const confirmer = createReadConfirmer(2);
    expect(confirmer.push("5449000000996")).toBeNull();
    expect(confirmer.push("5449000000996")).toBe("5449000000996");
  });

  it("starts over when another code comes in between", () => {
    const confirmer = createReadConfirmer(2);
    expect(confirmer.push("5449000000996")).toBeNull();
    expect(confirmer.push("3017620422003")).toBeNull();
    expect(confirmer.push("5449000000996")).toBeNull();
    expect(confirmer.push("5449000000996")).toBe("5449000000996");
  });

  it("starts over after a miss, so the reads must be consecutive", () => {
    const confirmer = createReadConfirmer(2);
    confirmer.push("5449000000996");
    expect(confirmer.push(null)).toBeNull();
    expect(confirmer.push("5449000000996")).toBeNull();
    expect(confirmer.push("5449000000996")).toBe("5449000000996");
  });

  it("treats an empty code as a miss", () => {
    const confirmer = createReadConfirmer(2);
    confirmer.push("5449000000996");
    expect(confirmer.push("")).toBeNull();
    expect(confirmer.push("5449000000996")).toBeNull();
  });

  it("needs two fresh reads after a confirmation or a reset", () => {
    const confirmer = createReadConfirmer(2);
    confirmer.push("5449000000996");
    expect(confirmer.push("5449000000996")).toBe("5449000000996");
    expect(confirmer.push("5449000000996")).toBeNull();
    confirmer.reset();
    expect(confirmer.push("5449000000996")).toBeNull();
    expect(confirmer.push("5449000000996")).toBe("5449000000996");
  });

  it("accepts a single read when one is required, and supports stricter counts", () => {
    expect(createReadConfirmer(1).push("96385074")).toBe("96385074");
    const strict = createReadConfirmer(3);
    expect([strict.push("96385074"), strict.push("96385074"), strict.push("96385074")]).toEqual([null, null, "96385074"]);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses %s required reads", (required) => {
    expect(() => createReadConfirmer(required)).toThrow(RangeError);
  });
});
