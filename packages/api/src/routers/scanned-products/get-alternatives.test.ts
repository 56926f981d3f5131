import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createGuest, GUEST_COOKIE } from "@productcheck/auth/guest";
import type { Principal } from "@productcheck/auth/principal";
import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { RATE_LIMITS } from "../../services/shared/rate-limits";
import {
  COLA_CHAIN,
  createColaCatalogue,
  KETCHUP_CHAIN,
  ownedProduct,
  scanAsNewUser,
  testTaxonomy,
} from "../../testing/alternatives-fixtures";
import {
  callerFor,
  clientScanId,
  createProduct,
  createUser,
  nextBarcode,
  rejection,
  type CallerOptions,
  userPrincipal,
} from "../../testing/test-helpers";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let cola: Awaited<ReturnType<typeof createColaCatalogue>>;

beforeAll(async () => {
  database = await createTestDatabase();
  cola = await createColaCatalogue(database.db);
});
afterAll(async () => {
  await database.close();
});

function caller(options: CallerOptions = {}) {
  return callerFor(database.db, { taxonomy: testTaxonomy, ...options });
}

async function scansOfUser(userId: number) {
  return (await database.db.user.findUniqueOrThrow({ where: { id: userId }, select: { scansRemaining: true } })).scansRemaining;
}

async function scansOfGuest(guestId: number) {
  return (await database.db.guest.findUniqueOrThrow({ where: { id: guestId }, select: { scansRemaining: true } })).scansRemaining;
}

async function newGuest(scansRemaining: number, ip = "198.51.100.1") {
  const { guest } = await createGuest(database.db, { scansRemaining, ipHash: `test-${ip}` });
  const principal: Principal = { kind: "guest", guest };
  return { guest, principal };
}

async function otherUser(scans: number) {
  const user = await createUser(database.db, scans);
  return { user, principal: await userPrincipal(database.db, user.id) };
}


