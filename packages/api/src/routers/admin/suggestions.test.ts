import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Principal } from "@productcheck/auth/principal";
import { importCatalogue } from "@productcheck/catalogue/import-catalogue";
import { JSONL, shippedProduct, SMALL_TAXONOMY, tempFiles, type TempFiles } from "@productcheck/catalogue/testing/catalogue-fixtures";
import type { Prisma } from "@productcheck/db/client";
import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { ACCESS_DENIED_MESSAGE } from "@productcheck/validators/user";

import { CANNOT_UNAPPROVE_MESSAGE } from "../../services/admin/set-suggestion-approval";
import { callerFor, clientScanId, createProduct, createUser, rejection, userPrincipal } from "../../testing/test-helpers";


let database: Awaited<ReturnType<typeof createTestDatabase>>;
let files: TempFiles;
let admin: Principal;
let shopper: { id: number; principal: Principal };

beforeAll(async () => {
  database = await createTestDatabase();
  files = await tempFiles();
  const adminUser = await createUser(database.db, 10, "admin@example.com");
  admin = await userPrincipal(database.db, adminUser.id);
  const user = await createUser(database.db, 10);
  shopper = { id: user.id, principal: await userPrincipal(database.db, user.id) };
});
afterAll(async () => {
  await files.remove();
  await database.close();
});

const asAdmin = () => callerFor(database.db, { principal: admin }).caller;
const asShopper = () => callerFor(database.db, { principal: shopper.principal }).caller;
const asGuest = () => callerFor(database.db).caller;

let minute = 0;
/** A stored suggestion by the shopper; each one a minute newer than the last. */
async function createSuggestion(
  product: { id: number; barcode: string } | { id: null; barcode: string },
  overrides: Partial<Omit<Prisma.SuggestionUncheckedCreateInput, "userId" | "productId" | "barcode">> = {},
) {
  minute += 1;
  return database.db.suggestion.create({
    data: {
      userId: shopper.id,
      productId: product.id,
      barcode: product.barcode,
      name: "Corrected name",
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
      ...overrides,
    },
    select: { id: true },
  });
}

async function scanView(barcode: string) {
  const principal = await userPrincipal(database.db, (await createUser(database.db, 5)).id);
  const { caller } = callerFor(database.db, { principal });
  const { scannedProduct } = await caller.scan.create({ barcode, clientScanId: clientScanId() });
  return caller.scannedProducts.get({ id: scannedProduct.id });
}

describe("admin.suggestions: who may call", () => {
  it("answers 401 to guests and 403 to other accounts on every call", async () => {
    const product = await createProduct(database.db);
    const { id } = await createSuggestion(product);
    const calls = [
      (caller: ReturnType<typeof asAdmin>) => caller.admin.suggestions.list({}),
      (caller: ReturnType<typeof asAdmin>) => caller.admin.suggestions.setApproval({ id, isApproved: true }),
      (caller: ReturnType<typeof asAdmin>) => caller.admin.suggestions.update({ id, name: "Hacked" }),
    ];
    for (const call of calls) {
      expect((await rejection(call(asGuest()))).code).toBe("UNAUTHORIZED");
      const forbidden = await rejection(call(asShopper()));
      expect(forbidden.code).toBe("FORBIDDEN");
      expect(forbidden.message).toBe(ACCESS_DENIED_MESSAGE);
    }
    expect(await database.db.suggestion.findUniqueOrThrow({ where: { id }, select: { name: true, isApproved: true } })).toEqual({
      name: "Corrected name",
      isApproved: false,
    });
  });
});

