import { writeFile } from "node:fs/promises";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { loadRegistry, parseRegistry, registryOrder, RegistryError } from "./load-registry";
import { brand as brandEntry, company as companyEntry, registryFolder, type RegistryFolder } from "./testing/registry-files";

describe("the curated brand registry", () => {
  it("is consistent: owners and parents exist, no cycles, no conflicting duplicates", () => {
    expect(() => loadRegistry()).not.toThrow();
  });

  it("reports a brand whose owner is missing and a parent cycle", () => {
    expect(() =>
      parseRegistry({
        companies: [
          { name: "A", hq: "SE", parent: "B", source: "test" },
          { name: "B", hq: "DK", parent: "A", source: "test" },
        ],
        brands: [{ name: "Brand", owner: "Nobody", source: "test" }],
      }),
    ).toThrow(/parent cycle[\s\S]*unknown owner "Nobody"/);
  });

  it("reports one alias naming two brands", () => {
    expect(() =>
      parseRegistry({
        companies: [{ name: "A", hq: "SE", source: "test" }],
        brands: [
          { name: "Cola One", owner: "A", aliases: ["Cola"], source: "test" },
          { name: "Cola Two", owner: "A", aliases: ["COLA"], source: "test" },
        ],
      }),
    ).toThrow(/"COLA" names both/);
  });

  it("reports a company or brand listed twice, and a parent nobody lists", () => {
    const load = () =>
      parseRegistry({
        companies: [companyEntry("A", "SE"), companyEntry("A", "SE"), companyEntry("B", "NO", "Nobody")],
        brands: [brandEntry("Felix", "A"), brandEntry("FELIX", "A")],
      });
    expect(load).toThrow(/company "A" is listed twice; keep one entry per company/);
    expect(load).toThrow(/brand "FELIX" is listed twice; keep one entry per brand/);
    expect(load).toThrow(/company "B" names unknown parent "Nobody"/);
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
    const registry = parseRegistry({
      companies,
      brands: [{ ...brand, regionalOwners: [{ region: "north-america", owner: "North American Owner", source: "test" }] }],
    });
    expect(registry.brands[0]?.regionalOwners).toEqual([{ region: "north-america", owner: "North American Owner", source: "test" }]);
  });

  it("reports an unknown region or owner, a region named twice, the brand's own owner and a missing source", () => {
    const load = () =>
      parseRegistry({
        companies,
        brands: [
          {
            ...brand,
            regionalOwners: [
              { region: "europe", owner: "Nobody", source: "test" },
              { region: "north-america", owner: "World Owner", source: " " },
              { region: "north-america", owner: "North American Owner", source: "test" },
            ],
          },
        ],
      });
    expect(load).toThrow(/region "europe": region "europe" is neither "north-america" nor an ISO 3166-1 alpha-2 country code/);
    expect(load).toThrow(/unknown owner "Nobody"/);
    expect(load).toThrow(/owner is the brand's owner everywhere else/);
    expect(load).toThrow(/region "north-america": no source/);
    expect(load).toThrow(/region "north-america": region listed twice/);
  });

  it("accepts owners for countries, alone or in a list, and reports a country named in two entries", () => {
    const regionalOwners = [
      { region: "SE", owner: "North American Owner", source: "test" },
      { region: ["DK", "PL"], owner: "North American Owner", source: "test" },
    ];
    expect(parseRegistry({ companies, brands: [{ ...brand, regionalOwners }] }).brands[0]?.regionalOwners).toEqual(regionalOwners);
    const twice = () => parseRegistry({ companies, brands: [{ ...brand, regionalOwners: [...regionalOwners, { region: ["NO", "DK"], owner: "North American Owner", source: "test" }] }] });
    expect(twice).toThrow(/brand "Cereal" in region "DK": region listed twice/);
    expect(problemsOf(twice)).toHaveLength(1);
    const unknown = () => parseRegistry({ companies, brands: [{ ...brand, regionalOwners: [{ region: ["DK", "Nordics"], owner: "North American Owner", source: "test" }] }] });
    expect(unknown).toThrow(/brand "Cereal" in region "DK, Nordics": region "Nordics" is neither/);
  });

  it("reports a brand listed twice with different regional owners", () => {
    expect(() =>
      parseRegistry({
        companies,
        brands: [{ ...brand, regionalOwners: [{ region: "north-america", owner: "North American Owner", source: "test" }] }, brand],
      }),
    ).toThrow(/"Cereal" is listed twice with different owners/);
  });

  it("accepts a regional owner limited to category tags", () => {
    const regionalOwners = [{ region: "north-america" as const, owner: "North American Owner", source: "test", categories: ["en:breakfast-cereals", "fr:cereales-pour-petit-dejeuner"] }];
    const registry = parseRegistry({ companies, brands: [{ ...brand, regionalOwners }] });
    expect(registry.brands[0]?.regionalOwners?.[0]?.categories).toEqual(["en:breakfast-cereals", "fr:cereales-pour-petit-dejeuner"]);
  });

  it("reports categories that are not category tags, and an empty list of them", () => {
    const withCategories = (categories: string[]) => () =>
      parseRegistry({ companies, brands: [{ ...brand, regionalOwners: [{ region: "north-america", owner: "North American Owner", source: "test", categories }] }] });
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
    expect(() => parseRegistry({ companies, brands: [listing(["en:breakfast-cereals"]), listing()] })).toThrow(/"Cereal" is listed twice with different owners/);
    // The same categories in another order are the same owners: a plain repeat, to be merged.
    const reordered = () => parseRegistry({ companies, brands: [listing(["en:snacks", "en:breakfast-cereals"]), listing(["en:breakfast-cereals", "en:snacks"])] });
    expect(reordered).toThrow(/"Cereal" is listed twice; keep one entry per brand/);
    expect(reordered).not.toThrow(/different owners/);
  });
});

function problemsOf(load: () => unknown): readonly string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof RegistryError) return error.problems;
    throw error;
  }
  throw new Error("no problem reported");
}

