import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { rollupsAndLog } from "../../testing/scan-rollups";
import { callerFor, clientScanId, createProduct, createUser, userPrincipal } from "../../testing/test-helpers";

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
});