describe("scannedProducts.alternatives: who pays (docs/quotas.md)", () => {
  it("shows the scanner the alternatives of their own scan at no cost", async () => {
    const { user, principal, scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    expect(await scansOfUser(user.id)).toBe(4);
    const answer = await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ needsPayment: false, isAmerican: true, aiAnalysed: false, charged: false, homeCountry: "SE" });
    expect(answer.alternatives).toHaveLength(5);
    expect(answer.alternatives[0]).toMatchObject({
      name: "Apotekarnes Cola",
      size: "1,5 l",
      country: "SE",
      countryName: "Sweden",
      flagUrl: "https://flagcdn.com/w20/se.png",
      madeIn: "SE",
      ownerCountry: "DK",
      sharedCategory: "Colas",
    });
    expect(answer.alternatives[0]?.difference).toMatch(/^Made in Sweden by Carlsberg \d+ \(Denmark, a neighbour\) · Same size: 1,5 l$/);
    expect(answer.alternatives.map((alternative) => alternative.name)).not.toContain("Pepsi Max");
    expect(await scansOfUser(user.id)).toBe(4);
  });

  it("shows a guest scanner their own scan's alternatives at no cost", async () => {
    const { guest, principal } = await newGuest(3);
    const { scannedProduct } = await caller({ principal }).caller.scan.create({ barcode: cola.scanned.barcode, clientScanId: clientScanId() });
    const answer = await caller({ principal }).caller.scannedProducts.alternatives({ id: scannedProduct.id });
    expect(answer).toMatchObject({ needsPayment: false, charged: false });
    expect(answer.alternatives).toHaveLength(5);
    expect(await scansOfGuest(guest.id)).toBe(2);
  });

  it("charges another signed-in user one scan, once, and records the unlock", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const viewer = await otherUser(2);
    const first = await caller({ principal: viewer.principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(first).toMatchObject({ needsPayment: false, charged: true });
    expect(first.alternatives).toHaveLength(5);
    expect(await scansOfUser(viewer.user.id)).toBe(1);
    const again = await caller({ principal: viewer.principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(again).toMatchObject({ needsPayment: false, charged: false });
    expect(await scansOfUser(viewer.user.id)).toBe(1);
    expect(await database.db.resultUnlock.count({ where: { scan: { publicId: scanId }, userId: viewer.user.id } })).toBe(1);
  });

  it("answers needsPayment to a signed-in user with no scan left, and charges nothing", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const viewer = await otherUser(0);
    const answer = await caller({ principal: viewer.principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ alternatives: [], needsPayment: true, isAmerican: true, charged: false });
    expect(await database.db.resultUnlock.count({ where: { scan: { publicId: scanId } } })).toBe(0);
    expect(await scansOfUser(viewer.user.id)).toBe(0);
  });

  it("answers needsPayment to a guest with no scan left", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const { guest, principal } = await newGuest(0);
    const answer = await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ alternatives: [], needsPayment: true });
    expect(await scansOfGuest(guest.id)).toBe(0);
  });

  it("charges a first-time visitor one of the free guest scans, creating its guest and cookie", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const { caller: visitor, cookiesSet } = caller({ principal: { kind: "guest", guest: null } });
    const answer = await visitor.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ needsPayment: false, charged: true });
    expect(answer.alternatives).toHaveLength(5);
    expect(cookiesSet.get(GUEST_COOKIE)).toMatch(/.{20,}/);
    const unlock = await database.db.resultUnlock.findFirstOrThrow({ where: { scan: { publicId: scanId } }, select: { guestId: true } });
    expect(await scansOfGuest(unlock.guestId ?? 0)).toBe(2);
  });

  it("charges nothing and answers needsPayment to a cross-site request (a link or an image elsewhere)", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const viewer = await otherUser(5);
    const answer = await caller({ principal: viewer.principal, sameOrigin: false }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ alternatives: [], needsPayment: true });
    expect(await scansOfUser(viewer.user.id)).toBe(5);
    // The scanner's own view needs no payment, so it is answered whatever the origin.
    const { principal, scanId: ownScan } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const own = await caller({ principal, sameOrigin: false }).caller.scannedProducts.alternatives({ id: ownScan });
    expect(own.alternatives).toHaveLength(5);
  });

  it("stops guests of one network at the daily guest budget, even with scans left", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const ip = "192.0.2.99";
    const budget = 2;
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { caller: visitor } = caller({ principal: { kind: "guest", guest: null }, ip, config: { guestScansPerIpPerDay: budget } });
      answers.push(await visitor.scannedProducts.alternatives({ id: scanId }));
    }
    expect(answers.map((answer) => answer.needsPayment)).toEqual([false, false, true]);
  });

  it("charges at most once when one principal opens a result in several tabs at once", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const viewer = await otherUser(3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => caller({ principal: viewer.principal }).caller.scannedProducts.alternatives({ id: scanId })),
    );
    expect(answers.every((answer) => !answer.needsPayment && answer.alternatives.length === 5)).toBe(true);
    expect(answers.filter((answer) => answer.charged)).toHaveLength(1);
    expect(await scansOfUser(viewer.user.id)).toBe(2);
  });

  it("lets a principal with one scan left unlock only one of two results opened at once", async () => {
    const first = await scanAsNewUser(database.db, cola.scanned.barcode);
    const second = await scanAsNewUser(database.db, cola.scanned.barcode);
    const viewer = await otherUser(1);
    const answers = await Promise.all(
      [first.scanId, second.scanId].map((id) => caller({ principal: viewer.principal }).caller.scannedProducts.alternatives({ id })),
    );
    expect(answers.map((answer) => answer.needsPayment).sort()).toEqual([false, true]);
    expect(await scansOfUser(viewer.user.id)).toBe(0);
  });

  it("gives a non-US product no alternatives and charges nobody", async () => {
    const swedish = await ownedProduct(database.db, "Julmust", [["Apotekarnes AB", "SE"]], { categories: COLA_CHAIN, madeIn: "SE" });
    const { scanId } = await scanAsNewUser(database.db, swedish.barcode);
    const viewer = await otherUser(2);
    const answer = await caller({ principal: viewer.principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toEqual({
      alternatives: [],
      needsPayment: false,
      isAmerican: false,
      aiAnalysed: false,
      homeCountry: "SE",
      computedAt: null,
      charged: false,
    });
    expect(await scansOfUser(viewer.user.id)).toBe(2);
  });

  it("gives a probably American product (owner unknown, barcode from GS1 US) its alternatives", async () => {
    const unknownOwner = await createProduct(database.db, {
      barcode: nextBarcode("003"),
      name: "Hometown Cola",
      brand: "Hometown Cola Unknown",
      categories: COLA_CHAIN,
      category: "Colas",
      quantity: "2 l",
    });
    const { principal, scanId } = await scanAsNewUser(database.db, unknownOwner.barcode);
    const view = await caller({ principal }).caller.scannedProducts.get({ id: scanId });
    expect(view).toMatchObject({ isAmerican: true, americanBasis: "gs1", certainty: "probable" });
    const answer = await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ isAmerican: true, needsPayment: false });
    expect(answer.alternatives).toHaveLength(5);
    expect(answer.alternatives.map((alternative) => alternative.ownerCountry)).not.toContain("US");
    expect(answer.alternatives.map((alternative) => alternative.name)).not.toContain("Pepsi Max");
  });

  it("answers an unknown scan with 404", async () => {
    const error = await rejection(caller().caller.scannedProducts.alternatives({ id: "no-such-scan" }));
    expect(error.code).toBe("NOT_FOUND");
  });
});

