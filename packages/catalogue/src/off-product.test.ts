import { describe, expect, it } from "vitest";

import { catalogueRecordFromOffAnswer, OFF_PRODUCT_FIELDS } from "./off-product";
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
  it("maps a full record field by field", () => {
    expect(catalogueRecordFromOffAnswer(found(nutellaOffProduct()), NUTELLA)).toEqual({
      barcode: NUTELLA,
      name: "Nutella",
      brands: "Nutella, Ferrero",
      categories: ["en:breakfasts", "en:spreads", "en:sweet-spreads", "en:hazelnut-spreads", "en:cocoa-and-hazelnuts-spreads"],
      countriesSold: ["en:belgium", "en:france", "en:germany", "en:italy", "en:switzerland"],
      origins: "",
      manufacturingPlaces: "France",
      quantity: "400 g",
      embCodes: "",
      brandOwner: "Ferrero France Commerciale",
    });
  });

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

  it.each([
    ["product_name_en", { product_name: "", product_name_en: "Hazelnut spread", generic_name: "Pâte" }, "Hazelnut spread"],
    ["generic_name", { product_name: "  ", product_name_en: null, generic_name: "Pâte à tartiner" }, "Pâte à tartiner"],
    ["a numeric product_name_en", { product_name: null, product_name_en: 42, generic_name: undefined }, "42"],
  ])("falls back to %s for the name", (_label, names, expected) => {
    const record = catalogueRecordFromOffAnswer(found(nutellaOffProduct(names)), NUTELLA);
    expect(record?.name).toBe(expected);
  });

  it("tolerates odd-typed fields", () => {
    const record = catalogueRecordFromOffAnswer(
      found(
        nutellaOffProduct({
          quantity: 400,
          brands: ["Nutella", "Ferrero"],
          categories_tags: "en:spreads, en:sweet-spreads",
          countries_tags: ["en:france", 7, null, ""],
          origins: { en: "Turkey" },
          emb_codes: null,
          brand_owner: true,
        }),
      ),
      NUTELLA,
    );
    expect(record).toMatchObject({
      quantity: "400",
      brands: "Nutella, Ferrero",
      categories: ["en:spreads", "en:sweet-spreads"],
      countriesSold: ["en:france"],
      origins: "",
      embCodes: "",
      brandOwner: "",
    });
  });

  it("falls back to brands_tags when brands is empty, without the xx: prefix", () => {
    const record = catalogueRecordFromOffAnswer(found(cocaColaOffProduct({ brands: "", brands_tags: ["xx:coca-cola", "coke"] })), "5449000000996");
    expect(record?.brands).toBe("coca-cola, coke");
  });

  it("reports the normalised code it was asked for, also when OFF leaves out the product code", () => {
    const record = catalogueRecordFromOffAnswer({ status: 1, product: { product_name: "Coke" } }, "0049000050103");
    expect(record?.barcode).toBe("0049000050103");
  });

  it("accepts the same product under another spelling of its code (12-digit UPC-A)", () => {
    const record = catalogueRecordFromOffAnswer(found({ code: "049000050103", product_name: "Coke" }), "0049000050103");
    expect(record?.barcode).toBe("0049000050103");
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
  ])("treats %s as no record", (_label, body) => {
    expect(catalogueRecordFromOffAnswer(body, NUTELLA)).toBeNull();
  });

  it("asks for exactly the fields the mapping reads", () => {
    expect(OFF_PRODUCT_FIELDS.join(",")).toBe(
      "code,product_name,product_name_en,generic_name,brands,brands_tags,categories_tags,countries_tags,origins,manufacturing_places,quantity,emb_codes,brand_owner",
    );
  });
});
