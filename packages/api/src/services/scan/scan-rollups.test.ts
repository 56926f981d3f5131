import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashIp } from "@productcheck/auth/token";
import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { rollupsAndLog } from "../../testing/scan-rollups";
import { callerFor, clientScanId, createProduct, createUser, rejection, testConfig, userPrincipal } from "../../testing/test-helpers";
import { bucketWindow, guestScansLimit } from "../shared/rate-limits";

// A charged scan counts itself in the rollups (record_scan, migration scan_charge_less_work) and the
// insert trigger counts every other insert (migration scan_rollups): each scan must be counted once.
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the rollups of charged scans", () => {
  it("count each scan once, whether the scan's statement or another insert wrote it, and nothing for a scan not made", async () => {
    const { db } = database;
    const [popular, other] = await Promise.all([createProduct(db), createProduct(db)]);
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(db, 5)));
    const broke = await createUser(db, 0);
    const callers = await Promise.all(
      [...users, broke].map(async (user) => callerFor(db, { principal: await userPrincipal(db, user.id), userAgent: "Mozilla/5.0 (iPhone)" }).caller),
    );

    // Concurrently: every user scans the popular product with two taps of one client id, and again
    // under another id (a free re-scan), and the other product; the user without scans is refused.
    await Promise.allSettled(
      callers.flatMap((caller) => {
        const tap = clientScanId();
        return [
          caller.scan.create({ barcode: popular.barcode, clientScanId: tap }),
          caller.scan.create({ barcode: popular.barcode, clientScanId: tap }),
          caller.scan.create({ barcode: popular.barcode, clientScanId: clientScanId() }),
          caller.scan.create({ barcode: other.barcode, clientScanId: clientScanId() }),
        ];
      }),
    );
    const charged = await db.scan.count({ where: { productId: popular.id } });
    expect(charged).toBe(users.length);
    let state = await rollupsAndLog(database.db);
    expect(state.rollups).toEqual(state.log);
    expect(state.rollups.products).toEqual([
      { productId: popular.id, count: users.length },
      { productId: other.id, count: users.length },
    ]);

    // Inserts that are not a charged scan's still go through the trigger, after and beside scans.
    const [user] = users;
    await db.scan.createMany({
      data: [popular, other].map((product) => ({
        productId: product.id,
        userId: user!.id,
        deviceClass: "desktop" as const,
        clientScanId: clientScanId(),
        charged: false,
      })),
    });
    await callers[1]!.scan.create({ barcode: (await createProduct(db)).barcode, clientScanId: clientScanId() });
    state = await rollupsAndLog(database.db);
    expect(state.rollups).toEqual(state.log);
    expect(state.rollups.products.slice(0, 2)).toEqual([
      { productId: popular.id, count: users.length + 1 },
      { productId: other.id, count: users.length + 1 },
    ]);
  });

  // Guests' charged scans are counted by the same statement as users' (record_scan), whichever way their
  // network's budget is counted: by its update, or by the upsert of a network's first hit.
  it("charge and count a guest's scan once whichever way its network's budget is counted, and nothing when refused", async () => {
    const { db } = database;
    const ip = "192.0.2.170";
    const config = { guestScansPerIpPerDay: 2 };
    const key = bucketWindow(guestScansLimit(hashIp(testConfig.secret, ip), 2), new Date()).key;
    const guest = await db.guest.create({ data: { tokenHash: `rollups-${clientScanId()}`, scansRemaining: 5, ipHash: hashIp(testConfig.secret, ip) } });
    const scan = async () =>
      callerFor(db, { ip, config, principal: { kind: "guest", guest: { id: guest.id } } }).caller.scan.create({
        barcode: (await createProduct(db)).barcode,
        clientScanId: clientScanId(),
      });
    const expectState = async (scansRemaining: number, budget: number, scans: number) => {
      expect(await db.guest.findUniqueOrThrow({ where: { id: guest.id }, select: { scansRemaining: true } })).toEqual({ scansRemaining });
      expect(await db.rateLimitBucket.findUniqueOrThrow({ where: { key }, select: { count: true } })).toEqual({ count: budget });
      expect(await db.scan.count({ where: { guestId: guest.id } })).toBe(scans);
      const state = await rollupsAndLog(db);
      expect(state.rollups).toEqual(state.log);
    };

    // The network's first hit: no budget row yet, so the upsert makes it, then the statement writes.
    await scan();
    await expectState(4, 1, 1);
    // A window that has ended: the statement's own update starts the new one.
    await db.rateLimitBucket.update({ where: { key }, data: { count: 2, windowStart: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) } });
    await scan();
    await expectState(3, 1, 2);
    // Within the window, counted by the statement; then spent, refused with nothing written.
    await scan();
    await expectState(2, 2, 3);
    expect((await rejection(scan())).code).toBe("TOO_MANY_REQUESTS");
    await expectState(2, 2, 3);

    // A newcomer on another network: its budget first, then its row, made charged, and its scan.
    const newcomer = callerFor(db, { ip: "192.0.2.171", config });
    await newcomer.caller.scan.create({ barcode: (await createProduct(db)).barcode, clientScanId: clientScanId() });
    expect(await db.guest.findMany({ where: { ipHash: hashIp(testConfig.secret, "192.0.2.171") }, select: { scansRemaining: true } })).toEqual([
      { scansRemaining: testConfig.freeGuestScans - 1 },
    ]);
    const state = await rollupsAndLog(db);
    expect(state.rollups).toEqual(state.log);
  });
});
