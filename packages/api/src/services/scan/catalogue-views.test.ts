import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { logStatements } from "@productcheck/db/testing/statement-log";
import { createTestDatabase, postgresAvailable } from "@productcheck/db/testing/test-database";
import { ownershipResolverFor, registryChanged } from "@productcheck/registry/load-ownership-resolver";

import { callerFor, clientScanId, createBrandChain, createProduct, createUser, testConfig, userPrincipal } from "../../testing/test-helpers";
import { productFactsSelect } from "../scanned-products/product-view";
import { knownVersion } from "./catalogue-views";
import { scanCatalogueProduct } from "./scan-charge";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A scan of `barcode` by a new guest on a network of its own, through the procedure. */
async function guestScan(barcode: string, network: number) {
  const { caller } = callerFor(database.db, { ip: `198.51.100.${network}` });
  return (await caller.scan.create({ barcode, clientScanId: clientScanId() })).scannedProduct;
}

describe("a catalogue product's view, built once per row version", () => {
  it("is answered without the product's columns once this process built the view of that version", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: "Knäckebröd" });
    const user = await createUser(db, 5);
    const scan = (knownVersion: string | null) =>
      scanCatalogueProduct({ db }, {
        barcode: product.barcode,
        knownVersion,
        actor: { userId: user.id },
        clientScanId: clientScanId(),
        deviceClass: "mobile",
        ipHash: "a".repeat(64),
        guestScansPerIpPerDay: testConfig.guestScansPerIpPerDay,
      });
    const first = await scan(null);
    expect(first).toMatchObject({ charged: true, product: { id: product.id, saved: false, columns: { name: "Knäckebröd", barcode: product.barcode } } });
    const again = await scan(first?.product.version ?? null);
    // The free re-scan of the same version: its scan, and no columns.
    expect(again).toMatchObject({ charged: false, publicId: first?.publicId, product: { id: product.id, version: first?.product.version, columns: null } });
  });

  it("answers every column of the product as the database holds it", async () => {
    const { db } = database;
    const product = await createProduct(db, {
      name: 'Smör "extra" \\ salt ✓',
      description: "Brödsmör, 75 %",
      brand: "Bregott",
      brandOwner: "Arla Foods",
      manufacturer: "Arla Foods amba",
      quantity: "600 g",
      category: "Spreads",
      categories: ["en:spreads", "en:dairies"],
      countriesSold: [],
      countryCode: "SE",
      countrySource: "off",
      countryConfidence: "high",
      stores: "ICA, Coop",
    });
    const user = await createUser(db, 5);
    // A user's first scan of the product, and the product's columns as the database holds them.
    const scanned = async (id: number, barcode: string) => {
      const answer = await scanCatalogueProduct({ db }, {
        barcode,
        knownVersion: null,
        actor: { userId: user.id },
        clientScanId: clientScanId(),
        deviceClass: "mobile",
        ipHash: "b".repeat(64),
        guestScansPerIpPerDay: testConfig.guestScansPerIpPerDay,
      });
      const stored = await db.product.findUniqueOrThrow({ where: { id }, select: { ...productFactsSelect, stores: true } });
      return { columns: answer?.product.columns, stored };
    };
    const full = await scanned(product.id, product.barcode);
    expect(full.columns).toEqual(full.stored);
    const bare = await createProduct(db, { name: "Bare" });
    const bareScan = await scanned(bare.id, bare.barcode);
    expect(bareScan.columns).toEqual(bareScan.stored);
  });

  it("gives each product of one brand its own origin: where it is made and the brand as printed", async () => {
    const { db } = database;
    await createBrandChain(db, "Memobrand", [["Memobrand Inc", "US"]]);
    const made = (countryCode: string) => ({ countryCode, countrySource: "off", countryConfidence: "high" }) as const;
    const [plain, swedish, alsoSwedish, lower] = [
      await createProduct(db, { brand: "Memobrand" }),
      await createProduct(db, { brand: "Memobrand", ...made("SE") }),
      await createProduct(db, { brand: "Memobrand", ...made("SE") }),
      await createProduct(db, { brand: "memobrand" }),
    ];
    const views = [await guestScan(plain.barcode, 41), await guestScan(swedish.barcode, 42), await guestScan(alsoSwedish.barcode, 43), await guestScan(lower.barcode, 44)];
    expect(views.map((view) => [view.country, view.hq_country, view.isAmerican])).toEqual([
      [null, "US", true],
      ["SE", "US", true],
      ["SE", "US", true],
      [null, "US", true],
    ]);
    const [plainView, swedishView, alsoSwedishView, lowerView] = views.map((view) => view.brandExplanation);
    expect(swedishView).not.toBe(plainView);
    expect(alsoSwedishView).toBe(swedishView);
    expect(plainView).toContain("Memobrand");
    expect(lowerView).toContain("memobrand");
    expect(lowerView).not.toBe(plainView);
  });

  it("reuses the view for the next scan, each with its own id, user and saved flag", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: "Messmör", brand: "Kavli" });
    const user = await createUser(db, 5);
    const { caller } = callerFor(db, { principal: await userPrincipal(db, user.id) });
    const own = (await caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() })).scannedProduct;
    expect(knownVersion(db, product.barcode, await ownershipResolverFor(db))).not.toBeNull();
    await caller.scannedProducts.save({ id: own.id, isSaved: true });
    const guests = await guestScan(product.barcode, 11);
    expect(guests).toEqual({ ...own, id: guests.id, userId: 0, isSaved: false });
    expect(guests.id).not.toBe(own.id);
    const rescan = (await caller.scan.create({ barcode: product.barcode, clientScanId: clientScanId() })).scannedProduct;
    expect(rescan).toEqual({ ...own, userId: user.id, isSaved: true });
  });

  it("shows an edit of the product by any writer in the next scan", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: "Before" });
    expect((await guestScan(product.barcode, 21)).name).toBe("Before");
    // Another instance edits the row: this process is not told, the row's version changes.
    await db.product.update({ where: { id: product.id }, data: { name: "After", countryCode: "SE", countrySource: "off", countryConfidence: "high" } });
    expect(await guestScan(product.barcode, 22)).toMatchObject({ name: "After", country: "SE" });
  });

  it("resolves the next scan against the registry after a registry edit", async () => {
    const { db } = database;
    await createBrandChain(db, "Viewbrand", [["Viewbrand AB", "SE"]]);
    const product = await createProduct(db, { name: "Owned", brand: "Viewbrand" });
    expect(await guestScan(product.barcode, 31)).toMatchObject({ hq_country: "SE", isAmerican: false });
    await db.company.updateMany({ where: { name: { startsWith: "Viewbrand AB" } }, data: { hqCountry: "US" } });
    registryChanged(db);
    expect(await guestScan(product.barcode, 32)).toMatchObject({ hq_country: "US", isAmerican: true });
  });
});

