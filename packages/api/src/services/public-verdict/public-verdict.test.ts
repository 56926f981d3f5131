import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import type { ShopperLocale } from "../../i18n/shopper-messages";
import { appRejection, createBrandChain, createProduct, testConfig } from "../../testing/test-helpers";
import { RATE_LIMITS } from "../shared/rate-limits";
import { getPublicVerdict, notFoundPageTexts, PUBLIC_VERDICT_NOT_FOUND_MESSAGE, verdictPageTexts } from "./public-verdict";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let network = 0;
/** A reader from a network of its own, so no test spends another's limit. */
function reader() {
  return { db: database.db, config: testConfig, ip: `198.51.100.${++network}` };
}

function read(barcode: string, { db, config, ip } = reader(), locale?: ShopperLocale) {
  return getPublicVerdict({ db, config }, { barcode, ip, ...(locale && { locale }) });
}

describe("getPublicVerdict (docs/sharing.md)", () => {
  it("reads a catalogue product's origin facts, verdict and owner chain with each owner's HQ country", async () => {
    await createBrandChain(database.db, "Share Crisps", [["Share Snacks Europe", "NL"], ["Share Foods Inc", "US"]]);
    const { barcode } = await createProduct(database.db, {
      name: "Salted crisps",
      brand: "Share Crisps",
      quantity: "150 g",
      countryCode: "SE",
      countrySource: "catalogue",
      countryConfidence: "high",
    });
    const verdict = await read(barcode);
    expect(verdict).toMatchObject({
      barcode,
      name: "Salted crisps",
      brand: "Share Crisps",
      size: "150 g",
      country: "SE",
      countryName: "Sweden",
      hq_country: "US",
      hqCountryName: "United States",
      isAmerican: true,
      certainty: "confirmed",
      verdict: "American",
    });
    expect(verdict.ownershipChain.map(({ country, countryName }) => [country, countryName])).toEqual([
      ["NL", "Netherlands"],
      ["US", "United States"],
    ]);
    expect(verdict.ownershipChain[0]?.name).toMatch(/^Share Snacks Europe/);
    expect(verdict.summary).toBe(`American. Made in Sweden. ${verdict.brandExplanation}`);
    // Nothing of a scan: no id, no user, no saved flag.
    expect(verdict).not.toHaveProperty("id");
    expect(verdict).not.toHaveProperty("userId");
    expect(verdict).not.toHaveProperty("isSaved");
  });

  it("says the verdict, its summary and the brand explanation in the reader's language", async () => {
    await createBrandChain(database.db, "Delad Saft", [["Delad Dryck AB", "SE"]]);
    const { barcode } = await createProduct(database.db, {
      name: "Saft",
      brand: "Delad Saft",
      countryCode: "US",
      countrySource: "catalogue",
      countryConfidence: "high",
    });
    const swedish = await read(barcode, reader(), "sv");
    expect(swedish.verdict).toBe("Inte amerikansk");
    expect(swedish.summary).toBe(`Inte amerikansk. Tillverkad i USA. ${swedish.brandExplanation}`);
    expect(swedish.brandExplanation).toMatch(/^Delad Saft ägs av Delad Dryck AB \d+, med huvudkontor i Sverige\./);
    const english = await read(barcode, reader(), "en");
    expect(english.verdict).toBe("Not American");
    expect(english.summary).toBe(`Not American. Made in USA. ${english.brandExplanation}`);
    // The facts themselves are the same in both languages.
    expect({ ...swedish, verdict: "", summary: "", brandExplanation: "" }).toEqual({ ...english, verdict: "", summary: "", brandExplanation: "" });
  });

  it("writes the page's head in the reader's language", () => {
    const verdict = { name: "Saft", verdict: "Inte amerikansk", summary: "Inte amerikansk. Tillverkad i USA." };
    expect(verdictPageTexts(verdict, "sv")).toEqual({
      title: "Saft: Inte amerikansk · ProductCheck",
      ogTitle: "Saft: Inte amerikansk",
      description: "Inte amerikansk. Tillverkad i USA.",
      imageAlt: "ProductChecks appikon: en streckkod med en bock",
    });
    expect(verdictPageTexts({ ...verdict, verdict: "Not American" }, "en")).toMatchObject({ title: "Saft: Not American · ProductCheck", imageAlt: "The ProductCheck app icon: a barcode with a check mark" });
    const site = "Scan a product's barcode to see who makes it, where it is made and where its owner is headquartered, with non-US alternatives to American products.";
    expect(notFoundPageTexts("ProductCheck", site, "sv")).toMatchObject({ title: "Produkten hittades inte · ProductCheck", ogTitle: "ProductCheck", description: expect.stringMatching(/^Skanna en produkts streckkod/) });
    expect(notFoundPageTexts("ProductCheck", site, "en")).toMatchObject({ title: "Product not found · ProductCheck", description: site });
  });

  it("finds a product by any form of its code (a UPC-A without its leading zero)", async () => {
    const { barcode } = await createProduct(database.db, { barcode: "0012000161155", name: "Twelve digits" });
    expect(barcode).toBe("0012000161155");
    expect((await read("012000161155")).name).toBe("Twelve digits");
  });

  it("charges nothing and records no scan, guest or lookup", async () => {
    const { barcode, id } = await createProduct(database.db, { name: "Nobody's scan" });
    const before = { guests: await database.db.guest.count(), misses: await database.db.lookupMiss.count() };
    await read(barcode);
    expect(await database.db.scan.count({ where: { productId: id } })).toBe(0);
    expect(await database.db.guest.count()).toBe(before.guests);
    expect(await database.db.lookupMiss.count()).toBe(before.misses);
  });

  it("answers a code the catalogue does not hold with 404, and one that is no barcode with 400", async () => {
    const unknown = await appRejection(read("4006381333931"));
    expect(unknown).toMatchObject({ code: "NOT_FOUND", message: PUBLIC_VERDICT_NOT_FOUND_MESSAGE });
    expect(await appRejection(read("abc"))).toMatchObject({ code: "INVALID", message: "A barcode contains only digits." });
    expect(await appRejection(read("4006381333932"))).toMatchObject({ code: "INVALID", message: expect.stringMatching(/did not read correctly/) });
  });

  it("refuses a network over its limit, whatever it asks for, and says how long to wait", async () => {
    const { barcode } = await createProduct(database.db);
    const busy = reader();
    const { max } = RATE_LIMITS.publicVerdictsPerNetworkMinute;
    for (let hit = 0; hit < max; hit++) await (hit % 2 === 0 ? read(barcode, busy) : read("abc", busy).catch(() => null));
    const refused = await appRejection(read(barcode, busy));
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/^Too many product pages were opened from your network/) });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another network is not affected.
    expect((await read(barcode)).barcode).toBe(barcode);
  });
});
