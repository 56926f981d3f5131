/**
 * What the e2e Open Food Facts test server (global-setup.ts) answers beyond the catalogue, for
 * scan-lookup.e2e.test.ts: a retailer's own code it holds, a product of a brand nobody knows under a
 * US barcode, and a code it cannot answer right now.
 */

/** A Trader Joe's own-brand product under a retailer's EAN-8 (restricted circulation), with its store. */
export const RETAILER_CODE_PRODUCT = {
  code: "00126991",
  name: "Everything but the Bagel Sesame Seasoning Blend",
  retailer: "Trader Joe's",
};

export function retailerCodeOffProduct(): Record<string, unknown> {
  return {
    code: RETAILER_CODE_PRODUCT.code,
    product_name: RETAILER_CODE_PRODUCT.name,
    brands: "Trader Joe's",
    categories_tags: ["en:condiments", "en:seasonings"],
    countries_tags: ["en:united-states"],
    quantity: "2.3 oz",
    stores: RETAILER_CODE_PRODUCT.retailer,
  };
}

/** A brand no registry entry names, nothing said of where it is made, a barcode registered with GS1 US. */
export const GS1_ONLY_PRODUCT = {
  code: "0812345600018",
  name: "Hollow Creek Apple Butter",
  brand: "Hollow Creek Pantry",
};

export function gs1OnlyOffProduct(): Record<string, unknown> {
  return {
    code: GS1_ONLY_PRODUCT.code,
    product_name: GS1_ONLY_PRODUCT.name,
    brands: GS1_ONLY_PRODUCT.brand,
    categories_tags: ["en:spreads", "en:sweet-spreads", "en:fruit-and-vegetable-preserves"],
    countries_tags: ["en:united-states"],
    quantity: "12 oz",
  };
}

/** A valid EAN-13 the test server answers with 503, as a busy Open Food Facts does. */
export const BUSY_LOOKUP_CODE = "4061458000017";
