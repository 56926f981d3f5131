import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashToken } from "@productcheck/auth/token";
import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { callerFor, clientScanId, createProduct, createUser, userPrincipal } from "../../testing/test-helpers";

// The 24-hour free re-scan reads one index shared by users' and guests' scans, (product, user, guest,
// time), which also serves a product's deletion (migration scan_rescan_index_with_product).
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the re-scan's index", () => {
  it("is the one index a scan enters besides its id, its public id and its principal's client id", async () => {
    const rows = await database.db.$queryRaw<{ indexname: string }[]>`
      SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'Scan' ORDER BY 1`;
    expect(rows.map((row) => row.indexname)).toEqual([
      "Scan_guestId_clientScanId_key",
      "Scan_pkey",
      "Scan_productId_userId_guestId_createdAt_idx",
      "Scan_publicId_key",
      "Scan_userId_clientScanId_key",
    ]);
  });

  it("finds a principal's own re-scan only, for users and guests of one product, and still cascades a product's deletion", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const user = await createUser(db, 5);
    const asUser = callerFor(db, { principal: await userPrincipal(db, user.id) }).caller;
    const newcomer = callerFor(db);
    const guestScan = await newcomer.caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    const guest = await db.guest.findUniqueOrThrow({ where: { tokenHash: hashToken(newcomer.cookiesSet.get("pc_guest") ?? "") } });
    const asGuest = callerFor(db, { principal: { kind: "guest", guest: { id: guest.id } } }).caller;

    // The guest's scan does not make the user's first scan of the product free, nor the other way round.
    const userScan = await asUser.scan.create({ barcode: product.barcode, clientScanId: clientScanId() });
    expect(userScan.scannedProduct.id).not.toBe(guestScan.scannedProduct.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).scansRemaining).toBe(4);
    // Each one's re-scan is free and answers with its own scan.
    expect((await asUser.scan.create({ barcode: product.barcode, clientScanId: clientScanId() })).scannedProduct.id).toBe(userScan.scannedProduct.id);
    expect((await asGuest.scan.create({ barcode: product.barcode, clientScanId: clientScanId() })).scannedProduct.id).toBe(guestScan.scannedProduct.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).scansRemaining).toBe(4);
    expect((await db.guest.findUniqueOrThrow({ where: { id: guest.id } })).scansRemaining).toBe(guest.scansRemaining);
    expect(await db.scan.count({ where: { productId: product.id } })).toBe(2);

    await db.product.delete({ where: { id: product.id } });
    expect(await db.scan.count({ where: { productId: product.id } })).toBe(0);
  });
});