describe.skipIf(!(await postgresAvailable()))("a charged scan's statements", () => {
  it("are one for a catalogue product, whether its view is built or kept", async () => {
    const { db } = database;
    const [first, second] = [await createProduct(db, { name: "Counted" }), await createProduct(db, { name: "Kept" })];
    const user = await createUser(db, 5);
    const principal = await userPrincipal(db, user.id);
    // Another user's scan builds the second product's view.
    const other = await createUser(db, 5);
    await callerFor(db, { principal: await userPrincipal(db, other.id) }).caller.scan.create({ barcode: second.barcode, clientScanId: clientScanId() });
    const log = logStatements();
    try {
      const scan = async (barcode: string) => {
        // The ownership resolver's version check may run beside a call; it is no part of the scan.
        await ownershipResolverFor(db);
        log.clear();
        const { scannedProduct } = await callerFor(db, { principal }).caller.scan.create({ barcode, clientScanId: clientScanId() });
        return { scannedProduct, statements: log.statements.filter((text) => !text.includes('"RegistryVersion"')) };
      };
      const built = await scan(first.barcode);
      expect(built.scannedProduct).toMatchObject({ name: "Counted", userId: user.id });
      expect(built.statements).toEqual([expect.stringContaining('"scan_barcode"')]);
      expect(knownVersion(db, second.barcode, await ownershipResolverFor(db))).not.toBeNull();
      const kept = await scan(second.barcode);
      expect(kept.scannedProduct).toMatchObject({ name: "Kept", userId: user.id });
      expect(kept.statements).toEqual([expect.stringContaining('"scan_barcode"')]);
      expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { scansRemaining: true } })).toEqual({ scansRemaining: 3 });
    } finally {
      log.close();
    }
  });
});
