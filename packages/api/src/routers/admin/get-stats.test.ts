import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { getAdminStats } from "../../services/admin/admin-stats";
import { rollupsAndLog } from "../../testing/scan-rollups";
import {
  callerFor,
  clientScanId,
  createBrandChain,
  createProduct,
  createUser,
  rejection,
  testConfig,
  userPrincipal,
} from "../../testing/test-helpers";

const ADMIN = testConfig.adminEmail ?? "admin@example.com";

describe("admin.stats.get access", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("refuses a guest with UNAUTHORIZED", async () => {
    const { caller } = callerFor(database.db);
    expect((await rejection(caller.admin.stats.get())).code).toBe("UNAUTHORIZED");
  });

  it("refuses an ordinary account with FORBIDDEN", async () => {
    const { db } = database;
    const user = await createUser(db);
    const { caller } = callerFor(db, { principal: await userPrincipal(db, user.id) });
    expect((await rejection(caller.admin.stats.get())).code).toBe("FORBIDDEN");
  });

  it("serves the admin, whose address is matched case-insensitively", async () => {
    const { db } = database;
    const admin = await createUser(db, 0, ADMIN);
    const principal = await userPrincipal(db, admin.id);
    await expect(callerFor(db, { principal }).caller.admin.stats.get()).resolves.toMatchObject({ userCount: 2 });
    // ADMIN_EMAIL written with other capitals still names the same account.
    const shouting = callerFor(db, { principal, config: { adminEmail: "Admin@EXAMPLE.com" } }).caller;
    await expect(shouting.admin.stats.get()).resolves.toMatchObject({ userCount: 2 });
  });

  it("treats an account whose stored address differs from ADMIN_EMAIL only in case as the admin", async () => {
    const { db } = database;
    // Written past the sign-in's normalisation, as an older row might be.
    const admin = await db.user.create({ data: { email: "ADMIN@Example.com" }, select: { id: true } });
    const { caller } = callerFor(db, { principal: await userPrincipal(db, admin.id) });
    await expect(caller.admin.stats.get()).resolves.toMatchObject({ userCount: 3 });
  });
});

describe("admin stats figures on a hand-built data set", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("counts, groups and ranks every figure as worked out by hand", async () => {
    const { db } = database;
    const now = new Date();
    const noonToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
    const daysAgo = (days: number) => new Date(noonToday - days * 24 * 60 * 60 * 1000);
    const utcDate = (date: Date) => date.toISOString().slice(0, 10);

    // 3 users: the admin and two shoppers.
    const admin = await createUser(db, 0, ADMIN);
    const alice = await createUser(db);
    const bob = await createUser(db);

    // 5 products. A: made in SE, brand owned (through a Swedish subsidiary) by a US company → American.
    // B: made in US, but its brand's owner is Norwegian → not American. C: origin unknown. D: made in
    // SE, no brand. E: made in FR, never scanned.
    await createBrandChain(db, "Zestcola", [
      ["Zest Sweden AB", "SE"],
      ["Zest Holdings Inc", "US"],
    ]);
    await createBrandChain(db, "Nordvik", [["Nordvik AS", "NO"]]);
    const made = (countryCode: string) => ({ countryCode, countrySource: "catalogue", countryConfidence: "high" }) as const;
    const a = await createProduct(db, { name: "Zestcola 33 cl", brand: "Zestcola", ...made("SE") });
    const b = await createProduct(db, { name: "Nordvik crispbread", brand: "Nordvik", ...made("US") });
    const c = await createProduct(db, { name: "Mystery tea" });
    const d = await createProduct(db, { name: "Plain oats", ...made("SE") });
    await createProduct(db, { name: "Brie", ...made("FR") });

    // 10 scans: A×4, B×3, C×2, D×1; mobile 5, desktop 3, tablet 2; today 3, yesterday 0,
    // 2 days ago 4, 29 days ago (the window's first day) 2, 30 days ago (outside it) 1.
    const scans = [
      { productId: a.id, deviceClass: "mobile", createdAt: daysAgo(0) },
      { productId: a.id, deviceClass: "mobile", createdAt: daysAgo(0) },
      { productId: a.id, deviceClass: "desktop", createdAt: daysAgo(0) },
      { productId: a.id, deviceClass: "tablet", createdAt: daysAgo(2) },
      { productId: b.id, deviceClass: "mobile", createdAt: daysAgo(2) },
      { productId: b.id, deviceClass: "desktop", createdAt: daysAgo(2) },
      { productId: b.id, deviceClass: "desktop", createdAt: daysAgo(2) },
      { productId: c.id, deviceClass: "mobile", createdAt: daysAgo(29) },
      { productId: c.id, deviceClass: "tablet", createdAt: daysAgo(29) },
      { productId: d.id, deviceClass: "mobile", createdAt: daysAgo(30) },
    ] as const;
    for (const scan of scans) {
      await db.scan.create({
        data: { ...scan, userId: alice.id, clientScanId: clientScanId(), charged: true },
        select: { id: true },
      });
    }
    const [firstA, firstB] = await Promise.all(
      [a.id, b.id].map((productId) => db.scan.findFirstOrThrow({ where: { productId }, select: { id: true } })),
    );
    // 2 saved products; 2 pending suggestions and 1 approved.
    await db.savedProduct.create({ data: { userId: alice.id, productId: a.id, scanId: firstA?.id ?? 0 } });
    await db.savedProduct.create({ data: { userId: bob.id, productId: b.id, scanId: firstB?.id ?? 0 } });
    await db.suggestion.createMany({
      data: [
        { userId: alice.id, productId: a.id, barcode: a.barcode, name: "Zestcola Zero" },
        { userId: bob.id, productId: c.id, barcode: c.barcode, name: "Mystery green tea" },
        { userId: bob.id, productId: d.id, barcode: d.barcode, name: "Rolled oats", isApproved: true },
      ],
    });

    const { caller } = callerFor(db, { principal: await userPrincipal(db, admin.id) });
    const stats = await caller.admin.stats.get();

    expect(stats).toMatchObject({
      userCount: 3,
      productCount: 5,
      scannedProductCount: 10,
      // A, B, C and D (its one scan is outside the 30-day window but still counts); E never scanned.
      uniqueScannedProductCount: 4,
      savedProductsCount: 2,
      pendingSuggestionCount: 2,
      approvedSuggestionCount: 1,
      deviceStats: { mobile: 5, desktop: 3, tablet: 2 },
      topCountries: [
        { country: "SE", count: 5 },
        { country: "US", count: 3 },
        { country: "Unknown", count: 2 },
      ],
      mostScannedProducts: [
        { name: "Zestcola 33 cl", barcode: a.barcode, country: "SE", isAmerican: true, count: 4 },
        { name: "Nordvik crispbread", barcode: b.barcode, country: "US", isAmerican: false, count: 3 },
        { name: "Mystery tea", barcode: c.barcode, country: null, isAmerican: false, count: 2 },
        { name: "Plain oats", barcode: d.barcode, country: "SE", isAmerican: false, count: 1 },
      ],
    });

    // Per day, against a fixed clock (noon UTC today) so the test cannot straddle midnight.
    const { scansPerDay } = await getAdminStats({ db }, { now: daysAgo(0) });
    expect(scansPerDay).toHaveLength(30);
    expect(scansPerDay[0]).toEqual({ date: utcDate(daysAgo(29)), count: 2 });
    expect(scansPerDay.at(-1)).toEqual({ date: utcDate(daysAgo(0)), count: 3 });
    expect(scansPerDay.at(-2)).toEqual({ date: utcDate(daysAgo(1)), count: 0 });
    expect(scansPerDay.at(-3)).toEqual({ date: utcDate(daysAgo(2)), count: 4 });
    expect(scansPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(9); // the scan 30 days ago is outside
    expect(scansPerDay.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => utcDate(daysAgo(29 - index))),
    );
  });
});

