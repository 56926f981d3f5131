// The rows of the export formats; their fields are covered, for both readers, in off-fields.test.ts.
import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "@productcheck/domain/barcode";

import { catalogueRecordFromOffRow } from "./off-row";
import { ean13, offExportRow, shippedProduct } from "./testing/catalogue-fixtures";

describe("catalogueRecordFromOffRow", () => {
  it("maps our shipped format", () => {
    expect(catalogueRecordFromOffRow({ ...shippedProduct(), origins: "Italia" })).toEqual({
      ok: true,
      record: {
        barcode: ean13(1),
        name: "Ketchup",
        brands: "Felix",
        categories: ["en:condiments", "en:sauces", "en:tomato-sauces", "en:ketchup"],
        countriesSold: ["en:sweden"],
        origins: "Italia",
        manufacturingPlaces: "Sverige",
        quantity: "500 g",
        embCodes: "",
        brandOwner: "Orkla",
      },
    });
  });

  it("maps OFF's export fields, with tags as arrays (JSONL) or comma-separated text (CSV)", () => {
    const row = offExportRow(shippedProduct());
    const fromJson = catalogueRecordFromOffRow(row);
    const fromCsv = catalogueRecordFromOffRow({
      ...row,
      categories_tags: "en:condiments,en:sauces, en:tomato-sauces,,en:ketchup",
      countries_tags: "en:sweden",
    });
    expect(fromCsv).toEqual(fromJson);
    expect(fromJson).toEqual(catalogueRecordFromOffRow({ ...shippedProduct() }));
  });

  it("normalises the barcode", () => {
    const upcA = `03600029145${computeCheckDigit("03600029145")}`;
    expect(catalogueRecordFromOffRow({ code: ` ${upcA}\n`, product_name: "Knäckebröd" })).toMatchObject({ ok: true, record: { barcode: `0${upcA}` } });
  });

  it("skips invalid barcodes and rows with neither name nor brand", () => {
    expect(catalogueRecordFromOffRow({ ...shippedProduct(), code: "12345" })).toEqual({ ok: false, reason: "barcode" });
    expect(catalogueRecordFromOffRow({ ...shippedProduct(), code: undefined })).toEqual({ ok: false, reason: "barcode" });
    expect(catalogueRecordFromOffRow({ ...shippedProduct(), name: "", brands: " , " })).toEqual({ ok: false, reason: "empty" });
  });
});
