import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { callerFor, clientScanId, createBrandChain, createProduct, createUser, userPrincipal } from "../../testing/test-helpers";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function errorCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error.code;
}

/** A signed-in user who scanned a fresh product: their caller, and the scan id. */
async function userWithScan(productData: Parameters<typeof createProduct>[1] = {}) {
  const user = await createUser(database.db, 5);
  const principal = await userPrincipal(database.db, user.id);
  const { caller } = callerFor(database.db, { principal });
  const product = await createProduct(database.db, productData);
  const { scannedProduct } = await caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
  return { user, caller, scanId: scannedProduct.id, product };
}

describe("scannedProducts.save (POST) and updateSaved (PUT)", () => {
  it("saves and unsaves the owner's scan, idempotently, and the product view follows", async () => {
    const { caller, scanId } = await userWithScan();
    expect(await caller.scannedProducts.save({ id: scanId, isSaved: true })).toEqual({ id: scanId, isSaved: true });
    expect(await caller.scannedProducts.save({ id: scanId, isSaved: true })).toEqual({ id: scanId, isSaved: true });
    expect((await caller.scannedProducts.get({ id: scanId })).isSaved).toBe(true);
    expect(await caller.savedProducts.list()).toHaveLength(1);

    expect(await caller.scannedProducts.updateSaved({ id: scanId, isSaved: false })).toEqual({ id: scanId, isSaved: false });
    expect(await caller.scannedProducts.updateSaved({ id: scanId, isSaved: false })).toEqual({ id: scanId, isSaved: false });
    expect((await caller.scannedProducts.get({ id: scanId })).isSaved).toBe(false);
    expect(await caller.savedProducts.list()).toEqual([]);

    // PUT saves as well as POST unsaves: both methods are the same operation.
    await caller.scannedProducts.updateSaved({ id: scanId, isSaved: true });
    await caller.scannedProducts.save({ id: scanId, isSaved: false });
    expect(await caller.savedProducts.list()).toEqual([]);
  });

  it("refuses a guest with 401", async () => {
    const { scanId } = await userWithScan();
    const guest = callerFor(database.db).caller;
    expect(await errorCode(guest.scannedProducts.save({ id: scanId, isSaved: true }))).toBe("UNAUTHORIZED");
    expect(await errorCode(guest.scannedProducts.updateSaved({ id: scanId, isSaved: false }))).toBe("UNAUTHORIZED");
  });

  it("refuses another user's scan with 403 and saves nothing", async () => {
    const { scanId } = await userWithScan();
    const other = await createUser(database.db, 1);
    const { caller } = callerFor(database.db, { principal: await userPrincipal(database.db, other.id) });
    expect(await errorCode(caller.scannedProducts.save({ id: scanId, isSaved: true }))).toBe("FORBIDDEN");
    expect(await errorCode(caller.scannedProducts.updateSaved({ id: scanId, isSaved: true }))).toBe("FORBIDDEN");
    expect(await database.db.savedProduct.count({ where: { userId: other.id } })).toBe(0);
  });

  it("refuses a guest's scan for a signed-in user with 403", async () => {
    const product = await createProduct(database.db);
    const { scannedProduct } = await callerFor(database.db).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    const user = await createUser(database.db, 1);
    const { caller } = callerFor(database.db, { principal: await userPrincipal(database.db, user.id) });
    expect(await errorCode(caller.scannedProducts.save({ id: scannedProduct.id, isSaved: true }))).toBe("FORBIDDEN");
  });

  it("answers 404 for a scan that does not exist", async () => {
    const { caller } = await userWithScan();
    expect(await errorCode(caller.scannedProducts.save({ id: "no-such-scan", isSaved: true }))).toBe("NOT_FOUND");
  });
});

describe("savedProducts.list", () => {
  it("lists the user's saved products newest first, with the spec's fields and the scan id for /results/{id}", async () => {
    await createBrandChain(database.db, "Saved Brand Test", [
      ["Saved Brand Nordic", "SE"],
      ["Saved Brand Holding", "US"],
    ]);
    const { caller, scanId, product } = await userWithScan({
      name: "Oat drink",
      brand: "Saved Brand Test",
      quantity: "1 l",
      category: "Plant milks",
      countryCode: "SE",
      countrySource: "catalogue",
      countryConfidence: "high",
    });
    const second = await createProduct(database.db, { name: "Crispbread", description: "Whole grain", quantity: "250 g" });
    const { scannedProduct } = await caller.scan.create({ barcode: second.barcode, clientScanId: clientScanId() });
    await caller.scannedProducts.save({ id: scanId, isSaved: true });
    await caller.scannedProducts.save({ id: scannedProduct.id, isSaved: true });

    const list = await caller.savedProducts.list();
    expect(list.map((item) => item.name)).toEqual(["Crispbread", "Oat drink"]);
    expect(list[1]).toEqual({
      id: scanId,
      productId: expect.any(Number),
      name: "Oat drink",
      description: "Plant milks",
      size: "1 l",
      country: "SE",
      countryName: "Sweden",
      isAmerican: true,
      hq_country: "US",
      hqCountryName: "United States",
      barcode: product.barcode,
      brandExplanation: expect.stringContaining("Saved Brand"),
      savedAt: expect.any(String),
    });
    expect(list[0]).toMatchObject({ id: scannedProduct.id, description: "Whole grain", size: "250 g" });

    // Another user sees only their own list.
    const other = await createUser(database.db, 1);
    expect(await callerFor(database.db, { principal: await userPrincipal(database.db, other.id) }).caller.savedProducts.list()).toEqual([]);
  });

  it("refuses a guest with 401", async () => {
    expect(await errorCode(callerFor(database.db).caller.savedProducts.list())).toBe("UNAUTHORIZED");
  });
});
