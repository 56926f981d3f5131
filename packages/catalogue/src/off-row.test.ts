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
    // OFF's free-text `categories` ("Condiments, Sauces") is never read as tags.
    expect(fromJson.ok && fromJson.record.categories).toEqual(["en:condiments", "en:sauces", "en:tomato-sauces", "en:ketchup"]);
  });

  it("normalises the barcode and takes a localised name when product_name is empty", () => {
    const upcA = `03600029145${computeCheckDigit("03600029145")}`;
    const result = catalogueRecordFromOffRow({ code: upcA, product_name: "", product_name_sv: "Knäckebröd", lang: "sv" });
    expect(result).toMatchObject({ ok: true, record: { barcode: `0${upcA}`, name: "Knäckebröd", brands: "" } });
  });

  it("cleans control characters and dedupes brands", () => {
    const result = catalogueRecordFromOffRow({ ...shippedProduct(), name: "Ketch\u0000up\n", brands: "Felix, FELIX ,Orkla" });
    expect(result).toMatchObject({ ok: true, record: { name: "Ketch up", brands: "Felix, Orkla" } });
  });

  it("skips invalid barcodes and rows with neither name nor brand", () => {
    expect(catalogueRecordFromOffRow({ ...shippedProduct(), code: "12345" })).toEqual({ ok: false, reason: "barcode" });
    expect(catalogueRecordFromOffRow({ ...shippedProduct(), code: undefined })).toEqual({ ok: false, reason: "barcode" });
    expect(catalogueRecordFromOffRow({ ...shippedProduct(), name: "", brands: " , " })).toEqual({ ok: false, reason: "empty" });
  });
});
