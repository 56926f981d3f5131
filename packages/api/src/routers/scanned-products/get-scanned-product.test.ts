import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { registryChanged } from "@productcheck/registry/load-ownership-resolver";

import {
  callerFor,
  clientScanId,
  createBrandChain,
  createProduct,
  createRegionalOwnerChain,
  createUser,
  nextBarcode,
  rejection,
  userPrincipal,
} from "../../testing/test-helpers";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function scanAsNewUser(barcode: string) {
  const user = await createUser(database.db, 5);
  const principal = await userPrincipal(database.db, user.id);
  const { scannedProduct } = await callerFor(database.db, { principal }).caller.scan.create({ barcode, clientScanId: clientScanId() });
  return { user, principal, scanId: scannedProduct.id };
}

describe("scannedProducts.get", () => {
  it("walks the brand's ownership chain: a British brand of a US group is American", async () => {
    const { db } = database;
    await createBrandChain(db, "Cadbury Test", [
      ["Cadbury UK", "GB"],
      ["Mondelez International", "US"],
    ]);
    const product = await createProduct(db, {
      name: "Dairy Milk",
      brand: "CADBURY-TEST",
      quantity: "110 g",
      category: "Milk chocolates",
      countryCode: "GB",
      countrySource: "catalogue",
      countryConfidence: "high",
    });
    const { scanId } = await scanAsNewUser(product.barcode);
    const view = await callerFor(db).caller.scannedProducts.get({ id: scanId });
    expect(view).toMatchObject({
      name: "Dairy Milk",
      brand: "CADBURY-TEST",
      size: "110 g",
      category: "Milk chocolates",
      description: "Milk chocolates",
      country: "GB",
      countryName: "United Kingdom",
      hq_country: "US",
      hqCountryName: "United States",
      isAmerican: true,
      americanBasis: "owner",
      facts: { country: { source: "catalogue", confidence: "high" }, hqCountry: { source: "registry", confidence: "high" } },
      registeredIn: "SE",
      productSource: "catalogue",
    });
    expect(view.manufacturer).toMatch(/^Cadbury UK/);
    expect(view.ownershipChain.map((link) => link.country)).toEqual(["GB", "US"]);
    expect(view.brandExplanation).toMatch(
      /^CADBURY-TEST belongs to Cadbury UK \d+, part of Mondelez International \d+, headquartered in the United States\./,
    );
  });

  it("uses the brand's owner in the product's region: a US box of Kellogg's cereal is Ferrero's, a British one Mars'", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "View Kellogg's", [["Kellanova", "US"], ["Mars", "US"]]);
    await createRegionalOwnerChain(db, brand.id, "north-america", [["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]]);
    const american = await createProduct(db, { barcode: "0038000596582", name: "Frosted Flakes", brand: "View Kellogg's" });
    const british = await createProduct(db, { barcode: nextBarcode("50"), name: "Corn Flakes", brand: "View Kellogg's" });

    const usView = await callerFor(db).caller.scannedProducts.get({ id: (await scanAsNewUser(american.barcode)).scanId });
    expect(usView).toMatchObject({ hq_country: "LU", isAmerican: false, registeredIn: "US" });
    expect(usView.ownershipChain.map((link) => link.country)).toEqual(["US", "LU"]);
    expect(usView.manufacturer).toMatch(/^WK Kellogg Co/u);

    const ukView = await callerFor(db).caller.scannedProducts.get({ id: (await scanAsNewUser(british.barcode)).scanId });
    expect(ukView).toMatchObject({ hq_country: "US", isAmerican: true, americanBasis: "owner" });
    expect(ukView.manufacturer).toMatch(/^Kellanova/u);
  });

  it("uses a regional owner limited to cereals for the region's cereals only: US Pop-Tarts stay Kellanova's (Mars)", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "View Cereal Kellogg's", [["Kellanova", "US"], ["Mars", "US"]]);
    await createRegionalOwnerChain(db, brand.id, "north-america", [["WK Kellogg Co", "US"], ["Ferrero Group", "LU"]], ["en:breakfast-cereals"]);
    const cereal = await createProduct(db, {
      barcode: nextBarcode("003"),
      name: "Froot Loops",
      brand: "View Cereal Kellogg's",
      categories: ["en:breakfast-cereals", "en:cereals-and-their-products", "en:breakfasts"],
    });
    const popTarts = await createProduct(db, {
      barcode: nextBarcode("003"),
      name: "Pop Tarts Frosted Raspberry",
      brand: "View Cereal Kellogg's",
      categories: ["en:toaster-pastries", "en:sweet-snacks", "en:snacks"],
    });

    const cerealView = await callerFor(db).caller.scannedProducts.get({ id: (await scanAsNewUser(cereal.barcode)).scanId });
    expect(cerealView).toMatchObject({ hq_country: "LU", isAmerican: false });
    const popTartsView = await callerFor(db).caller.scannedProducts.get({ id: (await scanAsNewUser(popTarts.barcode)).scanId });
    expect(popTartsView).toMatchObject({ hq_country: "US", isAmerican: true, americanBasis: "owner" });
    expect(popTartsView.manufacturer).toMatch(/^Kellanova/u);
  });

  it("says unknown when nothing is known, and shows the GS1 prefix only as a registration hint", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: "Mystery snack", brand: "Nobody Knows" });
    const { scanId } = await scanAsNewUser(product.barcode);
    const view = await callerFor(db).caller.scannedProducts.get({ id: scanId });
    expect(view).toMatchObject({
      country: null,
      countryName: "Unknown",
      hq_country: null,
      hqCountryName: "Unknown",
      isAmerican: false,
      americanBasis: "unknown",
      ownershipChain: [],
      facts: { country: null, hqCountry: null },
    });
    expect(view.brandExplanation).toBe(
      "We don't know yet who owns Nobody Knows. Its barcode was registered in Sweden, which does not say where it was made.",
    );
  });

  it("tells the owner whether the product is saved, and nobody else", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const { user, principal, scanId } = await scanAsNewUser(product.barcode);
    const row = await db.scan.findUniqueOrThrow({ where: { publicId: scanId }, select: { id: true } });
    await db.savedProduct.create({ data: { userId: user.id, productId: product.id, scanId: row.id } });
    expect((await callerFor(db, { principal }).caller.scannedProducts.get({ id: scanId })).isSaved).toBe(true);
    expect((await callerFor(db).caller.scannedProducts.get({ id: scanId })).isSaved).toBe(false);
  });

  it("shows the scanner's user id to that user only: 0 to a guest or another user", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const { user, principal, scanId } = await scanAsNewUser(product.barcode);
    const other = await createUser(db);
    expect((await callerFor(db, { principal }).caller.scannedProducts.get({ id: scanId })).userId).toBe(user.id);
    expect((await callerFor(db).caller.scannedProducts.get({ id: scanId })).userId).toBe(0);
    const otherView = await callerFor(db, { principal: await userPrincipal(db, other.id) }).caller.scannedProducts.get({ id: scanId });
    expect(otherView.userId).toBe(0);
  });

  it("answers with an unguessable public id, not the row's number", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const { scanId } = await scanAsNewUser(product.barcode);
    expect(scanId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await db.scan.findUniqueOrThrow({ where: { publicId: scanId }, select: { id: true } });
    expect((await rejection(callerFor(db).caller.scannedProducts.get({ id: String(row.id) }))).code).toBe("NOT_FOUND");
  });

  it("answers an unknown id with 404", async () => {
    const error = await callerFor(database.db)
      .caller.scannedProducts.get({ id: "no-such-scan" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("NOT_FOUND");
  });
});

describe("scannedProducts.get with a company written as the brand", () => {
  it("finds the company's group when no brand of that name is registered", async () => {
    const { db } = database;
    const parent = await db.company.create({ data: { name: "Cola Group Test Company", hqCountry: "US" }, select: { id: true } });
    registryChanged(db);
    const product = await createProduct(db, { name: "Cola", brand: "Cola Group Test Company", brandKey: "cola group test company" });
    const { scanId } = await scanAsNewUser(product.barcode);
    const view = await callerFor(db).caller.scannedProducts.get({ id: scanId });
    expect(view).toMatchObject({ hq_country: "US", isAmerican: true, americanBasis: "owner" });
    expect(view.ownershipChain.map((link) => link.name)).toEqual(["Cola Group Test Company"]);
    expect(parent.id).toBeGreaterThan(0);
  });
});
