import { describe, expect, it } from "vitest";

import { seedCatalogue } from "./seed-catalogue";
import { SHIPPED_PRODUCTS_FILE } from "./shipped";
import { ean13, JSONL, shippedProduct } from "./testing/catalogue-fixtures";
import { importTestbed } from "./testing/import-testbed";

const testbed = importTestbed();

describe("seedCatalogue", () => {
  it("loads the catalogue, and nothing of the brand registry (the server syncs that at every start)", async () => {
    const productsFile = await testbed.write(
      "products.jsonl.gz",
      JSONL([
        shippedProduct({ code: ean13(1), brands: "Felix" }),
        shippedProduct({ code: ean13(2), name: "Cookie Dough", brands: "Ben & Jerry's", categories: [] }),
      ]),
      { gzip: true },
    );
    const summary = await seedCatalogue(testbed.db, { productsFile });
    expect(summary).toMatchObject({ catalogue: { read: 2, imported: 2 } });

    // Products carry the brand key the registry is matched on.
    const products = await testbed.db.product.findMany({ select: { barcode: true, brandKey: true }, orderBy: { barcode: "asc" } });
    expect(products).toEqual([
      { barcode: ean13(1), brandKey: "felix" },
      { barcode: ean13(2), brandKey: "ben and jerrys" },
    ]);
    expect(await testbed.db.company.count()).toBe(0);
    expect(await testbed.db.brand.count()).toBe(0);
  });

  it("loads all shipped products", async () => {
    const summary = await seedCatalogue(testbed.db);
    // Of the 15,710 shipped products, 233 carry a retailer's own code (170 RCN-8 codes starting with 0,
    // 50 UPC-A number system 2 and 13 number system 4), imported like any other; only the 12 in the
    // coupon range 98x/99x are skipped.
    expect(summary.catalogue).toMatchObject({ read: 15_710, imported: 15_698, skipped: { barcode: 12, malformed: 0, empty: 0 } });
    expect(SHIPPED_PRODUCTS_FILE).toMatch(/off-products\.jsonl\.gz$/u);

    const db = testbed.db;
    expect(await db.product.count()).toBe(15_698);
    const [retailerCodes] = await db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM "Product" WHERE "barcode" ~ '^(0[0-9]{7}|2[0-9]{7}|0[24][0-9]{11}|2[0-9]{12})$'`;
    expect(retailerCodes?.count).toBe(233);
    expect(await db.product.findUnique({ where: { barcode: "00119993" }, select: { name: true, brand: true } })).toEqual({
      name: "Creamy salted Peanut Butter",
      brand: "Trader Joe's",
    });
    expect(await db.product.count({ where: { NOT: { categories: { isEmpty: true } } } })).toBeGreaterThan(11_000);
    expect(await db.product.count({ where: { countryCode: { not: null } } })).toBeGreaterThan(3_300);
    expect(await db.product.findUnique({ where: { barcode: "0000101209159" }, select: { name: true, categories: true, category: true } })).toEqual({
      name: "Véritable pâte à tartiner noisettes chocolat noir",
      categories: [
        "en:cocoa-and-hazelnuts-spreads", "en:hazelnut-spreads", "en:chocolate-spreads", "fr:pates-a-tartiner",
        "en:sweet-spreads", "en:breakfasts", "en:spreads",
      ],
      category: "Cocoa and hazelnuts spreads",
    });
    // Kellogg's is WK Kellogg Co's (Ferrero) in North America for its cereals only, told by the category
    // chain: the shipped US Kellogg's cereals carry "en:breakfast-cereals", its Pop-Tarts and bars do not.
    const usKelloggs = await db.product.findMany({ where: { brandKey: "kelloggs", barcode: { startsWith: "0038" } }, select: { name: true, categories: true } });
    const isCereal = (product: { categories: string[] }) => product.categories.includes("en:breakfast-cereals");
    expect(usKelloggs.filter(isCereal).map((product) => product.name)).toEqual(
      expect.arrayContaining(["Corn Flakes", "Frosted Flakes", "Froot Loops", "Rice krispies", "Special K Original"]),
    );
    const snacks = usKelloggs.filter((product) => /pop ?tarts|meal bars/iu.test(product.name));
    expect(snacks.map((product) => product.name)).toEqual(
      expect.arrayContaining(["Pop Tarts Frosted Raspberry", "Protein meal bars, chocolate caramel"]),
    );
    expect(snacks.filter(isCereal)).toEqual([]);
  });
});
