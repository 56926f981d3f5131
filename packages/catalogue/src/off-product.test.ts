// The envelope of an API answer; its product's fields are covered, for both readers, in off-fields.test.ts.
import { describe, expect, it } from "vitest";

import { catalogueRecordFromOffAnswer } from "./off-product";
import { cocaColaOffProduct, nutellaOffProduct, type OffProductJson } from "./testing/off-test-products";

const NUTELLA = "3017620422003";

/** The v2 envelope around a product, as OFF sends it for a hit. */
const found = (product: OffProductJson) => ({
  code: typeof product.code === "string" ? product.code : NUTELLA,
  product,
  status: 1,
  status_verbose: "product found",
});

describe("catalogueRecordFromOffAnswer", () => {
  it("fills missing fields with empty values", () => {
    const record = catalogueRecordFromOffAnswer(found({ code: "5449000000996", product_name: "Coca-Cola" }), "5449000000996");
    expect(record).toEqual({
      barcode: "5449000000996",
      name: "Coca-Cola",
      brands: "",
      categories: [],
      countriesSold: [],
      origins: "",
      manufacturingPlaces: "",
      quantity: "",
      embCodes: "",
      brandOwner: "",
    });
  });

  it("reports the normalised code it was asked for, also when OFF leaves out the product code", () => {
    const record = catalogueRecordFromOffAnswer({ status: 1, product: { product_name: "Coke" } }, "0049000050103");
    expect(record?.barcode).toBe("0049000050103");
  });

  it("accepts the same product under another spelling of its code (12-digit UPC-A)", () => {
    const record = catalogueRecordFromOffAnswer(found({ code: "049000050103", product_name: "Coke" }), "0049000050103");
    expect(record?.barcode).toBe("0049000050103");
  });

  it("accepts the string status OFF sometimes sends", () => {
    expect(catalogueRecordFromOffAnswer({ status: "1", product: nutellaOffProduct() }, NUTELLA)?.name).toBe("Nutella");
  });

  it("rejects an answer about another product", () => {
    expect(catalogueRecordFromOffAnswer(found(cocaColaOffProduct()), NUTELLA)).toBeNull();
  });

  it("reads OFF's not-found answer as no record", () => {
    expect(catalogueRecordFromOffAnswer({ code: NUTELLA, status: 0, status_verbose: "product not found" }, NUTELLA)).toBeNull();
  });

  it.each([
    ["null", null],
    ["a string", "<html>Bad gateway</html>"],
    ["an array", [nutellaOffProduct()]],
    ["no status", { product: nutellaOffProduct() }],
    ["an unknown status", { status: "success", product: nutellaOffProduct() }],
    ["status 1 without product", { status: 1 }],
    ["a product that is not an object", { status: 1, product: "Nutella" }],
    ["a product that is a list", { status: 1, product: [nutellaOffProduct()] }],
    ["a product with neither a name nor a brand", { status: 1, product: { code: NUTELLA, quantity: "400 g" } }],
  ])("treats %s as no record", (_label, body) => {
    expect(catalogueRecordFromOffAnswer(body, NUTELLA)).toBeNull();
  });
});
