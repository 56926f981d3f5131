/**
 * The market regions a product was packed for, read from its barcode: some brands belong to one
 * company in one market and another elsewhere (Kellogg's cereals: WK Kellogg Co, owned by Ferrero,
 * in the US, Canada and the Caribbean; Kellanova, owned by Mars, everywhere else; the "Coop" label:
 * Coop Sverige's in Sweden, Coop Italia's in Italy). See docs/origin.md, "Regional owners".
 *
 * A region is `north-america` or a country (ISO 3166-1 alpha-2, GB for the United Kingdom). The
 * GS1 prefix says which GS1 office issued the company prefix (see gs1.ts): that office's country is
 * the product's country region (a company usually registers where it sells; GS1 Denmark also serves
 * the Faroe Islands, GS1 Belgium & Luxembourg both countries: the office's country is given). GS1 US
 * and GS1 Canada share the UPC number space, so their prefixes also give `north-america`, the region
 * a brand owner in "the US and Canada" is named for.
 *
 * A retailer's own (restricted-circulation) code was issued by no GS1 office; such a product's region
 * is the one country Open Food Facts says it is sold in, when it names exactly one.
 */
import { ALL_COUNTRY_CODES, countryFromOffTag, normalizeCountryCode } from "./countries";
import { gs1RegisteredIn } from "./gs1";

export const NORTH_AMERICA = "north-america";

/** `north-america` or an ISO 3166-1 alpha-2 country code ("SE", "GB"). */
export type MarketRegion = string;

const NORTH_AMERICAN_GS1_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA"]);

/** Whether `value` is a region a regional owner may be named for: `north-america` or a canonical country code. */
export function isMarketRegion(value: string): value is MarketRegion {
  return value === NORTH_AMERICA || normalizeCountryCode(value) === value;
}

/**
 * The market regions of a product, the most specific first: its barcode's GS1 country, then
 * `north-america` for a GS1 US or Canada barcode. A barcode that names no country (a retailer's own
 * code, a book, a coupon) gives the one country of `countriesSold` (Open Food Facts country tags,
 * "en:sweden") when there is exactly one, else no region.
 */
export function marketRegionsOf(gtin: string, countriesSold: readonly string[] = []): MarketRegion[] {
  const country = gs1RegisteredIn(gtin);
  if (country !== null) return NORTH_AMERICAN_GS1_COUNTRIES.has(country) ? [country, NORTH_AMERICA] : [country];
  const sold = new Set(countriesSold.map(countryFromOffTag).filter((code): code is string => code !== null));
  return sold.size === 1 ? [...sold] : [];
}

/** The regions an admin picks from: North America, then the product's ~40 countries by English name. */
export const MARKET_REGION_CHOICES: readonly MarketRegion[] = [NORTH_AMERICA, ...ALL_COUNTRY_CODES];
