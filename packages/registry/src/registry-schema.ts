/**
 * The curated brand-ownership registry: brand → owner company → parent → … → ultimate parent, each
 * company with its headquarters country. The entries are data (packages/registry/data: companies.yaml
 * and brands.yaml, one entry per company and per brand, sorted by name), checked by the schemas below
 * and by `ZRegistrySchema`'s consistency rules, and synced into the Company, Brand, BrandAlias and
 * BrandRegionalOwner tables at every start (sync-registry.ts; README, "Catalogue and brand registry").
 *
 * How an entry is verified (every entry says which source it was checked against):
 * 1. The owner of a brand and the parent of a company are taken from a source that names them
 *    (the company's encyclopedia article or its own investor/annual report), checked to be current
 *    as of the date in `source` — brands change hands, so a sale or spin-off after that date is looked for.
 *    "(checked 2026-11)" means the owner group's ownership changes since 2024 (sales, spin-offs,
 *    mergers) were searched for in November 2026; where a deal was announced but its completion could
 *    not be confirmed, the entry keeps the last confirmed owner and says so in `note`. Long-standing
 *    ownerships (e.g. Pampers – Procter & Gamble) were not re-read article by article.
 * 2. The headquarters country is that of the company's registered head office as its article gives it;
 *    for a company owned by another, what counts for "where the money goes" is the ultimate parent's.
 * 3. A brand sold under one name by different owners in different markets names the owner in its
 *    main market (for a shared retailer label, the group whose products the catalogue holds most of)
 *    as `owner`. The other owners are named in `regionalOwners`, each for the regions a barcode tells
 *    apart (domain/market-region: a country, from the barcode's GS1 office, or North America), with
 *    its own source; a product resolves to the owner of its most specific region (country over North
 *    America over `owner`).
 * 4. Where no source names the owner (small local firms), the entry says what it rests on
 *    (e.g. the producer named on Open Food Facts packaging data) and has confidence "medium" or "low";
 *    nothing is guessed silently.
 *
 * Confidence: "high" = a checked page or the product data itself names the owner; "medium" = the
 * owner follows from Open Food Facts data (co-brand, brand_owner, manufacturer, shared GS1 company
 * prefix) or from general knowledge not re-checked against a page; "low" = only the owner's country is
 * supported by the data. An entry without one is "high".
 */
import { z } from "zod";

import { brandKey } from "@productcheck/domain/brand-key";
import { normalizeCountryCode } from "@productcheck/domain/countries";
import { isMarketRegion, type MarketRegion } from "@productcheck/domain/market-region";

export const ZConfidenceSchema = z.enum(["high", "medium", "low"]);
export type TConfidence = z.infer<typeof ZConfidenceSchema>;

/** An Open Food Facts category tag: a language code and a slug, "en:breakfast-cereals". */
const CATEGORY_TAG = /^[a-z]{2}:[a-z0-9]+(?:-[a-z0-9]+)*$/u;

// The rules below only add issues that let the parse go on (refine, regex, min), so that the
// consistency rules of ZRegistrySchema still run and one check reports every problem at once.
const ZNameSchema = z.string().refine((name) => name.trim() === name && name !== "", "a name must be non-empty, without spaces around it");
/** What the entry was verified against, with the date checked, e.g. "Wikipedia: Mars Inc. (checked 2026-11)". */
const ZSourceSchema = z.string().refine((source) => source.trim() !== "", "no source");

export const ZRegistryCompanySchema = z.strictObject({
  /** Canonical company name, unique across the registry. */
  name: ZNameSchema,
  /** ISO 3166-1 alpha-2 code of the headquarters country (GB for the United Kingdom). */
  hq: z.string().refine((code) => normalizeCountryCode(code) === code, {
    error: (issue) => `HQ ${JSON.stringify(issue.input)} is not an ISO 3166-1 alpha-2 country code (GB for the United Kingdom)`,
  }),
  /** The owning company's canonical name, when it is owned by another registry company. */
  parent: ZNameSchema.optional(),
  source: ZSourceSchema,
  confidence: ZConfidenceSchema.optional(),
  note: z.string().optional(),
});
export type TRegistryCompany = z.infer<typeof ZRegistryCompanySchema>;

const ZMarketRegionSchema = z.string().refine(isMarketRegion, {
  error: (issue) => `region ${JSON.stringify(issue.input)} is neither "north-america" nor an ISO 3166-1 alpha-2 country code (GB for the United Kingdom)`,
});

/** The owner of a brand in one or more market regions, where it is not the brand's `owner` (rule 3 above). */
export const ZRegistryRegionalOwnerSchema = z.strictObject({
  /**
   * A market region of domain/market-region: "north-america" or a country code ("SE"), or a list of
   * them owned by the same company ("[DK, PL]"). A product's most specific region wins: its country
   * over North America over the brand's `owner`.
   */
  region: z.union([ZMarketRegionSchema, z.array(ZMarketRegionSchema).min(1, "empty region list")]),
  /** Canonical name of the owning company in that region. */
  owner: ZNameSchema,
  /**
   * Open Food Facts category tags ("en:breakfast-cereals") the regional owner is limited to: it owns
   * the brand's products of the region whose category chain (which includes the ancestors) holds at
   * least one of them, and the brand's `owner` owns the rest (Kellogg's snacks in North America).
   * Without it, every product of the region.
   */
  categories: z
    .array(
      z.string().regex(CATEGORY_TAG, {
        error: (issue) => `category ${JSON.stringify(issue.input)} is not a category tag like "en:breakfast-cereals"`,
      }),
    )
    .min(1, "empty categories (leave them out for every product)")
    .optional(),
  source: ZSourceSchema,
  confidence: ZConfidenceSchema.optional(),
  note: z.string().optional(),
});
export type TRegistryRegionalOwner = z.infer<typeof ZRegistryRegionalOwnerSchema>;