describe("scannedProducts.alternatives: the list", () => {
  it("ranks for the shopper's home country from Accept-Language, caching each country's list", async () => {
    const { principal, scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const german = await caller({ principal, acceptLanguage: "de-DE,de;q=0.9,en;q=0.5" }).caller.scannedProducts.alternatives({ id: scanId });
    expect(german.homeCountry).toBe("DE");
    expect(german.alternatives[0]?.name).toBe("Afri Cola");
    const swedish = await caller({ principal, acceptLanguage: "sv-SE" }).caller.scannedProducts.alternatives({ id: scanId });
    expect(swedish.alternatives[0]?.name).toBe("Apotekarnes Cola");
    expect(await database.db.alternativeCache.count({ where: { productId: cola.scanned.id } })).toBeGreaterThanOrEqual(2);
  });

  it("computes once and answers later views from the cache", async () => {
    const scanned = await ownedProduct(database.db, "Cola Zero", [["Cola Corp Two", "US"]], { categories: COLA_CHAIN, quantity: "1.5 l" });
    const { principal, scanId } = await scanAsNewUser(database.db, scanned.barcode);
    const first = await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    await database.db.product.update({ where: { id: cola.european[0]?.id }, data: { name: "Renamed Cola" } });
    const second = await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(second.alternatives).toEqual(first.alternatives);
    expect(second.computedAt).toBe(first.computedAt);
    await database.db.product.update({ where: { id: cola.european[0]?.id }, data: { name: "Apotekarnes Cola" } });
  });

  it("reads the category of an uncategorised product from its name, and says so", async () => {
    await ownedProduct(database.db, "Felix Tomatketchup", [["Orkla", "NO"]], { categories: KETCHUP_CHAIN, quantity: "1 kg", madeIn: "SE" });
    const scanned = await ownedProduct(database.db, "Tomato Ketchup", [["Ketchup Corp", "US"]], { categories: [], quantity: "32 fl oz" });
    const { principal, scanId } = await scanAsNewUser(database.db, scanned.barcode);
    const answer = await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer.alternatives.map((alternative) => alternative.name)).toEqual(["Felix Tomatketchup"]);
    expect(answer.alternatives[0]?.difference).toMatch(/^Made in Sweden by Orkla \d+ \(Norway, a neighbour\) · Similar: Ketchup · 1 kg instead of 32 fl oz$/);
  });

  it("says when an American product has no alternatives", async () => {
    const lonely = await createProduct(database.db, {
      name: "Root beer",
      categories: ["en:root-beers"],
      countryCode: "US",
      countrySource: "catalogue",
      countryConfidence: "high",
    });
    const { principal, scanId } = await scanAsNewUser(database.db, lonely.barcode);
    const answer = await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    expect(answer).toMatchObject({ alternatives: [], needsPayment: false, isAmerican: true });
    expect(answer.computedAt).not.toBeNull();
  });
});

