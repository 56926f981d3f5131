import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { brandKey } from "@productcheck/domain/brand-key";
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
      certainty: "confirmed",
      ownerMatch: { by: "brand", name: "CADBURY-TEST" },
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

  it("uses the brand's owner in the barcode's country: a Swedish Coop product is Coop Sverige's, an Italian one Coop Italia's", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "View Coop", [["View Coop Italia", "IT"]]);
    await createRegionalOwnerChain(db, brand.id, "SE", [["View Coop Sverige", "SE"], ["View Kooperativa Förbundet", "SE"]]);
    await createRegionalOwnerChain(db, brand.id, "NO", [["View Coop Norge", "NO"]]);
    const swedish = await createProduct(db, { barcode: nextBarcode("73"), name: "Coop Havregryn", brand: "View Coop" });
    const italian = await createProduct(db, { barcode: nextBarcode("80"), name: "Coop Passata", brand: "View Coop" });
    // A retailer's in-store code: its country is the one Open Food Facts says it is sold in.
    const inStore = await createProduct(db, { barcode: nextBarcode("21"), name: "Coop Bröd", brand: "View Coop", countriesSold: ["en:norway"] });

    const viewOf = async (barcode: string) => callerFor(db).caller.scannedProducts.get({ id: (await scanAsNewUser(barcode)).scanId });
    const swedishView = await viewOf(swedish.barcode);
    expect(swedishView).toMatchObject({ hq_country: "SE", isAmerican: false, registeredIn: "SE" });
    expect(swedishView.manufacturer).toMatch(/^View Coop Sverige/u);
    expect(await viewOf(italian.barcode)).toMatchObject({ hq_country: "IT", registeredIn: "IT" });
    expect(await viewOf(inStore.barcode)).toMatchObject({ hq_country: "NO" });
  });

  it("says unknown when nothing is known, not even the barcode's GS1 country", async () => {
    const { db } = database;
    // 150–199 is no GS1 office's prefix.
    const product = await createProduct(db, { barcode: nextBarcode("15"), name: "Mystery snack", brand: "Nobody Knows" });
    const { scanId } = await scanAsNewUser(product.barcode);
    const view = await callerFor(db).caller.scannedProducts.get({ id: scanId });
    expect(view).toMatchObject({
      country: null,
      countryName: "Unknown",
      hq_country: null,
      hqCountryName: "Unknown",
      isAmerican: false,
      americanBasis: "unknown",
      certainty: "unknown",
      ownerMatch: null,
      registeredIn: null,
      ownershipChain: [],
      facts: { country: null, hqCountry: null },
    });
    expect(view.brandExplanation).toBe(
      "We don't know yet who owns Nobody Knows. Nothing says where it is made or where its barcode was registered, " +
        "so we can't tell whether it is American.",
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

describe("scannedProducts.get: every piece of evidence, and how sure it is (docs/origin.md, isAmerican)", () => {
  async function view(product: { barcode: string }) {
    return callerFor(database.db).caller.scannedProducts.get({ id: (await scanAsNewUser(product.barcode)).scanId });
  }

  it("finds the owner from the brand owner's legal name: 'X Grocery Company Inc.' is the registry's X", async () => {
    const { db } = database;
    await db.company.create({ data: { name: "Evidence Hometown Grocers", hqCountry: "US" }, select: { id: true } });
    registryChanged(db);
    const product = await createProduct(db, {
      name: "Peanut Butter",
      brand: "Evidence Pantry Pride",
      brandOwner: "Evidence Hometown Grocers Grocery Company Inc.",
    });
    expect(await view(product)).toMatchObject({
      hq_country: "US",
      isAmerican: true,
      americanBasis: "owner",
      certainty: "confirmed",
      ownerMatch: { by: "company", name: "Evidence Hometown Grocers Grocery Company Inc." },
      manufacturer: "Evidence Hometown Grocers Grocery Company Inc.",
      ownershipChain: [expect.objectContaining({ name: "Evidence Hometown Grocers" })],
    });
  });

  it("calls an owner chain with a low-confidence link likely, in the sentence too", async () => {
    const { db } = database;
    const brand = await createBrandChain(db, "Evidence Thin Brand", [["Evidence Thin Owner", "US"]]);
    await db.brand.update({ where: { id: brand.id }, data: { confidence: "low" }, select: { id: true } });
    registryChanged(db);
    const result = await view(await createProduct(db, { name: "Crackers", brand: "Evidence Thin Brand" }));
    expect(result).toMatchObject({ isAmerican: true, americanBasis: "owner", certainty: "likely", facts: { hqCountry: { confidence: "low" } } });
    expect(result.brandExplanation).toContain("This ownership is not well documented yet, so it is likely American.");
  });

  it("calls an AI-proposed owner probable, and a company the product names beats it", async () => {
    const { db } = database;
    const owner = await db.company.create({
      data: { name: "Evidence Guess Corp", hqCountry: "DE", source: "ai", confidence: "low" },
      select: { id: true },
    });
    await db.brand.create({
      data: { name: "Evidence Guessed", key: brandKey("Evidence Guessed"), ownerId: owner.id, source: "ai", confidence: "low" },
      select: { id: true },
    });
    await db.company.create({ data: { name: "Evidence Real Maker", hqCountry: "US" }, select: { id: true } });
    registryChanged(db);
    const guessed = await view(await createProduct(db, { name: "Soup", brand: "Evidence Guessed" }));
    expect(guessed).toMatchObject({ isAmerican: false, americanBasis: "owner", certainty: "probable", facts: { hqCountry: { source: "ai" } } });
    expect(guessed.brandExplanation).toContain("suggested by AI and is not yet confirmed, so it is probably not American.");
    const named = await view(await createProduct(db, { name: "Soup", brand: "Evidence Guessed", manufacturer: "Evidence Real Maker, LLC" }));
    expect(named).toMatchObject({ isAmerican: true, certainty: "confirmed", ownerMatch: { by: "company", name: "Evidence Real Maker, LLC" } });
  });

  it("goes by where an unknown owner's product is made: likely, or probable when the barcode says otherwise", async () => {
    const { db } = database;
    const madeIn = { countrySource: "catalogue" as const, countryConfidence: "high" as const };
    const likely = await view(
      await createProduct(db, { barcode: nextBarcode("003"), name: "Jam", brand: "Evidence Farm", countryCode: "US", ...madeIn }),
    );
    expect(likely).toMatchObject({ isAmerican: true, americanBasis: "made-in", certainty: "likely", registeredIn: "US" });
    const disagreeing = await view(
      await createProduct(db, { barcode: nextBarcode("003"), name: "Salsa", brand: "Evidence Salsa", countryCode: "MX", ...madeIn }),
    );
    expect(disagreeing).toMatchObject({ isAmerican: false, americanBasis: "made-in", certainty: "probable" });
    expect(disagreeing.brandExplanation).toBe(
      "We don't know yet who owns Evidence Salsa. It is made in Mexico, so it is probably not American, " +
        "although its barcode was registered in the United States.",
    );
  });

  it("calls an unknown owner's product with a GS1 US barcode probably American, and any other GS1 country probably not", async () => {
    const { db } = database;
    const american = await view(await createProduct(db, { barcode: nextBarcode("003"), name: "Pickles", brand: "Evidence Nobody" }));
    expect(american).toMatchObject({
      isAmerican: true,
      americanBasis: "gs1",
      certainty: "probable",
      hq_country: null,
      country: null,
      registeredIn: "US",
      ownershipChain: [],
    });
    expect(american.brandExplanation).toBe(
      "We don't know yet who owns Evidence Nobody. Its barcode was registered in the United States, so it is probably American.",
    );
    const swedish = await view(await createProduct(db, { name: "Pickles", brand: "Evidence Nobody" }));
    expect(swedish).toMatchObject({ isAmerican: false, americanBasis: "gs1", certainty: "probable", registeredIn: "SE" });
    expect(swedish.brandExplanation).toBe(
      "We don't know yet who owns Evidence Nobody. Its barcode was registered in Sweden, so it is probably not American.",
    );
  });
});