describe("the scan rollups behind the stats", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });


  it("stay equal to counts over the scan log through inserts, moves, deletes and a product's deletion", async () => {
    const { db } = database;
    const user = await createUser(db);
    const [p, q, r] = await Promise.all([createProduct(db), createProduct(db), createProduct(db)]);
    const scan = (productId: number, deviceClass: "mobile" | "desktop" | "tablet", createdAt = new Date()) => ({
      productId,
      deviceClass,
      createdAt,
      userId: user.id,
      clientScanId: clientScanId(),
      charged: true,
    });
    await db.scan.createMany({
      data: [scan(p.id, "mobile"), scan(p.id, "tablet"), scan(q.id, "desktop", new Date(Date.now() - 3 * 86_400_000)), scan(r.id, "mobile")],
    });
    await db.scan.create({ data: scan(q.id, "mobile"), select: { id: true } });
    let state = await rollupsAndLog(database.db);
    expect(state.rollups).toEqual(state.log);
    expect(state.log.products).toHaveLength(3);

    // A move of counted columns, an update that changes none of them, a delete, a product deleted.
    await db.scan.updateMany({ where: { productId: p.id, deviceClass: "tablet" }, data: { productId: q.id, deviceClass: "desktop" } });
    await db.scan.updateMany({ where: { productId: q.id }, data: { charged: false } });
    await db.scan.deleteMany({ where: { productId: p.id } });
    await db.product.delete({ where: { id: r.id } });
    state = await rollupsAndLog(database.db);
    expect(state.rollups).toEqual(state.log);
    expect(state.log.products).toEqual([{ productId: q.id, count: 3 }]);
  });

  it("stay exact when many connections record scans of one day and device class at once (each adds to its own slot)", async () => {
    const { db } = database;
    const user = await createUser(db);
    const product = await createProduct(db);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        db.scan.create({
          data: { productId: product.id, deviceClass: "mobile", userId: user.id, clientScanId: clientScanId(), charged: true },
          select: { id: true },
        }),
      ),
    );
    const state = await rollupsAndLog(database.db);
    expect(state.rollups).toEqual(state.log);
    expect(state.log.products).toContainEqual({ productId: product.id, count: 40 });
  });
});
