/**
 * One product as a source describes it (an Open Food Facts export line, an OFF API answer, our
 * shipped catalogue), before origin resolution. Every source is mapped to this shape first.
 */
export interface CatalogueRecord {
  /** Normalised GTIN (see barcode.ts). */
  barcode: string;
  name: string;
  /** Comma-separated brands as the source gives them; the first is the main brand. */
  brands: string;
  /** Category tags (e.g. "en:chocolate-spreads") in any order; the taxonomy orders them. */
  categories: string[];
  /** OFF country tags of where it is SOLD — never used as the country of origin. */
  countriesSold: string[];
  /** Where the ingredients come from (free text) — not where the product is made. */
  origins: string;
  /** Where it is made or packed (free text). */
  manufacturingPlaces: string;
  quantity: string;
  /** EU packer codes, e.g. "SE 123 EG, FR 35.062.001 CE". */
  embCodes: string;
  brandOwner: string;
  /**
   * The retailers that sell it, as OFF's `stores` gives them (free text, "Sainsbury's, Tesco"), when
   * the source has them: names the retailer of a retailer's own code (docs/scan-flow.md).
   */
  stores?: string;
  /**
   * OFF's generic name ("Chocolate chip muffin mix"), when the source has one: read with the name to
   * infer a category (docs/alternatives.md, Products without a category), stored as the description.
   */
  genericName?: string;
  /** The product's main language (OFF's `lang`, "en", "fr"), when the source gives it. */
  language?: string;
}
