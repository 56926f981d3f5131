import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { callerFor, createProduct, createUser, rejection, userPrincipal } from "../../testing/test-helpers";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});


async function signedInCaller() {
  const user = await createUser(database.db, 1);
  const { caller } = callerFor(database.db, { principal: await userPrincipal(database.db, user.id) });
  return { user, caller };
}

async function suggestionFor(overrides: Record<string, unknown> = {}) {
  const product = await createProduct(database.db, { name: "Cola" });
  return {
    name: "Cola Zero",
    description: "Sugar-free soft drink",
    manufacturer: "Bottler AB",
    brand: "Cola",
    size: "33 cl",
    country: "se",
    category: "Soft drinks",
    barcode: product.barcode,
    productId: product.id,
    ...overrides,
  };
}

describe("productSuggestions.create", () => {
  it("stores the suggestion as pending for the admin, trimmed and with an upper-case country", async () => {
    const { user, caller } = await signedInCaller();
    const input = await suggestionFor({ name: "  Cola Zero  " });
    const answer = await caller.productSuggestions.create(input);
    expect(answer).toEqual({ id: expect.any(Number), isApproved: false });
    const stored = await database.db.suggestion.findUniqueOrThrow({ where: { id: answer.id } });
    expect(stored).toMatchObject({
      userId: user.id,
      productId: input.productId,
      barcode: input.barcode,
      name: "Cola Zero",
      description: "Sugar-free soft drink",
      manufacturer: "Bottler AB",
      brand: "Cola",
      size: "33 cl",
      country: "SE",
      category: "Soft drinks",
      isApproved: false,
      reviewedAt: null,
    });
  });

  it("needs only the name: the other fields may be empty or left out", async () => {
    const { caller } = await signedInCaller();
    const { barcode, productId } = await suggestionFor();
    const answer = await caller.productSuggestions.create({ name: "Just a name", barcode, productId });
    expect(await database.db.suggestion.findUniqueOrThrow({ where: { id: answer.id } })).toMatchObject({
      description: "",
      country: "",
    });
  });

  it("refuses a guest with 401", async () => {
    const error = await rejection(callerFor(database.db).caller.productSuggestions.create(await suggestionFor()));
    expect(error.code).toBe("UNAUTHORIZED");
  });

  it("answers clear 400s for a missing name and a country that is not two letters", async () => {
    const { caller } = await signedInCaller();
    const blank = await rejection(caller.productSuggestions.create(await suggestionFor({ name: "   " })));
    expect(blank.code).toBe("BAD_REQUEST");
    expect(blank.message).toContain("Product name is required");
    for (const country of ["SWE", "S", "1E"]) {
      const error = await rejection(caller.productSuggestions.create(await suggestionFor({ country })));
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message).toContain("Country must be a two-letter code such as SE");
    }
  });

  it("answers 404 for an unknown product and 400 for a barcode that is not the product's", async () => {
    const { caller } = await signedInCaller();
    expect((await rejection(caller.productSuggestions.create(await suggestionFor({ productId: 987654321 })))).code).toBe("NOT_FOUND");
    const other = await createProduct(database.db);
    const mismatch = await rejection(caller.productSuggestions.create(await suggestionFor({ barcode: other.barcode })));
    expect(mismatch.code).toBe("BAD_REQUEST");
    expect(mismatch.message).toMatch(/^barcode: /);
  });

  it("limits one user to 10 suggestions an hour", async () => {
    const { user, caller } = await signedInCaller();
    const input = await suggestionFor();
    for (let i = 0; i < 10; i += 1) await caller.productSuggestions.create(input);
    const error = await rejection(caller.productSuggestions.create(input));
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(await database.db.suggestion.count({ where: { userId: user.id } })).toBe(10);
    // Another user is not affected.
    expect((await (await signedInCaller()).caller.productSuggestions.create(input)).isApproved).toBe(false);
  });
});