describe("admin.suggestions.list", () => {
  it("groups by barcode, newest first, and filters by approved", async () => {
    const [first, second] = [await createProduct(database.db), await createProduct(database.db)];
    const older = await createSuggestion(first, { name: "Older", brand: "B", country: "SE" });
    const approved = await createSuggestion(second, { name: "Approved", isApproved: true });
    const newer = await createSuggestion(first, { name: "Newer" });

    const all = (await asAdmin().admin.suggestions.list({})).groupedSuggestions;
    expect(all[first.barcode]?.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(all[second.barcode]?.map((s) => s.id)).toEqual([approved.id]);
    expect(all[first.barcode]?.[1]).toEqual({
      id: older.id,
      userId: shopper.id,
      barcode: first.barcode,
      productId: first.id,
      name: "Older",
      description: "",
      manufacturer: "",
      brand: "B",
      size: "",
      country: "SE",
      category: "",
      isApproved: false,
      createdAt: expect.stringMatching(/^2026-01-01T/),
    });

    const pending = (await asAdmin().admin.suggestions.list({ approved: "false" })).groupedSuggestions;
    expect(pending[first.barcode]?.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(pending[second.barcode]).toBeUndefined();
    const done = (await asAdmin().admin.suggestions.list({ approved: "true" })).groupedSuggestions;
    expect(done[second.barcode]?.map((s) => s.id)).toEqual([approved.id]);
    expect(done[first.barcode]).toBeUndefined();
  });

  it("answers 400 for an approved filter that is neither true nor false", async () => {
    const error = await rejection(asAdmin().admin.suggestions.list({ approved: "maybe" as "true" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("approved must be true or false");
  });
});

describe("admin.suggestions.setApproval", () => {
  it("applies an approved suggestion to the product every later scan shows, and drops its cached alternatives", async () => {
    const { db } = database;
    const product = await createProduct(db, {
      name: "Wrong name",
      brand: "Wrong brand",
      description: "Old description",
      countryCode: "US",
      countrySource: "catalogue",
      countryConfidence: "low",
    });
    await db.alternativeCache.create({ data: { productId: product.id, homeCountry: "SE", engine: "rules", payload: [] } });
    const { id } = await createSuggestion(product, {
      name: "Kalles Kaviar",
      brand: "Kalles",
      manufacturer: "Orkla",
      size: "300 g",
      country: "SE",
      category: "Fish roe spreads",
    });

    const answer = await asAdmin().admin.suggestions.setApproval({ id, isApproved: true });
    expect(answer).toMatchObject({ id, isApproved: true, name: "Kalles Kaviar" });

    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      name: "Kalles Kaviar",
      brand: "Kalles",
      brandKey: "kalles",
      manufacturer: "Orkla",
      quantity: "300 g",
      category: "Fish roe spreads",
      // Empty fields of the suggestion leave the product's as they were.
      description: "Old description",
      countryCode: "SE",
      countrySource: "suggestion",
      countryConfidence: "high",
      source: "suggestion",
    });
    expect(await db.alternativeCache.count({ where: { productId: product.id } })).toBe(0);
    expect((await db.suggestion.findUniqueOrThrow({ where: { id }, select: { reviewedAt: true } })).reviewedAt).not.toBeNull();

    const view = await scanView(product.barcode);
    expect(view).toMatchObject({ name: "Kalles Kaviar", brand: "Kalles", country: "SE", size: "300 g", productSource: "suggestion" });
  });

  it("applies a suggestion without a product to the product with its barcode", async () => {
    const product = await createProduct(database.db, { name: "Before" });
    const { id } = await createSuggestion({ id: null, barcode: product.barcode }, { name: "After" });
    await asAdmin().admin.suggestions.setApproval({ id, isApproved: true });
    expect(await database.db.product.findUniqueOrThrow({ where: { id: product.id }, select: { name: true, source: true } })).toEqual({
      name: "After",
      source: "suggestion",
    });
  });

  it("rejects a pending suggestion by recording the review only; an approved one cannot be un-approved", async () => {
    const product = await createProduct(database.db, { name: "Untouched" });
    const pending = await createSuggestion(product, { name: "Rejected" });
    const rejected = await asAdmin().admin.suggestions.setApproval({ id: pending.id, isApproved: false });
    expect(rejected.isApproved).toBe(false);
    expect(await database.db.suggestion.findUniqueOrThrow({ where: { id: pending.id }, select: { reviewedAt: true, isApproved: true } }))
      .toEqual({ reviewedAt: expect.any(Date), isApproved: false });
    expect(await database.db.product.findUniqueOrThrow({ where: { id: product.id }, select: { name: true, source: true } })).toEqual({
      name: "Untouched",
      source: "catalogue",
    });

    const approved = await createSuggestion(product, { name: "Approved" });
    await asAdmin().admin.suggestions.setApproval({ id: approved.id, isApproved: true });
    const error = await rejection(asAdmin().admin.suggestions.setApproval({ id: approved.id, isApproved: false }));
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe(CANNOT_UNAPPROVE_MESSAGE);
    expect((await database.db.suggestion.findUniqueOrThrow({ where: { id: approved.id } })).isApproved).toBe(true);
  });

  it("answers 404 for an unknown id and 400 for ids outside int32", async () => {
    const missing = await rejection(asAdmin().admin.suggestions.setApproval({ id: 2_000_000_000, isApproved: true }));
    expect(missing.code).toBe("NOT_FOUND");
    for (const id of [0, -1, 2_147_483_648, 1.5]) {
      expect((await rejection(asAdmin().admin.suggestions.setApproval({ id, isApproved: true }))).code).toBe("BAD_REQUEST");
    }
  });
});

describe("admin.suggestions.update", () => {
  it("edits a pending suggestion without touching the product", async () => {
    const product = await createProduct(database.db, { name: "Original" });
    const { id } = await createSuggestion(product);
    const answer = await asAdmin().admin.suggestions.update({ id, name: "  Edited  ", brand: "Brand", country: "dk" });
    expect(answer).toMatchObject({ id, name: "Edited", brand: "Brand", country: "DK", isApproved: false });
    expect((await database.db.product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe("Original");
  });

  it("re-applies an edited approved suggestion to the product", async () => {
    const product = await createProduct(database.db, { name: "Original" });
    const { id } = await createSuggestion(product, { name: "First fix", brand: "Arla" });
    await asAdmin().admin.suggestions.setApproval({ id, isApproved: true });
    await database.db.alternativeCache.create({ data: { productId: product.id, homeCountry: "SE", engine: "rules", payload: [] } });
    await asAdmin().admin.suggestions.update({ id, name: "Second fix", brand: "Skånemejerier", country: "SE" });
    expect(await database.db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      name: "Second fix",
      brand: "Skånemejerier",
      brandKey: "skanemejerier",
      countryCode: "SE",
      source: "suggestion",
    });
    expect(await database.db.alternativeCache.count({ where: { productId: product.id } })).toBe(0);
    expect((await scanView(product.barcode)).name).toBe("Second fix");
  });

  it("answers 400 with clear messages, and 404 for an unknown id", async () => {
    const { id } = await createSuggestion(await createProduct(database.db));
    const blank = await rejection(asAdmin().admin.suggestions.update({ id, name: "   " }));
    expect(blank.code).toBe("BAD_REQUEST");
    expect(blank.message).toContain("Product name is required");
    const country = await rejection(asAdmin().admin.suggestions.update({ id, name: "Ok", country: "SWE" }));
    expect(country.code).toBe("BAD_REQUEST");
    expect(country.message).toContain("Country must be a two-letter code such as SE");
    expect((await rejection(asAdmin().admin.suggestions.update({ id: 2_000_000_001, name: "Ok" }))).code).toBe("NOT_FOUND");
  });
});

describe("an approved suggestion and the catalogue import", () => {
  it("is never overwritten by a later import of the same barcode", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: "Ketchup" });
    const { id } = await createSuggestion(product, { name: "Felix Tomatketchup", brand: "Felix", country: "SE" });
    await asAdmin().admin.suggestions.setApproval({ id, isApproved: true });
    const select = { name: true, brand: true, countryCode: true, countrySource: true, source: true } as const;
    const before = await db.product.findUniqueOrThrow({ where: { id: product.id }, select });

    const file = await files.write(
      `reimport-${product.barcode}.jsonl`,
      JSONL([shippedProduct({ code: product.barcode, name: "Ketchup from OFF", brands: "Other", manufacturing_places: "Italia" })]),
    );
    const stats = await importCatalogue(db, file, { taxonomy: SMALL_TAXONOMY });
    expect(stats).toMatchObject({ read: 1, imported: 0, keptSuggestions: 1 });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id }, select })).toEqual(before);
    expect(before).toEqual({ name: "Felix Tomatketchup", brand: "Felix", countryCode: "SE", countrySource: "suggestion", source: "suggestion" });
    expect((await scanView(product.barcode)).name).toBe("Felix Tomatketchup");
  });
});
