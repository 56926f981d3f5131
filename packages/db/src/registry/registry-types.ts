/**
 * The curated brand-ownership registry: brand → owner company → parent → … → ultimate parent,
 * each company with its headquarters country. Entries are data, loaded into the Company, Brand and
 * BrandAlias tables on first start (and editable by the admin afterwards).
 *
 * How an entry is verified (every entry says which source it was checked against):
 * 1. The owner of a brand and the parent of a company are taken from a source that names them
 *    (the company's encyclopedia article or its own investor/annual report), checked to be current
 *    as of the date in `source` — brands change hands, so a sale or spin-off after that date is looked for.
 * 2. The headquarters country is that of the company's registered head office as its article gives it;
 *    for a company owned by another, what counts for "where the money goes" is the ultimate parent's.
 * 3. A brand sold under one name by different owners in different regions names the owner in Europe
 *    (the product's main market) as `owner` and says so in `note`. Where the other owner holds it in a
 *    region a barcode can tell apart (domain/market-region: North America), it is named in
 *    `regionalOwners`, with its own source, and products with that region's barcodes resolve to it.
 * 4. Where no source names the owner (small local firms), the entry says what it rests on
 *    (e.g. the producer named on Open Food Facts packaging data) and has confidence "medium" or "low";
 *    nothing is guessed silently.
 */
import type { MarketRegion } from "@productcheck/domain/market-region";

export type Confidence = "high" | "medium" | "low";

export interface RegistryCompany {
  /** Canonical company name, unique across the registry. */
  name: string;
  /** ISO 3166-1 alpha-2 code of the headquarters country (GB for the United Kingdom). */
  hq: string;
  /** The owning company's canonical name, when it is owned by another registry company. */
  parent?: string;
  /** What the entry was verified against, with the date checked, e.g. "Wikipedia: Mars Inc. (2026-11)". */
  source: string;
  confidence?: Confidence;
  note?: string;
}

/** The owner of a brand in one market region, where it is not the brand's `owner`. */
export interface RegistryRegionalOwner {
  region: MarketRegion;
  /** Canonical name of the owning company in that region (must exist in a companies list). */
  owner: string;
  source: string;
  confidence?: Confidence;
  note?: string;
  /**
   * Open Food Facts category tags ("en:breakfast-cereals") the regional owner is limited to: it owns
   * the brand's products of the region whose category chain (which includes the ancestors) holds at
   * least one of them, and the brand's `owner` owns the rest (Kellogg's snacks in North America).
   * Without it, every product of the region.
   */
  categories?: string[];
}

export interface RegistryBrand {
  /** The brand as printed on products. */
  name: string;
  /** Canonical name of the owning company (must exist in a companies list). */
  owner: string;
  /** Other spellings seen on products (matching is case-, accent- and punctuation-insensitive anyway). */
  aliases?: string[];
  source: string;
  confidence?: Confidence;
  note?: string;
  /** Owners in market regions where the brand belongs to another company (rule 3 above). */
  regionalOwners?: RegistryRegionalOwner[];
}
