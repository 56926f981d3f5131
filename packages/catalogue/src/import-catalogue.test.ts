import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "@productcheck/domain/barcode";

import { describeImport, importCatalogue } from "./import-catalogue";
import { ean13, JSONL, offExportRow, offTsv, quotedCsv, shippedProduct, SMALL_TAXONOMY } from "./testing/catalogue-fixtures";
import { importTestbed } from "./testing/import-testbed";

const testbed = importTestbed();

const options = { taxonomy: SMALL_TAXONOMY };

const productSelect = {
  barcode: true,
  name: true,
  brand: true,
  brandKey: true,
  manufacturer: true,
  quantity: true,
  categories: true,
  category: true,
  countryCode: true,
  countrySource: true,
  countryConfidence: true,
  manufacturingPlaces: true,
  embCodes: true,
  origins: true,
  brandOwner: true,
  countriesSold: true,
  language: true,
  source: true,
} as const;

const product = (barcode: string) =>
  testbed.db.product.findUnique({ where: { barcode }, select: productSelect });

describe("importCatalogue", () => {
  it("imports our shipped JSONL format with chain, made-in country and brand key", async () => {
    const file = await testbed.write(
      "shipped.jsonl",
      JSONL([
        shippedProduct({ code: ean13(1) }),
        shippedProduct({
          code: ean13(2),
          name: "Coca-Cola Zero",
          brands: "Coca-Cola, The Coca-Cola Company",
          categories: ["en:beverages", "fr:sodas-au-cola", "en:unknown-tag"],
          countries_sold: ["en:france", "en:sweden"],
          manufacturing_places: "",
          emb_codes: "FR 35.062.001 CE",
          origins: "Brésil",
          brand_owner: "",
        }),
      ]),
    );
    const stats = await importCatalogue(testbed.db, file, options);
    expect(stats).toMatchObject({ read: 2, imported: 2, keptSuggestions: 0, skipped: { barcode: 0, malformed: 0, empty: 0 } });

    expect(await product(ean13(1))).toEqual({
      barcode: ean13(1),
      name: "Ketchup",
      brand: "Felix",
      brandKey: "felix",
      manufacturer: "Orkla",
      quantity: "500 g",
      categories: ["en:ketchup", "en:tomato-sauces", "en:sauces", "en:condiments"],
      category: "Ketchup",
      countryCode: "SE",
      countrySource: "catalogue",
      countryConfidence: "high",
      manufacturingPlaces: "Sverige",
      embCodes: "",
      origins: "",
      brandOwner: "Orkla",
      countriesSold: ["en:sweden"],
      language: "",
      source: "catalogue",
    });
    expect(await product(ean13(2))).toMatchObject({
      brand: "Coca-Cola",
      brandKey: "coca cola",
      categories: ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"],
      category: "Colas",
      // From the packer code, never from where it is sold (France, Sweden) or the ingredients' origin.
      countryCode: "FR",
      countryConfidence: "high",
      countriesSold: ["en:france", "en:sweden"],
      origins: "Brésil",
    });
  });

  it("imports retailers' own codes (restricted circulation) like any other, with the stores OFF names, and still skips coupons", async () => {
    const withCheck = (body: string) => `${body}${computeCheckDigit(body)}`;
    const traderJoes = withCheck("0011999"); // an RCN-8 on a Trader Joe's own-brand product
    const weighed = withCheck("020102960299"); // a UPC-A number system 2 (weighed) item
    const retailerUpc = withCheck("041101098400"); // UPC-A number system 4
    const regional = withCheck("211122000968"); // EAN-13 prefix 21
    const coupon = withCheck("990040907264");
    const rows = [
      { ...offExportRow(shippedProduct({ code: traderJoes, name: "Creamy salted peanut butter", brands: "Trader Joe's" })), stores: "Trader Joe's" },
      offExportRow(shippedProduct({ code: weighed, name: "Beef shoulder steak" })),
      offExportRow(shippedProduct({ code: retailerUpc, name: "French fry seasoning" })),
      offExportRow(shippedProduct({ code: regional, name: "Cheese by weight" })),
      offExportRow(shippedProduct({ code: coupon, name: "Crackers" })),
    ];
    const file = await testbed.write("retailer-codes.jsonl", JSONL(rows));
    const stats = await importCatalogue(testbed.db, file, options);
    expect(stats).toMatchObject({ read: 5, imported: 4, skipped: { barcode: 1, malformed: 0, empty: 0 } });
    for (const barcode of [traderJoes, retailerUpc, regional]) expect(await product(barcode)).toMatchObject({ barcode, source: "catalogue" });
    expect(await product(weighed)).toMatchObject({ name: "Beef shoulder steak" });
    expect(await product(coupon)).toBeNull();
    const stores = await testbed.db.product.findMany({ where: { barcode: { in: [traderJoes, retailerUpc] } }, select: { barcode: true, stores: true }, orderBy: { barcode: "asc" } });
    expect(stores).toEqual([
      { barcode: traderJoes, stores: "Trader Joe's" },
      { barcode: retailerUpc, stores: "" },
    ]);
  });

  it("imports OFF's tab-separated CSV export, gzipped", async () => {
    const rows = [
      offExportRow(shippedProduct({ code: ean13(3), name: "Tomato ketchup", manufacturing_places: "Italia" })),
      offExportRow(shippedProduct({ code: "12345", name: "too short" })),
      offExportRow(shippedProduct({ code: ean13(5), name: "Cola", categories: ["en:colas"], manufacturing_places: "", emb_codes: "DE BY 123 EG" })),
    ];
    const file = await testbed.write("off.csv.gz", offTsv(rows), { gzip: true });
    const stats = await importCatalogue(testbed.db, file, options);
    expect(stats).toMatchObject({ read: 3, imported: 2, skipped: { barcode: 1, malformed: 0, empty: 0 } });
    expect(await product(ean13(3))).toMatchObject({ name: "Tomato ketchup", countryCode: "IT", category: "Ketchup" });
    expect(await product(ean13(5))).toMatchObject({
      categories: ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"],
      countryCode: "DE",
      countrySource: "catalogue",
    });
  });

  it("imports OFF's JSONL dump and a quoted comma-separated CSV with a line break inside a field", async () => {
    const dump = await testbed.write(
      "dump.jsonl.gz",
      JSONL([{ ...offExportRow(shippedProduct({ code: ean13(6), name: "" })), product_name_sv: "Senap", lang: "sv" }]),
      { gzip: true },
    );
    const csv = await testbed.write(
      "export.csv",
      quotedCsv([
        offExportRow(shippedProduct({ code: ean13(7), name: 'Felix "Extra"\nKetchup', manufacturing_places: "Made in Germany" })),
      ]),
    );
    await importCatalogue(testbed.db, dump, options);
    await importCatalogue(testbed.db, csv, options);
    expect(await product(ean13(6))).toMatchObject({ name: "Senap", brand: "Felix", language: "sv" });
    expect(await product(ean13(7))).toMatchObject({ name: 'Felix "Extra" Ketchup', countryCode: "DE", language: "" });
  });

  it("is idempotent: a re-import updates the products and adds none", async () => {
    const first = await testbed.write("v1.jsonl", JSONL([1, 2, 3].map((n) => shippedProduct({ code: ean13(n), name: `Product ${n}` }))));
    await importCatalogue(testbed.db, first, options);
    await importCatalogue(testbed.db, first, options);
    expect(await testbed.db.product.count()).toBe(3);

    const second = await testbed.write(
      "v2.jsonl",
      JSONL([1, 2, 3].map((n) => shippedProduct({ code: ean13(n), name: `Product ${n} (new)`, manufacturing_places: "Danmark" }))),
    );
    const stats = await importCatalogue(testbed.db, second, options);
    expect(stats.imported).toBe(3);
    expect(await testbed.db.product.count()).toBe(3);
    expect(await product(ean13(2))).toMatchObject({ name: "Product 2 (new)", countryCode: "DK" });
  });

  it("never overwrites a product corrected by an admin (source suggestion)", async () => {
    const corrected = {
      barcode: ean13(1),
      name: "Felix Ketchup (corrected)",
      brand: "Felix",
      brandKey: "felix",
      countryCode: "SE",
      countrySource: "suggestion" as const,
      countryConfidence: "high" as const,
      source: "suggestion" as const,
    };
    await testbed.db.product.create({ data: corrected });
    const before = await product(ean13(1));
    const file = await testbed.write(
      "with-corrected.jsonl",
      JSONL([shippedProduct({ code: ean13(1), name: "Ketchup from OFF", manufacturing_places: "Italia" }), shippedProduct({ code: ean13(2) })]),
    );
    const stats = await importCatalogue(testbed.db, file, options);
    expect(stats).toMatchObject({ read: 2, imported: 1, keptSuggestions: 1 });
    expect(await product(ean13(1))).toEqual(before);
    expect(await product(ean13(2))).toMatchObject({ source: "catalogue" });
  });

  it("skips malformed lines, invalid barcodes and rows without name or brand, and counts them", async () => {
    const valid = ean13(9);
    const wrongCheckDigit = `${valid.slice(0, -1)}${(Number(valid.slice(-1)) + 1) % 10}`;
    const coupon = `991234567890${computeCheckDigit("991234567890")}`;
    const lines = [
      JSON.stringify(shippedProduct({ code: ean13(1) })),
      `{"code": "${valid}", "name": "cut off`,
      "[1, 2, 3]",
      "",
      JSON.stringify(shippedProduct({ code: wrongCheckDigit })),
      JSON.stringify(shippedProduct({ code: coupon })),
      JSON.stringify(shippedProduct({ code: ean13(2), name: "", brands: "" })),
      JSON.stringify(shippedProduct({ code: ean13(3) })),
    ];
    const file = await testbed.write("messy.jsonl", `${lines.join("\n")}\n`);
    const messages: string[] = [];
    const stats = await importCatalogue(testbed.db, file, { ...options, log: (message) => messages.push(message) });
    expect(stats).toMatchObject({ read: 7, imported: 2, skipped: { malformed: 2, barcode: 2, empty: 1 } });
    expect(await testbed.db.product.count()).toBe(2);
    expect(messages.at(-1)).toContain("7 rows read, 2 imported, 5 skipped (invalid barcode 2, malformed 2, no name or brand 1)");
  });

  it("counts a CSV line with the wrong number of fields as malformed", async () => {
    const good = offExportRow(shippedProduct({ code: ean13(1) }));
    const text = offTsv([good, good]).replace(/\n(?=[^\n]*\n$)/u, `\n${ean13(2)}\tonly two fields\n`);
    const file = await testbed.write("broken.tsv", text);
    const stats = await importCatalogue(testbed.db, file, options);
    expect(stats.skipped.malformed).toBe(1);
    expect(stats.read).toBe(3);
  });

  it("writes in batches and keeps the last of a barcode repeated in a batch", async () => {
    // Batches of two: [1, 5], [2, 3], [4, 5 again]; as one batch, 5 comes twice.
    const rows = [1, 5, 2, 3, 4].map((n) => shippedProduct({ code: ean13(n), name: `Product ${n}` }));
    rows.push(shippedProduct({ code: ean13(5), name: "Product 5, again" }));
    const file = await testbed.write("batches.jsonl", JSONL(rows));
    const stats = await importCatalogue(testbed.db, file, { ...options, batchSize: 2 });
    expect(stats).toMatchObject({ read: 6, imported: 6, duplicates: 0 });
    expect(await testbed.db.product.count()).toBe(5);
    expect(await product(ean13(5))).toMatchObject({ name: "Product 5, again" });

    const oneBatch = await importCatalogue(testbed.db, file, options);
    expect(oneBatch).toMatchObject({ imported: 5, duplicates: 1 });
    expect(await product(ean13(5))).toMatchObject({ name: "Product 5, again" });
  });

  it("uses the shipped category taxonomy by default", async () => {
    const file = await testbed.write(
      "default-taxonomy.jsonl",
      JSONL([shippedProduct({ name: "Nutella", categories: ["en:hazelnut-spreads", "en:cocoa-and-hazelnuts-spreads"] })]),
    );
    await importCatalogue(testbed.db, file);
    expect(await product(ean13(1))).toMatchObject({
      categories: [
        "en:cocoa-and-hazelnuts-spreads", "en:hazelnut-spreads", "en:chocolate-spreads", "fr:pates-a-tartiner",
        "en:sweet-spreads", "en:breakfasts", "en:spreads",
      ],
      category: "Cocoa and hazelnuts spreads",
    });
  });

  it("rejects a missing file", async () => {
    await expect(importCatalogue(testbed.db, "/nonexistent/file.jsonl", options)).rejects.toThrow("No such file");
  });
});

describe("describeImport", () => {
  it("says what happened in one line", () => {
    expect(
      describeImport({
        read: 1234567,
        imported: 1200000,
        keptSuggestions: 3,
        duplicates: 0,
        filtered: 0,
        skipped: { barcode: 30000, malformed: 4567, empty: 0 },
        durationMs: 1000,
        rowsPerSecond: 25000.4,
      }),
    ).toBe(
      "1,234,567 rows read, 1,200,000 imported, 34,567 skipped (invalid barcode 30,000, malformed 4,567, " +
        "no name or brand 0), 3 corrected by an admin and kept, 0 repeated, 25,000 rows/s",
    );
  });
});
