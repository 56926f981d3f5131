import { describe, expect, it } from "vitest";

import { offDatabaseForHost } from "./off-database";

describe("offDatabaseForHost", () => {
  it.each([
    ["world.openfoodfacts.org", "food"],
    ["world.openfoodfacts.net", "food"],
    ["world.openbeautyfacts.org", "beauty"],
    ["FR.OpenBeautyFacts.org", "beauty"],
    ["world.openpetfoodfacts.org", "petfood"],
    ["world.openproductsfacts.org", "products"],
  ] as const)("%s serves the %s database", (host, database) => {
    expect(offDatabaseForHost(host)).toBe(database);
  });

  it("takes any other host to be the food database", () => {
    expect(offDatabaseForHost("127.0.0.1")).toBe("food");
    expect(offDatabaseForHost("off-mirror.example.com")).toBe("food");
  });

  it("matches whole host labels, not fragments", () => {
    expect(offDatabaseForHost("notopenbeautyfacts.example")).toBe("food");
  });
});
