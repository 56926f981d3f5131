/**
 * The market region a product was packed for, read from its barcode: some brands belong to one
 * company in North America and another elsewhere (Kellogg's cereals: WK Kellogg Co, owned by
 * Ferrero, in the US, Canada and the Caribbean; Kellanova, owned by Mars, everywhere else).
 *
 * The GS1 prefix says which GS1 office issued the company prefix (see gs1.ts). GS1 US and GS1 Canada
 * share the UPC number space, so a prefix tells North America from the rest of the world, but not
 * the US from Canada: "north-america" is the finest region a barcode gives.
 */
import { gs1RegisteredIn } from "./gs1";

export const MARKET_REGIONS = ["north-america"] as const;
export type MarketRegion = (typeof MARKET_REGIONS)[number];

const NORTH_AMERICAN_GS1_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA"]);

export function isMarketRegion(value: string): value is MarketRegion {
  return (MARKET_REGIONS as readonly string[]).includes(value);
}

/** The market region of a barcode, or null when its prefix places it in no region we distinguish. */
export function marketRegionOf(gtin: string): MarketRegion | null {
  const country = gs1RegisteredIn(gtin);
  return country !== null && NORTH_AMERICAN_GS1_COUNTRIES.has(country) ? "north-america" : null;
}
