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

describe("regional owners in the registry", () => {
  const companies = [
    { name: "World Owner", hq: "US", source: "test" },
    { name: "North American Owner", hq: "LU", source: "test" },
  ];
  const brand = { name: "Cereal", owner: "World Owner", source: "test" };

  it("gives Kellogg's cereals their North American owner, WK Kellogg Co of the Ferrero Group", () => {
    const registry = loadRegistry();
    const kelloggs = registry.brands.find((entry) => entry.name === "Kellogg's");
    expect(kelloggs?.owner).toBe("Kellanova");
    // Only the cereals: Kellanova (Mars) kept the North American snacks (Pop-Tarts, Nutri-Grain bars).
    expect(kelloggs?.regionalOwners?.map(({ region, owner, categories }) => ({ region, owner, categories }))).toEqual([
      { region: "north-america", owner: "WK Kellogg Co", categories: ["en:breakfast-cereals"] },
    ]);
    expect(registry.companies.find((entry) => entry.name === "WK Kellogg Co")).toMatchObject({ parent: "Ferrero Group" });
  });

  it("accepts a brand with an owner in North America", () => {
    const registry = loadRegistry(
      [companies],
      [[{ ...brand, regionalOwners: [{ region: "north-america", owner: "North American Owner", source: "test" }] }]],
    );
    expect(registry.brands[0]?.regionalOwners).toEqual([{ region: "north-america", owner: "North American Owner", source: "test" }]);
  });

  it("reports an unknown region or owner, a region named twice, the brand's own owner and a missing source", () => {
    const load = () =>
      loadRegistry(
        [companies],
        [
          [
            {
              ...brand,
              regionalOwners: [
                { region: "europe" as "north-america", owner: "Nobody", source: "test" },
                { region: "north-america", owner: "World Owner", source: " " },
                { region: "north-america", owner: "North American Owner", source: "test" },
              ],
            },
          ],
        ],
      );
    expect(load).toThrow(/region "europe": unknown region/);
    expect(load).toThrow(/unknown owner "Nobody"/);
    expect(load).toThrow(/owner is the brand's owner everywhere else/);
    expect(load).toThrow(/region "north-america": no source/);
    expect(load).toThrow(/region "north-america": region listed twice/);
  });

  it("reports a brand listed twice with different regional owners", () => {
    expect(() =>
      loadRegistry(
        [companies],
        [
          [{ ...brand, regionalOwners: [{ region: "north-america", owner: "North American Owner", source: "test" }] }],
          [brand],
        ],
      ),
    ).toThrow(/"Cereal" is listed twice with different owners/);
  });

  it("accepts a regional owner limited to category tags", () => {
    const regionalOwners = [{ region: "north-america" as const, owner: "North American Owner", source: "test", categories: ["en:breakfast-cereals", "fr:cereales-pour-petit-dejeuner"] }];
    const registry = loadRegistry([companies], [[{ ...brand, regionalOwners }]]);
    expect(registry.brands[0]?.regionalOwners?.[0]?.categories).toEqual(["en:breakfast-cereals", "fr:cereales-pour-petit-dejeuner"]);
  });

  it("reports categories that are not category tags, and an empty list of them", () => {
    const withCategories = (categories: string[]) => () =>
      loadRegistry([companies], [[{ ...brand, regionalOwners: [{ region: "north-america", owner: "North American Owner", source: "test", categories }] }]]);
    for (const tag of ["breakfast-cereals", "Breakfast cereals", "en:Breakfast-Cereals", "en:breakfast cereals", "english:cereals", "en:", "en:cereals-"]) {
      expect(withCategories([tag]), tag).toThrow(`category "${tag}" is not a category tag like "en:breakfast-cereals"`);
    }
    expect(withCategories([])).toThrow(/region "north-america": empty categories/);
  });

  it("reports a brand listed twice with a regional owner limited to different categories", () => {
    const listing = (categories?: string[]) => ({
      ...brand,
      regionalOwners: [{ region: "north-america" as const, owner: "North American Owner", source: "test", ...(categories ? { categories } : {}) }],
    });
    expect(() => loadRegistry([companies], [[listing(["en:breakfast-cereals"])], [listing()]])).toThrow(/"Cereal" is listed twice with different owners/);
    expect(() => loadRegistry([companies], [[listing(["en:snacks", "en:breakfast-cereals"])], [listing(["en:breakfast-cereals", "en:snacks"])]])).not.toThrow();
  });
});
