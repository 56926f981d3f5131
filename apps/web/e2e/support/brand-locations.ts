/**
 * A product of a brand the registry does not know, answered by the e2e Open Food Facts test server
 * (global-setup.ts): a Swedish barcode and made in Sweden, so before an admin names its owner the
 * app judges it by where it is made. Only brand-locations.e2e.test.ts scans it.
 */
export const UNKNOWN_BRAND_PRODUCT = {
  code: "7350991880017",
  name: "Kvarnby Rye Crispbread",
  brand: "Kvarnby Bakery",
};

export function unknownBrandOffProduct(): Record<string, unknown> {
  return {
    code: UNKNOWN_BRAND_PRODUCT.code,
    product_name: UNKNOWN_BRAND_PRODUCT.name,
    brands: UNKNOWN_BRAND_PRODUCT.brand,
    brands_tags: ["kvarnby-bakery"],
    categories_tags: ["en:plant-based-foods", "en:cereals-and-potatoes", "en:breads", "en:crispbreads"],
    countries_tags: ["en:sweden"],
    origins: "",
    manufacturing_places: "Sweden",
    quantity: "250 g",
    emb_codes: "",
    brand_owner: "Kvarnby Bageri",
  };
}

/** The result page's "Why?" sentences (apps/web/src/features/results/components/why-panel.tsx). */
export const WHY = {
  ownerUnknown:
    "Nobody we know owns this brand, so it does not count as American by where it is made. " +
    "Where a product is made is not who owns it, so this is likely, not certain.",
  usOwner: "It counts as American because its ultimate owner is headquartered in the United States.",
  swedishOwner: "It does not count as American because its ultimate owner is headquartered in Sweden.",
};
