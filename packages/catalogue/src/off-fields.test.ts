import { describe, expect, it } from "vitest";

import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

import { OFF_PRODUCT_FIELDS, offProductFields } from "./off-fields";
import { catalogueRecordFromOffAnswer } from "./off-product";
import { catalogueRecordFromOffRow } from "./off-row";
import { ean13 } from "./testing/catalogue-fixtures";
import { nutellaOffProduct, nutellaRecord } from "./testing/off-test-products";

const GTIN = ean13(1);

type Product = Record<string, unknown>;
type Reader = (product: Product) => CatalogueRecord | null;

/** The same product object read by both readers: as a row of an export and as the product of an API answer. */
const readers: [string, Reader][] = [
  [
    "an export row",
    (product) => {
      const result = catalogueRecordFromOffRow({ code: GTIN, ...product });
      return result.ok ? result.record : null;
    },
  ],
  ["an API answer", (product) => catalogueRecordFromOffAnswer({ status: 1, product: { code: GTIN, ...product } }, GTIN)],
];

/** [what is checked, the product's fields (a name is added unless given), the record field, what it reads]. */
const cases: [string, Product, keyof CatalogueRecord, unknown][] = [
  ["name: control characters and runs of white space become one space", { product_name: " Ketch\u0000up \n\n Original\t" }, "name", "Ketch up Original"],
  ["name: the product's own language when product_name is empty", { product_name: "", lang: "sv", product_name_sv: "Knäckebröd", product_name_en: "Crispbread" }, "name", "Knäckebröd"],
  ["name: the English name next", { product_name: "  ", product_name_en: "Hazelnut spread", generic_name: "Pâte" }, "name", "Hazelnut spread"],
  ["name: the generic name next", { product_name: null, product_name_en: [], generic_name: "Pâte à tartiner" }, "name", "Pâte à tartiner"],
  ["name: the abbreviated name last", { product_name: "", abbreviated_product_name: "Ketchup 500g" }, "name", "Ketchup 500g"],
  ["name: a number is text", { product_name: 42 }, "name", "42"],
  ["generic name: cleaned text", { generic_name: " Chocolate chip\nmuffin mix " }, "genericName", "Chocolate chip muffin mix"],
  ["generic name: the product's own language when generic_name is empty", { generic_name: "", lang: "fr", generic_name_fr: "Pâte à tartiner", generic_name_en: "Spread" }, "genericName", "Pâte à tartiner"],
  ["generic name: the English one next", { lang: "fr", generic_name_en: "Hazelnut spread" }, "genericName", "Hazelnut spread"],
  ["generic name: absent when there is none", { generic_name: " " }, "genericName", undefined],
  ["language: OFF's lang, lower-cased", { lang: "EN", lc: "fr" }, "language", "en"],
  ["language: lc when lang is empty", { lang: "", lc: "es" }, "language", "es"],
  ["language: absent when it is not a language code", { lang: "english" }, "language", undefined],
  ["brands: each brand once, in its first spelling", { brands: "Felix, FELIX ,Orkla,, " }, "brands", "Felix, Orkla"],
  ["brands: a list, empty items dropped", { brands: ["Nutella", "", " Ferrero "] }, "brands", "Nutella, Ferrero"],
  ["brands: brands_tags without their prefix when brands is empty", { brands: " , ", brands_tags: ["xx:coca-cola", "coke", "Coca-Cola"] }, "brands", "coca-cola, coke"],
  ["brands: brands_tags only when brands is empty", { brands: "Coca-Cola", brands_tags: ["xx:pepsi"] }, "brands", "Coca-Cola"],
  ["categories: a list, cleaned, lower-cased, each tag once", { categories_tags: ["en:Sauces", "en:sauces", " en:ketchup\n", "", 7, null] }, "categories", ["en:sauces", "en:ketchup"]],
  ["categories: the comma-separated text of a CSV export", { categories_tags: "en:condiments,en:sauces, en:tomato-sauces,,en:ketchup" }, "categories", ["en:condiments", "en:sauces", "en:tomato-sauces", "en:ketchup"]],
  ["categories: OFF's free-text categories are never tags", { categories: "Condiments, Sauces" }, "categories", []],
  ["categories: our shipped file's tag list", { categories: ["en:ketchup"] }, "categories", ["en:ketchup"]],
  ["countries sold: a list, odd items dropped", { countries_tags: ["en:france", 7, null, "", "EN:France"] }, "countriesSold", ["en:france"]],
  ["countries sold: the comma-separated text of a CSV export", { countries_tags: "en:sweden, en:norway" }, "countriesSold", ["en:sweden", "en:norway"]],
  ["countries sold: our shipped file's countries_sold", { countries_sold: ["en:sweden"] }, "countriesSold", ["en:sweden"]],
  ["origins: cleaned text", { origins: "Italia\u0000" }, "origins", "Italia"],
  ["origins: an object is no text", { origins: { en: "Turkey" } }, "origins", ""],
  ["manufacturing places: a list is joined", { manufacturing_places: ["France", " Italy ", null] }, "manufacturingPlaces", "France, Italy"],
  ["manufacturing places: line breaks become spaces", { manufacturing_places: "Made in\r\nFrance" }, "manufacturingPlaces", "Made in France"],
  ["quantity: a number is text", { quantity: 400 }, "quantity", "400"],
  ["quantity: a no-break space is a space", { quantity: "400\u00a0g" }, "quantity", "400 g"],
  ["emb codes: cleaned text", { emb_codes: "FR 35.062.001 CE,\nSE 123 EG" }, "embCodes", "FR 35.062.001 CE, SE 123 EG"],
  ["emb codes: null is empty", { emb_codes: null }, "embCodes", ""],
  ["brand owner: cleaned text", { brand_owner: " Ferrero\tFrance " }, "brandOwner", "Ferrero France"],
  ["brand owner: a boolean is no text", { brand_owner: true }, "brandOwner", ""],
];

describe.each(readers)("the fields of %s", (_source, read) => {
  it.each(cases)("%s", (_label, product, field, expected) => {
    const record = read({ product_name: "Ketchup", ...product });
    expect(record?.[field]).toEqual(expected);
  });

  it("reads a product with neither a name nor a brand as nothing", () => {
    expect(read({ product_name: "", brands: " , ", brands_tags: [], manufacturing_places: "France" })).toBeNull();
  });

  it("maps a full product field by field", () => {
    expect(read(nutellaOffProduct({ code: GTIN }))).toEqual(nutellaRecord(GTIN));
  });
});

describe("OFF_PRODUCT_FIELDS", () => {
  it("asks the API for every field the normaliser reads, besides those only exports have", () => {
    const read = new Set<string>();
    const readFrom = (values: Product) => {
      const row = new Proxy(values, {
        get: (target, field) => {
          read.add(String(field));
          return target[String(field)];
        },
      });
      offProductFields(row);
    };
    readFrom({}); // every name and brand field
    readFrom({ brands: "Felix" }); // and, for a product worth reading, the rest
    const exportOnly = ["name", "categories", "countries_sold", "lc"];
    expect([...read].filter((field) => !exportOnly.includes(field)).sort()).toEqual(
      OFF_PRODUCT_FIELDS.filter((field) => field !== "code").sort(),
    );
  });
});
