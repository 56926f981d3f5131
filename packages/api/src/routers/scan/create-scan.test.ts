import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashIp, hashToken } from "@productcheck/auth/token";
import { createTestDatabase } from "@productcheck/db/testing/test-database";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

import { LOOKUP_UNAVAILABLE_MESSAGE, type ProductSources, type RemoteLookupResult } from "../../services/scan/product-lookup";
import { bucketWindow, guestScansLimit } from "../../services/shared/rate-limits";
import { callerFor, clientScanId, createProduct, createUser, rejection, testConfig, userPrincipal } from "../../testing/test-helpers";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function scansLeft(userId: number) {
  const user = await database.db.user.findUniqueOrThrow({ where: { id: userId }, select: { scansRemaining: true } });
  return user.scansRemaining;
}


describe("scan.create", () => {
  it("charges one scan and returns the scanned product", async () => {
    const { db } = database;
    const user = await createUser(db, 5);
    const product = await createProduct(db, { name: "Kvarg", brand: "Arla" });
    const { caller } = callerFor(db, { principal: await userPrincipal(db, user.id), userAgent: "Mozilla/5.0 (iPhone)" });
    const { scannedProduct } = await caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    expect(scannedProduct).toMatchObject({ productId: product.id, name: "Kvarg", userId: user.id, isSaved: false });
    expect(await scansLeft(user.id)).toBe(4);
    const scan = await db.scan.findUniqueOrThrow({ where: { publicId: scannedProduct.id }, select: { deviceClass: true } });
    expect(scan.deviceClass).toBe("mobile");
  });

  it("charges 50 concurrent scans of a principal holding 10 exactly 10 times", async () => {
    const { db } = database;
    const user = await createUser(db, 10);
    const principal = await userPrincipal(db, user.id);
    const products = await Promise.all(Array.from({ length: 50 }, () => createProduct(db)));
    const results = await Promise.allSettled(
      products.map((product) =>
        callerFor(db, { principal }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() }),
      ),
    );
    const fulfilled = results.filter((result) => result.status === "fulfilled");
    const rejected = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(fulfilled).toHaveLength(10);
    expect(rejected).toHaveLength(40);
    for (const result of rejected) {
      expect(result.reason).toBeInstanceOf(TRPCError);
      expect((result.reason as TRPCError).code).toBe("PAYMENT_REQUIRED");
      expect((result.reason as TRPCError).message).toBe("No scans remaining");
    }
    expect(await scansLeft(user.id)).toBe(0);
    expect(await db.scan.count({ where: { userId: user.id } })).toBe(10);
  });

  it("answers a replayed clientScanId with the first scan and charges once, even concurrently", async () => {
    const { db } = database;
    const user = await createUser(db, 5);
    const principal = await userPrincipal(db, user.id);
    const product = await createProduct(db);
    const request = { barcode: product.barcode, clientScanId: clientScanId() };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => callerFor(db, { principal }).caller.scan.create(request)),
    );
    expect(new Set(answers.map((answer) => answer.scannedProduct.id)).size).toBe(1);
    expect(await scansLeft(user.id)).toBe(4);
    const again = await callerFor(db, { principal }).caller.scan.create(request);
    expect(again.scannedProduct.id).toBe(answers[0]?.scannedProduct.id);
    expect(await scansLeft(user.id)).toBe(4);
  });

  it("re-scans the same product within 24 hours for free, with the same id", async () => {
    const { db } = database;
    const user = await createUser(db, 2);
    const principal = await userPrincipal(db, user.id);
    const product = await createProduct(db);
    const first = await callerFor(db, { principal }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    const second = await callerFor(db, { principal }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    expect(second.scannedProduct.id).toBe(first.scannedProduct.id);
    expect(await scansLeft(user.id)).toBe(1);
  });

  it("charges again after 24 hours", async () => {
    const { db } = database;
    const user = await createUser(db, 2);
    const principal = await userPrincipal(db, user.id);
    const product = await createProduct(db);
    const first = await callerFor(db, { principal }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    await db.scan.update({ where: { publicId: first.scannedProduct.id }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });
    const second = await callerFor(db, { principal }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    expect(second.scannedProduct.id).not.toBe(first.scannedProduct.id);
    expect(await scansLeft(user.id)).toBe(0);
  });

  it("gives a new guest its free scans, a visitor cookie, then 402", async () => {
    const { db } = database;
    const { caller, cookiesSet } = callerFor(db, { ip: "198.51.100.1" });
    const product = await createProduct(db);
    const { scannedProduct } = await caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    expect(scannedProduct.userId).toBe(0);
    expect(cookiesSet.get("pc_guest")).toMatch(/^[a-z2-7]{52}$/);
    const scan = await db.scan.findUniqueOrThrow({ where: { publicId: scannedProduct.id }, select: { guestId: true } });
    const guest = { kind: "guest" as const, guest: { id: scan.guestId ?? -1 } };
    for (let i = 0; i < 2; i++) {
      const next = await createProduct(db);
      await callerFor(db, { principal: guest, ip: "198.51.100.1" }).caller.scan.create({
        barcode: next.barcode,
        clientScanId: clientScanId(),
      });
    }
    const last = await createProduct(db);
    const error = await rejection(
      callerFor(db, { principal: guest }).caller.scan.create({ barcode: last.barcode, clientScanId: clientScanId() }),
    );
    expect(error.code).toBe("PAYMENT_REQUIRED");
    expect(error.message).toBe("No scans remaining");
  });

  it("caps guest scans per IP and day, however many guests the IP makes", async () => {
    const { db } = database;
    const ip = "192.0.2.99";
    const config = { guestScansPerIpPerDay: 4 };
    const codes: string[] = [];
    for (let guest = 0; guest < 2; guest++) {
      for (let scan = 0; scan < 2; scan++) {
        const product = await createProduct(db);
        const { caller, cookiesSet } = callerFor(db, { ip, config });
        await caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
        codes.push(cookiesSet.get("pc_guest") ?? "");
      }
    }
    const product = await createProduct(db);
    const error = await rejection(
      callerFor(db, { ip, config }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() }),
    );
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    const other = await createProduct(db);
    await expect(
      callerFor(db, { ip: "192.0.2.100", config }).caller.scan.create({ barcode: other.barcode, clientScanId: clientScanId() }),
    ).resolves.toBeDefined();
  });

  it("answers junk with a 400 naming the problem, and charges nothing", async () => {
    const { db } = database;
    const user = await createUser(db, 3);
    const { caller } = callerFor(db, { principal: await userPrincipal(db, user.id) });
    for (const barcode of ["hello", "123", "5449000000997"]) {
      const error = await rejection(caller.scan.create({ barcode, clientScanId: clientScanId() }));
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message.length).toBeGreaterThan(10);
    }
    expect(await scansLeft(user.id)).toBe(3);
  });

  it("answers a valid barcode nobody knows with 404 and charges nothing", async () => {
    const { db } = database;
    const user = await createUser(db, 3);
    const { caller } = callerFor(db, { principal: await userPrincipal(db, user.id) });
    const error = await rejection(caller.scan.create({ barcode: "4000417025005", clientScanId: clientScanId() }));
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe("We couldn't find this product");
    expect(await scansLeft(user.id)).toBe(3);
  });

  it("looks an unknown barcode up remotely, stores it and remembers a miss", async () => {
    const { db } = database;
    const user = await createUser(db, 3);
    const lookups: string[] = [];
    const cokeZero: CatalogueRecord = {
      barcode: "5000112637922",
      name: "Coke Zero",
      brands: "Coca-Cola",
      categories: [],
      countriesSold: [],
      origins: "",
      manufacturingPlaces: "",
      quantity: "330 ml",
      embCodes: "",
      brandOwner: "",
    };
    const sources: ProductSources = {
      remote: {
        lookup: async (barcode): Promise<RemoteLookupResult> => {
          lookups.push(barcode);
          return barcode === cokeZero.barcode ? { status: "found", record: cokeZero } : { status: "not-found" };
        },
      },
      store: async (store, record) =>
        (await store.product.create({ data: { barcode: record.barcode, name: record.name, source: "off" }, select: { id: true } })).id,
    };
    const principal = await userPrincipal(db, user.id);
    const { scannedProduct } = await callerFor(db, { principal, sources }).caller.scan.create({
      barcode: "5000112637922",
      clientScanId: clientScanId(),
    });
    expect(scannedProduct).toMatchObject({ name: "Coke Zero", productSource: "off" });
    for (let i = 0; i < 2; i++) {
      const error = await rejection(
        callerFor(db, { principal, sources }).caller.scan.create({ barcode: "4006381333931", clientScanId: clientScanId() }),
      );
      expect(error.code).toBe("NOT_FOUND");
    }
    expect(lookups).toEqual(["5000112637922", "4006381333931"]);
    expect(await scansLeft(user.id)).toBe(2);
  });

  it("answers 503 when a live lookup could not be made, charging and remembering nothing", async () => {
    const { db } = database;
    const user = await createUser(db, 3);
    const principal = await userPrincipal(db, user.id);
    const sources: ProductSources = {
      remote: { lookup: async (): Promise<RemoteLookupResult> => ({ status: "unavailable", reason: "rate limited" }) },
      store: () => Promise.reject(new Error("nothing to store")),
    };
    const error = await rejection(
      callerFor(db, { principal, sources }).caller.scan.create({ barcode: "5901234123457", clientScanId: clientScanId() }),
    );
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe(LOOKUP_UNAVAILABLE_MESSAGE);
    expect(await scansLeft(user.id)).toBe(3);
    expect(await db.scan.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.lookupMiss.count({ where: { barcode: "5901234123457" } })).toBe(0);
  });
});