/** The regions a regional owner entry names, as a list. */
export const regionsOf = (regional: TRegistryRegionalOwner): readonly MarketRegion[] =>
  typeof regional.region === "string" ? [regional.region] : regional.region;

export const ZRegistryBrandSchema = z.strictObject({
  /** The brand as printed on products. */
  name: ZNameSchema.refine((name) => brandKey(name) !== "", "a brand name needs a letter or digit to be matched on"),
  /** Canonical name of the owning company. */
  owner: ZNameSchema,
  /** Other spellings seen on products (matching is case-, accent- and punctuation-insensitive anyway). */
  aliases: z.array(ZNameSchema).optional(),
  source: ZSourceSchema,
  confidence: ZConfidenceSchema.optional(),
  note: z.string().optional(),
  /** Owners in market regions where the brand belongs to another company (rule 3 above). */
  regionalOwners: z.array(ZRegistryRegionalOwnerSchema).optional(),
});
export type TRegistryBrand = z.infer<typeof ZRegistryBrandSchema>;

/** The regional owners of a brand, in a form two listings of the brand can be compared by. */
const regionalOwnersKey = (brand: TRegistryBrand): string =>
  (brand.regionalOwners ?? [])
    .map((regional) => `${regionsOf(regional).join("+")}=${regional.owner}[${[...(regional.categories ?? [])].sort().join(" ")}]`)
    .sort()
    .join(", ");

function companyProblems(companyList: readonly TRegistryCompany[]): string[] {
  const problems: string[] = [];
  const companies = new Map<string, TRegistryCompany>();
  for (const company of companyList) {
    const known = companies.get(company.name);
    if (known) {
      const differs = known.hq !== company.hq || known.parent !== company.parent;
      problems.push(`company "${company.name}" is listed twice${differs ? " with different HQ or parent" : ""}; keep one entry per company`);
      continue;
    }
    companies.set(company.name, company);
  }
  for (const company of companies.values()) {
    const seen = new Set<string>();
    let current: TRegistryCompany | undefined = company;
    while (current?.parent !== undefined) {
      if (seen.has(current.name)) {
        problems.push(`company "${company.name}" has a parent cycle`);
        break;
      }
      seen.add(current.name);
      const parent = companies.get(current.parent);
      // Reported once, for the company that names it.
      if (!parent && current === company) problems.push(`company "${current.name}" names unknown parent "${current.parent}"`);
      current = parent;
    }
  }
  return problems;
}

function regionalOwnerProblems(brand: TRegistryBrand, companyNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const regions = new Set<string>();
  for (const regional of brand.regionalOwners ?? []) {
    const where = `brand "${brand.name}" in region "${regionsOf(regional).join(", ")}"`;
    for (const region of regionsOf(regional)) {
      if (regions.has(region)) problems.push(`brand "${brand.name}" in region "${region}": region listed twice`);
      regions.add(region);
    }
    if (!companyNames.has(regional.owner)) problems.push(`${where}: unknown owner "${regional.owner}"`);
    if (regional.owner === brand.owner) problems.push(`${where}: owner is the brand's owner everywhere else`);
  }
  return problems;
}

function brandProblems(brandList: readonly TRegistryBrand[], companyNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const brands = new Map<string, TRegistryBrand>();
  /** Brand key (of a name or an alias) → the brand it names. */
  const keys = new Map<string, { key: string; name: string }>();
  for (const brand of brandList) {
    if (!companyNames.has(brand.owner)) problems.push(`brand "${brand.name}" names unknown owner "${brand.owner}"`);
    problems.push(...regionalOwnerProblems(brand, companyNames));
    const key = brandKey(brand.name);
    const known = brands.get(key);
    if (known) {
      const differs = known.owner !== brand.owner || regionalOwnersKey(known) !== regionalOwnersKey(brand);
      problems.push(`brand "${brand.name}" is listed twice${differs ? " with different owners" : ""}; keep one entry per brand`);
      continue;
    }
    brands.set(key, brand);
    for (const name of [brand.name, ...(brand.aliases ?? [])]) {
      const aliasKey = brandKey(name);
      const holder = keys.get(aliasKey);
      if (holder !== undefined && holder.key !== key) problems.push(`"${name}" names both "${holder.name}" and "${brand.name}"`);
      keys.set(aliasKey, { key, name: brand.name });
    }
  }
  return problems;
}

/**
 * The whole registry, checked: companies and brands are listed once each (a brand by its matching
 * key), every owner and parent exists, parent chains have no cycles, every brand key (name or alias,
 * normalised) names exactly one brand, and a brand's regional owners name a region at most once each
 * and an existing company other than the brand's owner.
 */
export const ZRegistrySchema = z
  .strictObject({
    companies: z.array(ZRegistryCompanySchema),
    brands: z.array(ZRegistryBrandSchema),
  })
  .superRefine((registry, context) => {
    const companyNames = new Set(registry.companies.map((company) => company.name));
    for (const message of [...companyProblems(registry.companies), ...brandProblems(registry.brands, companyNames)]) {
      context.addIssue({ code: "custom", message });
    }
  });
export type TRegistry = z.infer<typeof ZRegistrySchema>;
