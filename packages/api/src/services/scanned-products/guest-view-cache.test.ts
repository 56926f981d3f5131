import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { registryChanged } from "@productcheck/registry/load-ownership-resolver";

import { callerFor, clientScanId, createBrandChain, createProduct, createUser, userPrincipal } from "../../testing/test-helpers";
import { setSuggestionApproval } from "../admin/set-suggestion-approval";
import { GUEST_VIEW_TTL_MS, productsChanged, rememberedScanProduct, rememberProduct } from "./guest-view-cache";
import { getScannedProductView } from "./product-view";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A guest's scan of a new product: the guest's caller, the scan's id and the product. */
async function guestScan(name: string) {
  const { db } = database;
  const product = await createProduct(db, { name });
  const guest = callerFor(db, { ip: "192.0.2.7" });
  const { scannedProduct } = await guest.caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
  return { guest, scanId: scannedProduct.id, product };
}

describe("a guest's view of a product", () => {
  it("shows an edit of the product made elsewhere within the TTL, and a signed-in viewer at once", async () => {
    const { db } = database;
    const { scanId, product } = await guestScan("Before");
    const viewer = callerFor(db);
    expect((await viewer.caller.scannedProducts.get({ id: scanId })).name).toBe("Before");
    await db.product.update({ where: { id: product.id }, data: { name: "After" } });
    // Read in the last second: the guest's view may still show the old name…
    expect((await viewer.caller.scannedProducts.get({ id: scanId })).name).toBe("Before");
    // …a signed-in viewer's view is read afresh…
    const user = await createUser(db, 0);
    const signedIn = callerFor(db, { principal: await userPrincipal(db, user.id) });
    expect((await signedIn.caller.scannedProducts.get({ id: scanId })).name).toBe("After");
    // …and after the TTL the guest's is too, and so is a guest's re-scan.
    await sleep(GUEST_VIEW_TTL_MS + 50);
    expect((await viewer.caller.scannedProducts.get({ id: scanId })).name).toBe("After");
    await db.product.update({ where: { id: product.id }, data: { name: "Later" } });
    await sleep(GUEST_VIEW_TTL_MS + 50);
    const rescan = await callerFor(db, { ip: "192.0.2.8" }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    expect(rescan.scannedProduct.name).toBe("Later");
  });

  it("shows a suggestion approved through this process at once", async () => {
    const { db } = database;
    const { scanId, product } = await guestScan("Misspelt");
    const viewer = callerFor(db);
    expect((await viewer.caller.scannedProducts.get({ id: scanId })).name).toBe("Misspelt");
    const user = await createUser(db, 0);
    const suggestion = await db.suggestion.create({
      data: { userId: user.id, barcode: product.barcode, productId: product.id, name: "Spelt right" },
      select: { id: true },
    });
    await setSuggestionApproval({ db }, { id: suggestion.id, isApproved: true });
    expect((await viewer.caller.scannedProducts.get({ id: scanId })).name).toBe("Spelt right");
  });

  it("keeps no product read before a change made through this process", async () => {
    const { db } = database;
    const { scanId } = await guestScan("Read early");
    const readAt = performance.now();
    const row = rememberedScanProduct(db, scanId);
    if (!row) throw new Error("the scan's product was not remembered");
    productsChanged(db);
    expect(rememberedScanProduct(db, scanId)).toBeUndefined();
    rememberProduct(db, row, readAt);
    expect(rememberedScanProduct(db, scanId)).toBeUndefined();
    rememberProduct(db, row, performance.now());
    expect(rememberedScanProduct(db, scanId)).toEqual(row);
  });

  it("resolves origin against the registry as it is now, even from remembered facts", async () => {
    const { db } = database;
    await createBrandChain(db, "Cached Brand", [["Cached Brand AB", "SE"]]);
    const { scanId, product } = await guestScan("Cached origin");
    await db.product.update({ where: { id: product.id }, data: { brand: "Cached Brand" } });
    await sleep(GUEST_VIEW_TTL_MS + 50);
    const viewer = callerFor(db);
    expect((await viewer.caller.scannedProducts.get({ id: scanId })).hq_country).toBe("SE");
    // The owner moves to the US: the next view says so, though the product's facts are remembered.
    await db.company.updateMany({ where: { name: { startsWith: "Cached Brand AB" } }, data: { hqCountry: "US" } });
    registryChanged(db);
    const after = await viewer.caller.scannedProducts.get({ id: scanId });
    expect(after).toMatchObject({ hq_country: "US", isAmerican: true });
  });

  it("builds a guest's view of a remembered product once, and afresh after a registry change", async () => {
    const { db } = database;
    await createBrandChain(db, "Built Once", [["Built Once AB", "SE"]]);
    const product = await createProduct(db, { name: "Built once", brand: "Built Once" });
    const { scannedProduct } = await callerFor(db, { ip: "192.0.2.9" }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    const view = () => getScannedProductView({ db }, { publicId: scannedProduct.id, viewerUserId: null });
    const first = await view();
    expect(await view()).toBe(first);
    await db.company.updateMany({ where: { name: { startsWith: "Built Once AB" } }, data: { hqCountry: "US" } });
    registryChanged(db);
    const after = await view();
    expect(after).not.toBe(first);
    expect(after).toMatchObject({ hq_country: "US", isAmerican: true });
    expect(first).toMatchObject({ hq_country: "SE", isAmerican: false });
  });

  it("never serves a signed-in viewer's saved flag or user id to anyone else", async () => {
    const { db } = database;
    const user = await createUser(db, 5);
    const principal = await userPrincipal(db, user.id);
    const product = await createProduct(db, { name: "Saved one" });
    const owner = callerFor(db, { principal });
    const { scannedProduct } = await owner.caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    await owner.caller.scannedProducts.save({ id: scannedProduct.id, isSaved: true });
    expect(await owner.caller.scannedProducts.get({ id: scannedProduct.id })).toMatchObject({ isSaved: true, userId: user.id });
    const guestView = await callerFor(db).caller.scannedProducts.get({ id: scannedProduct.id });
    expect(guestView).toMatchObject({ isSaved: false, userId: 0 });
    expect(await callerFor(db).caller.scannedProducts.get({ id: scannedProduct.id })).toMatchObject({ isSaved: false, userId: 0 });
    expect(await owner.caller.scannedProducts.get({ id: scannedProduct.id })).toMatchObject({ isSaved: true, userId: user.id });
  });
});