describe("scannedProducts.refreshAlternatives", () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it("recomputes for one scan and returns the new list", async () => {
    const { user, principal, scanId } = await scanAsNewUser(database.db, cola.scanned.barcode, 10);
    await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    await database.db.alternativeCache.updateMany({ where: { productId: cola.scanned.id }, data: { computedAt: later(-10) } });
    const before = await scansOfUser(user.id);
    const refreshed = await caller({ principal }).caller.scannedProducts.refreshAlternatives({ id: scanId });
    expect(refreshed).toMatchObject({ needsPayment: false, charged: true });
    expect(refreshed.alternatives).toHaveLength(5);
    expect(Date.now() - Date.parse(refreshed.computedAt ?? "")).toBeLessThan(60_000);
    expect(await scansOfUser(user.id)).toBe(before - 1);
  });

  it("answers a list computed less than 30 seconds ago as it is, free", async () => {
    const { user, principal, scanId } = await scanAsNewUser(database.db, cola.scanned.barcode, 10);
    await caller({ principal }).caller.scannedProducts.refreshAlternatives({ id: scanId }).catch(() => null);
    const before = await scansOfUser(user.id);
    const twice = await caller({ principal }).caller.scannedProducts.refreshAlternatives({ id: scanId });
    expect(twice.charged).toBe(false);
    expect(await scansOfUser(user.id)).toBe(before);
  });

  it("charges parallel refreshes of one list once, from one principal or two", async () => {
    const { user, principal, scanId } = await scanAsNewUser(database.db, cola.scanned.barcode, 10);
    const other = await scanAsNewUser(database.db, cola.scanned.barcode, 10);
    await caller({ principal }).caller.scannedProducts.alternatives({ id: scanId });
    await database.db.alternativeCache.updateMany({ where: { productId: cola.scanned.id }, data: { computedAt: later(-10) } });
    const [mine, theirs] = [await scansOfUser(user.id), await scansOfUser(other.user.id)];
    // Before: each click read the old list outside the lock, so two parallel clicks both paid.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => caller({ principal }).caller.scannedProducts.refreshAlternatives({ id: scanId })),
      caller({ principal: other.principal }).caller.scannedProducts.refreshAlternatives({ id: other.scanId }),
    ]);
    expect(answers.filter((answer) => answer.charged)).toHaveLength(1);
    expect(answers.every((answer) => answer.alternatives.length === 5 && !answer.needsPayment)).toBe(true);
    expect((mine - (await scansOfUser(user.id))) + (theirs - (await scansOfUser(other.user.id)))).toBe(1);
  });

  it(`refuses a sixth refresh within the hour (429) and one without scans (402)`, async () => {
    const { principal, scanId, user } = await scanAsNewUser(database.db, cola.scanned.barcode, 20);
    const perHour = RATE_LIMITS.alternativesRefreshesPerClockHour.max;
    for (let i = 0; i < perHour; i++) {
      await database.db.alternativeCache.updateMany({ where: { productId: cola.scanned.id }, data: { computedAt: later(-10) } });
      await caller({ principal }).caller.scannedProducts.refreshAlternatives({ id: scanId });
    }
    await database.db.alternativeCache.updateMany({ where: { productId: cola.scanned.id }, data: { computedAt: later(-10) } });
    const tooMany = await rejection(caller({ principal }).caller.scannedProducts.refreshAlternatives({ id: scanId }));
    expect(tooMany).toMatchObject({ code: "TOO_MANY_REQUESTS", message: "You can refresh alternatives 5 times an hour. Please try again later." });
    expect(await scansOfUser(user.id)).toBe(19 - perHour);

    const broke = await scanAsNewUser(database.db, cola.scanned.barcode, 1);
    await database.db.alternativeCache.updateMany({ where: { productId: cola.scanned.id }, data: { computedAt: later(-10) } });
    const none = await rejection(caller({ principal: broke.principal }).caller.scannedProducts.refreshAlternatives({ id: broke.scanId }));
    expect(none).toMatchObject({ code: "PAYMENT_REQUIRED", message: "No scans remaining" });
  });

  it("does not let someone who has not paid for the alternatives refresh them", async () => {
    const { scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const viewer = await otherUser(5);
    const answer = await caller({ principal: viewer.principal }).caller.scannedProducts.refreshAlternatives({ id: scanId });
    expect(answer).toMatchObject({ alternatives: [], needsPayment: true, charged: false });
    expect(await scansOfUser(viewer.user.id)).toBe(5);
  });
});
