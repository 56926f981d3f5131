import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, expect, it } from "vitest";

import { productFactsSelect, resolveProductOrigin } from "@productcheck/api/services/scanned-products/product-view";
import { SHIPPED_CATEGORIES_FILE } from "@productcheck/catalogue/shipped";
import { ean13, JSONL, shippedProduct, tempFiles, type TempFiles } from "@productcheck/catalogue/testing/catalogue-fixtures";
import { createTestDatabaseConfig, type TestDatabaseConfig } from "@productcheck/db/testing/test-database";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import { REGISTRY_DATA_DIR } from "@productcheck/registry/load-registry";

import { openAppDatabase } from "./open-app-database";

// Heinz ketchup with a Swedish barcode: its owner decides the verdict, whatever the barcode says.
const KETCHUP = ean13(42);

let location: TestDatabaseConfig;
let files: TempFiles;
let registryDir: string;
let productsFile: string;

beforeAll(async () => {
  location = await createTestDatabaseConfig({ empty: true });
  files = await tempFiles();
  productsFile = await files.write("products.jsonl.gz", JSONL([shippedProduct({ code: KETCHUP, name: "Tomato Ketchup", brands: "Heinz", brand_owner: "", manufacturing_places: "" })]), { gzip: true });
  registryDir = await mkdtemp(path.join(tmpdir(), "productcheck-registry-"));
  await cp(REGISTRY_DATA_DIR, registryDir, { recursive: true });
});
afterAll(async () => {
  await location.dispose();
  await files.remove();
  await rm(registryDir, { recursive: true, force: true });
});

/** Starts the server's database as main.ts does, and resolves the ketchup's origin with the app's resolver. */
async function startAndResolve() {
  const logs: string[] = [];
  const database = await openAppDatabase({ ...location, productsFile, categoriesFile: SHIPPED_CATEGORIES_FILE, registryDir, log: (message) => logs.push(message) });
  try {
    const product = await database.db.product.findUniqueOrThrow({ where: { barcode: KETCHUP }, select: productFactsSelect });
    const { origin, chain } = resolveProductOrigin(await ownershipResolverFor(database.db), product);
    return { isAmerican: origin.isAmerican, owners: chain.map((company) => `${company.name} (${company.hqCountry})`), logs };
  } finally {
    await database.close();
  }
}

async function editBrands(edit: (yaml: string) => string) {
  const file = path.join(registryDir, "brands.yaml");
  const before = await readFile(file, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  await writeFile(file, after);
}

it("changes the verdict when a data file names another owner and the server restarts, with no migration", async () => {
  const first = await startAndResolve();
  expect(first).toMatchObject({ isAmerican: true, owners: ["The Kraft Heinz Company (US)"] });
  expect(first.logs).toContainEqual(expect.stringMatching(/^registry: synced \w+ in \d+ ms: added \d+ companies, \d+ brands/u));

  // The same files: the stored hash says there is nothing to do.
  const second = await startAndResolve();
  expect(second.logs).toContainEqual(expect.stringMatching(/^registry: up to date/u));

  await editBrands((yaml) => yaml.replace("- name: Heinz\n  owner: The Kraft Heinz Company\n", "- name: Heinz\n  owner: Unilever\n"));
  const third = await startAndResolve();
  expect(third).toMatchObject({ isAmerican: false, owners: ["Unilever (GB)"] });
  expect(third.logs).toContainEqual(expect.stringMatching(/updated 0 companies, 1 brands, 0 aliases, 0 regional owners/u));

  // A brand that leaves the data no longer resolves.
  await editBrands((yaml) => yaml.replace(/- name: Heinz\n(?: {2}.*\n)+\n/u, ""));
  const fourth = await startAndResolve();
  expect(fourth.owners).toEqual([]);
  expect(fourth.logs).toContainEqual(expect.stringMatching(/retired 0 companies, 1 brands/u));
});