describe("scan.create under races and odd retries", () => {
  it("charges simultaneous scans of one product by one principal once, with one scan id (two taps)", async () => {
    const { db } = database;
    const user = await createUser(db, 5);
    const principal = await userPrincipal(db, user.id);
    const product = await createProduct(db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => callerFor(db, { principal }).caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() })),
    );
    expect(new Set(answers.map((answer) => answer.scannedProduct.id)).size).toBe(1);
    expect(await scansLeft(user.id)).toBe(4);
    expect(await db.scan.count({ where: { userId: user.id } })).toBe(1);
  });

  it("answers a client id replayed with another barcode with the product it was first sent with, free", async () => {
    const { db } = database;
    const user = await createUser(db, 5);
    const { caller } = callerFor(db, { principal: await userPrincipal(db, user.id) });
    const [first, other] = [await createProduct(db, { name: "First" }), await createProduct(db, { name: "Other" })];
    const id = clientScanId();
    const answer = await caller.scan.create({ barcode: first.barcode, clientScanId: id });
    const replay = await caller.scan.create({ barcode: other.barcode, clientScanId: id });
    expect(replay.scannedProduct).toMatchObject({ id: answer.scannedProduct.id, productId: first.id, name: "First" });
    // Even when the barcode it is sent with now finds nothing.
    const unknown = await caller.scan.create({ barcode: "4000417025005", clientScanId: id });
    expect(unknown.scannedProduct.id).toBe(answer.scannedProduct.id);
    expect(await scansLeft(user.id)).toBe(4);
  });

  it("keeps a guest's scans when its network's daily budget stops it, and makes no guest for a first-timer it stops", async () => {
    const { db } = database;
    const config = { guestScansPerIpPerDay: 2 };
    const ip = "192.0.2.150";
    const first = callerFor(db, { ip, config });
    await first.caller.scan.create({ barcode: (await createProduct(db)).barcode, clientScanId: clientScanId() });
    const token = first.cookiesSet.get("pc_guest") ?? "";
    const guest = await db.guest.findUniqueOrThrow({ where: { tokenHash: hashToken(token) }, select: { id: true } });
    const principal = { kind: "guest" as const, guest };
    await callerFor(db, { ip, config }).caller.scan.create({ barcode: (await createProduct(db)).barcode, clientScanId: clientScanId() });
    const guestsBefore = await db.guest.count();

    const refused = await rejection(
      callerFor(db, { ip, config, principal }).caller.scan.create({ barcode: (await createProduct(db)).barcode, clientScanId: clientScanId() }),
    );
    expect(refused.code).toBe("TOO_MANY_REQUESTS");
    expect(await db.guest.findUniqueOrThrow({ where: { id: guest.id }, select: { scansRemaining: true } })).toEqual({ scansRemaining: 2 });
    expect(await db.scan.count({ where: { guestId: guest.id } })).toBe(1);

    const newcomer = callerFor(db, { ip, config });
    const error = await rejection(newcomer.caller.scan.create({ barcode: (await createProduct(db)).barcode, clientScanId: clientScanId() }));
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(newcomer.cookiesSet.has("pc_guest")).toBe(false);
    expect(await db.guest.count()).toBe(guestsBefore);
  });

  it("counts a network's guest budget exactly under concurrent scans of many guests and newcomers (one statement each)", async () => {
    const { db } = database;
    const ip = "192.0.2.160";
    const config = { guestScansPerIpPerDay: 7, freeGuestScans: 3 };
    // Three guests of that network with a first scan each (3 of the 7), then 24 scans at once: 8 by
    // each guest (6 new products, and its first product twice: free) and 8 by newcomers.
    const guests = [];
    for (let i = 0; i < 3; i++) {
      const first = callerFor(db, { ip, config });
      const product = await createProduct(db);
      await first.caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
      const row = await db.guest.findUniqueOrThrow({ where: { tokenHash: hashToken(first.cookiesSet.get("pc_guest") ?? "") }, select: { id: true } });
      guests.push({ principal: { kind: "guest" as const, guest: row }, firstBarcode: product.barcode });
    }
    const guestsBefore = await db.guest.count();
    const products = await Promise.all(Array.from({ length: 26 }, () => createProduct(db)));
    const requests = [
      ...guests.flatMap(({ principal, firstBarcode }, g) => [
        ...products.slice(g * 6, g * 6 + 6).map((product) => ({ principal, barcode: product.barcode })),
        { principal, barcode: firstBarcode },
        { principal, barcode: firstBarcode },
      ]),
      ...products.slice(18, 26).map((product) => ({ principal: undefined, barcode: product.barcode })),
    ];
    const outcomes = await Promise.all(
      requests.map(({ principal, barcode }) =>
        callerFor(db, { ip, config, principal }).caller.scan.create({ barcode, clientScanId: clientScanId() }).then(
          (answer) => ({ ok: true as const, id: answer.scannedProduct.id }),
          (error: unknown) => ({ ok: false as const, code: error instanceof TRPCError ? error.code : "failed" }),
        ),
      ),
    );
    // The network's 7: the 3 first scans and exactly 4 of the concurrent charges, whoever made them.
    const chargedHere = await db.scan.count({ where: { charged: true, productId: { in: products.map((product) => product.id) } } });
    expect(chargedHere).toBe(4);
    // Those 4 and the 6 free re-scans answered (each re-scan with its guest's first scan); the rest were refused.
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(4 + 6);
    expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.code === "TOO_MANY_REQUESTS" || outcome.code === "PAYMENT_REQUIRED")).toBe(true);
    // Balances add up: a newcomer exists only with its charged scan (3 - 1 left); each old guest had 2 left.
    const newcomers = await db.guest.findMany({ where: { id: { notIn: guests.map((g) => g.principal.guest.id) }, ipHash: hashIp(testConfig.secret, ip) }, select: { scansRemaining: true } });
    expect(newcomers.every((guest) => guest.scansRemaining === 2)).toBe(true);
    const balances = await db.guest.findMany({ where: { id: { in: guests.map((g) => g.principal.guest.id) } }, select: { scansRemaining: true } });
    expect(balances.reduce((sum, guest) => sum + guest.scansRemaining, 0)).toBe(3 * 2 - (4 - newcomers.length));
    expect(await db.guest.count()).toBe(guestsBefore + newcomers.length);
    const key = bucketWindow(guestScansLimit(hashIp(testConfig.secret, ip), 7), new Date()).key;
    expect(await db.rateLimitBucket.findUniqueOrThrow({ where: { key }, select: { count: true } })).toEqual({ count: 7 });
  });

  it("creates no guest row for junk, unknown or refused scans of cookie-less clients, and one for a served scan", async () => {
    const { db } = database;
    const before = await db.guest.count();
    const scanAsNewcomer = async (barcode: string, config = {}) => {
      const { caller, cookiesSet } = callerFor(db, { ip: "192.0.2.200", config });
      const result = await caller.scan.create({ barcode, clientScanId: clientScanId() }).then(
        () => 200,
        (error: unknown) => (error instanceof TRPCError ? error.code : "failed"),
      );
      return { result, cookie: cookiesSet.get("pc_guest") };
    };
    const refusedProduct = await createProduct(db);
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(await scanAsNewcomer("hello"));
      outcomes.push(await scanAsNewcomer("5449000000997"));
      outcomes.push(await scanAsNewcomer("4000417025005"));
      outcomes.push(await scanAsNewcomer(refusedProduct.barcode, { freeGuestScans: 0 }));
    }
    expect(new Set(outcomes.map((outcome) => outcome.result))).toEqual(new Set(["BAD_REQUEST", "NOT_FOUND", "PAYMENT_REQUIRED"]));
    expect(outcomes.every((outcome) => outcome.cookie === undefined)).toBe(true);
    // Before: each of these 20 requests made a guest row.
    expect(await db.guest.count()).toBe(before);

    const served = await scanAsNewcomer((await createProduct(db)).barcode);
    expect(served.result).toBe(200);
    expect(served.cookie).toMatch(/^[a-z2-7]{52}$/);
    expect(await db.guest.count()).toBe(before + 1);
  });
});