describe("loadRegistry on data files", () => {
  let folder: RegistryFolder | undefined;
  afterEach(async () => {
    await folder?.remove();
    folder = undefined;
  });
  const load = async (contents: { companies: unknown[]; brands: unknown[] }) => {
    folder = await registryFolder(contents);
    const dataDir = folder.dataDir;
    return () => loadRegistry(dataDir);
  };

  it("reads the companies and brands of a folder", async () => {
    const registry = (await load({ companies: [companyEntry("Orkla", "NO")], brands: [brandEntry("Felix", "Orkla", { aliases: ["Felix Ketchup"] })] }))();
    expect(registry).toEqual({
      companies: [{ name: "Orkla", hq: "NO", source: "Annual report of Orkla (2026-11)" }],
      brands: [{ name: "Felix", owner: "Orkla", aliases: ["Felix Ketchup"], source: "Website of Orkla (2026-11)" }],
    });
  });

  it("reports a parent cycle, an unknown owner and an alias clash in the files, every problem at once", async () => {
    const loadFiles = await load({
      companies: [companyEntry("A", "SE", "B"), companyEntry("B", "DK", "A")],
      brands: [brandEntry("Cola One", "A", { aliases: ["Cola"] }), brandEntry("Cola Two", "Nobody", { aliases: ["COLA"] })],
    });
    expect(problemsOf(loadFiles)).toEqual([
      'company "A" has a parent cycle',
      'company "B" has a parent cycle',
      'brand "Cola Two" names unknown owner "Nobody"',
      '"COLA" names both "Cola One" and "Cola Two"',
    ]);
  });

  it("reports entries out of order, unknown fields and bad values with the entry they are in", async () => {
    const loadFiles = await load({
      companies: [companyEntry("Orkla", "NO"), companyEntry("Arla", "UK", undefined, { confidence: "certain" as "high" })],
      brands: [{ ...brandEntry("Felix", "Orkla"), aliasses: ["Felix Ketchup"] }, { owner: "Orkla", source: "test" }],
    });
    expect(loadFiles).toThrow(/companies\.yaml: "Arla" is out of order: entries are sorted by name .*, so it goes before "Orkla"/);
    expect(loadFiles).toThrow(/company "Arla": HQ "UK" is not an ISO 3166-1 alpha-2 country code \(GB for the United Kingdom\)/);
    expect(loadFiles).toThrow(/company "Arla": confidence should be one of "high", "medium", "low"/);
    expect(loadFiles).toThrow(/brand "Felix": unknown field "aliasses"/);
    expect(loadFiles).toThrow(/brand #2: name is missing/);
  });

  it("reports a file that is not YAML", async () => {
    const loadFiles = await load({ companies: [], brands: [] });
    await writeFile(path.join(folder?.dataDir ?? "", "brands.yaml"), "- name: [Felix\n");
    expect(problemsOf(loadFiles)).toEqual([expect.stringMatching(/^brands\.yaml: Flow sequence .* at line 2, column 1/su)]);
  });
});

describe("registryOrder", () => {
  it("sorts by the matching key, so case, accents and punctuation do not move an entry", () => {
    const names = ["Zott", "Ülker", "innocent", "Ben & Jerry's", "7UP", "Häagen-Dazs", "Arla", "benecol"];
    expect([...names].sort(registryOrder)).toEqual(["7UP", "Arla", "Ben & Jerry's", "benecol", "Häagen-Dazs", "innocent", "Ülker", "Zott"]);
  });
});
