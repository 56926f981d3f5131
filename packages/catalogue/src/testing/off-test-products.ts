/**
 * Factories for OFF product JSON as the v2 API returns it with our `fields=` list, for tests and
 * end-to-end runs against the OFF test server. Values are modelled on the real records; override any
 * field, or pass odd types on purpose to check how messy data is handled.
 */

import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

/** A product object as OFF sends it: any subset of its fields, with whatever types OFF had stored. */
export type OffProductJson = Record<string, unknown>;

/** Nutella 400 g as the French record describes it. */
export function nutellaOffProduct(overrides: OffProductJson = {}): OffProductJson {
  return {
    code: "3017620422003",
    product_name: "Nutella",
    product_name_en: "Nutella",
    generic_name: "Pâte à tartiner aux noisettes et au cacao",
    lang: "fr",
    brands: "Nutella, Ferrero",
    brands_tags: ["nutella", "ferrero"],
    categories_tags: ["en:breakfasts", "en:spreads", "en:sweet-spreads", "en:hazelnut-spreads", "en:cocoa-and-hazelnuts-spreads"],
    countries_tags: ["en:belgium", "en:france", "en:germany", "en:italy", "en:switzerland"],
    origins: "",
    manufacturing_places: "France",
    quantity: "400 g",
    emb_codes: "",
    brand_owner: "Ferrero France Commerciale",
    ...overrides,
  };
}

/** The CatalogueRecord that nutellaOffProduct() reads as, field by field (under `barcode`, by default its own). */
export function nutellaRecord(barcode = "3017620422003"): CatalogueRecord {
  return {
    barcode,
    name: "Nutella",
    brands: "Nutella, Ferrero",
    categories: ["en:breakfasts", "en:spreads", "en:sweet-spreads", "en:hazelnut-spreads", "en:cocoa-and-hazelnuts-spreads"],
    countriesSold: ["en:belgium", "en:france", "en:germany", "en:italy", "en:switzerland"],
    origins: "",
    manufacturingPlaces: "France",
    quantity: "400 g",
    embCodes: "",
    brandOwner: "Ferrero France Commerciale",
    genericName: "Pâte à tartiner aux noisettes et au cacao",
    language: "fr",
  };
}

/** Coca-Cola 33 cl can (EAN-13), a record with no owner and no manufacturing place filled in. */
export function cocaColaOffProduct(overrides: OffProductJson = {}): OffProductJson {
  return {
    code: "5449000000996",
    product_name: "Coca-Cola",
    brands: "Coca-Cola",
    brands_tags: ["coca-cola"],
    categories_tags: ["en:beverages", "en:carbonated-drinks", "en:sodas", "en:colas", "en:sweetened-beverages"],
    countries_tags: ["en:belgium", "en:france", "en:spain", "en:united-kingdom"],
    origins: "",
    manufacturing_places: "",
    quantity: "330 ml",
    emb_codes: "",
    ...overrides,
  };
}

/** A Coca-Cola UPC-A product: OFF stores 12-digit codes as 13 digits with a leading 0. */
export function cocaColaUpcOffProduct(overrides: OffProductJson = {}): OffProductJson {
  return cocaColaOffProduct({
    code: "0049000050103",
    quantity: "12 fl oz (355 mL)",
    countries_tags: ["en:united-states"],
    manufacturing_places: "United States",
    brand_owner: "The Coca-Cola Company",
    ...overrides,
  });
}

/** A shampoo as Open Beauty Facts describes it. */
export function shampooOffProduct(overrides: OffProductJson = {}): OffProductJson {
  return {
    code: "3600523184347",
    product_name: "Elseve Color-Vive Shampooing",
    brands: "L'Oréal Paris, Elseve",
    brands_tags: ["l-oreal-paris", "elseve"],
    categories_tags: ["en:hair-care", "en:shampoos"],
    countries_tags: ["en:france"],
    manufacturing_places: "France",
    quantity: "250 ml",
    emb_codes: "",
    brand_owner: "L'Oréal",
    ...overrides,
  };
}
