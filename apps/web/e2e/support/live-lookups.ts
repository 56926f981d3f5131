/**
 * What the e2e Open Food Facts test server (global-setup.ts) answers beyond the catalogue, for
 * scan-lookup.e2e.test.ts: a retailer's own code it holds, and a code it cannot answer right now.
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

/** A valid EAN-13 the test server answers with 503, as a busy Open Food Facts does. */
export const BUSY_LOOKUP_CODE = "4061458000017";
