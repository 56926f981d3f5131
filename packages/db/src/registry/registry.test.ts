import { describe, expect, it } from "vitest";

import { loadRegistry } from "./registry";

describe("the curated brand registry", () => {
  it("is consistent: owners and parents exist, no cycles, no conflicting duplicates", () => {
    expect(() => loadRegistry()).not.toThrow();
  });

  it("reports a brand whose owner is missing and a parent cycle", () => {
    expect(() =>
      loadRegistry(
        [
          [
            { name: "A", hq: "SE", parent: "B", source: "test" },
            { name: "B", hq: "DK", parent: "A", source: "test" },
          ],
        ],
        [[{ name: "Brand", owner: "Nobody", source: "test" }]],
      ),
    ).toThrow(/parent cycle[\s\S]*unknown owner "Nobody"/);
  });

  it("reports one alias naming two brands", () => {
    expect(() =>
      loadRegistry(
        [[{ name: "A", hq: "SE", source: "test" }]],
        [
          [
            { name: "Cola One", owner: "A", aliases: ["Cola"], source: "test" },
            { name: "Cola Two", owner: "A", aliases: ["COLA"], source: "test" },
          ],
        ],
      ),
    ).toThrow(/"COLA" names both/);
  });
});
