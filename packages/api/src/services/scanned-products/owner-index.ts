/**
 * The brand registry resolved once into memory: brand key (brands, aliases, and company names, for
 * products whose brand is written as its company) → the brand's ultimate owner and its HQ country. The alternatives engine needs this for hundreds of catalogue
 * products at once; one walk of the parent links per candidate would be hundreds of queries. The
 * index is four queries, kept for `OWNER_INDEX_TTL_MS` per database handle, so registry edits (the
 * admin's Brand Locations, AI proposals) apply within that time; `forgetOwnerIndex` drops it at once.
 * A brand with another owner in a market region (Kellogg's cereals in North America) resolves to that
 * owner for products of that region, told by the caller (domain/market-region of the barcode), and
 * of the owner's categories, if it is limited to some (told by the product's category chain).
 */
import type { Db } from "@productcheck/db/client";
import type { OwnerFacts } from "@productcheck/domain/alternatives";
import { brandKey } from "@productcheck/domain/brand-key";
import type { MarketRegion } from "@productcheck/domain/market-region";
import type { Confidence } from "@productcheck/domain/origin";

import { ownsCategories } from "../shared/ownership";

export const OWNER_INDEX_TTL_MS = 60_000;
/** As in services/ownership.ts: parent links are followed at most this far. */
const MAX_CHAIN_LENGTH = 8;

export interface OwnerIndex {
  /**
   * The ultimate owner of the first of `names` (brand, brand owner, manufacturer) the registry knows,
   * for a product of market `region` (its barcode's; null for none) and category chain `categories`.
   */
  ownerOf(names: readonly string[], region?: MarketRegion | null, categories?: readonly string[]): OwnerFacts | null;
  /** Brand keys (brands and aliases) whose ultimate owner is headquartered in the US in every region. */
  americanKeys: string[];
  /** Brand keys whose ultimate owner is headquartered elsewhere in at least one region (`ownerOf` says which). */
  nonAmericanKeys: string[];
}

const CONFIDENCE_ORDER: Confidence[] = ["low", "medium", "high"];
const lowest = (a: Confidence, b: Confidence): Confidence =>
  CONFIDENCE_ORDER[Math.min(CONFIDENCE_ORDER.indexOf(a), CONFIDENCE_ORDER.indexOf(b))] ?? "low";

export async function buildOwnerIndex({ db }: { db: Db }): Promise<OwnerIndex> {
  const [companies, brands, aliases, regionalOwners] = await Promise.all([
    db.company.findMany({ select: { id: true, name: true, hqCountry: true, parentId: true, source: true, confidence: true } }),
    db.brand.findMany({ select: { id: true, key: true, ownerId: true, source: true, confidence: true } }),
    db.brandAlias.findMany({ select: { key: true, brandId: true } }),
    db.brandRegionalOwner.findMany({ select: { brandId: true, region: true, ownerId: true, categories: true, confidence: true } }),
  ]);
  const companyById = new Map(companies.map((company) => [company.id, company]));

  const ultimateOf = new Map<number, OwnerFacts | null>();
  const resolveCompany = (id: number): OwnerFacts | null => {
    if (ultimateOf.has(id)) return ultimateOf.get(id) ?? null;
    let company = companyById.get(id);
    if (!company) return null;
    let confidence: Confidence = company.confidence;
    let viaAi = company.source === "ai";
    for (let steps = 1; company.parentId !== null && steps < MAX_CHAIN_LENGTH; steps++) {
      const parent = companyById.get(company.parentId);
      if (!parent) break;
      company = parent;
      confidence = lowest(confidence, company.confidence);
      viaAi ||= company.source === "ai";
    }
    const facts: OwnerFacts = { name: company.name, hqCountry: company.hqCountry, source: viaAi ? "ai" : company.source, confidence };
    ultimateOf.set(id, facts);
    return facts;
  };

  const byKey = new Map<string, OwnerFacts>();
  const byBrandId = new Map<number, OwnerFacts>();
  for (const brand of brands) {
    const owner = resolveCompany(brand.ownerId);
    if (!owner) continue;
    // An AI-proposed link from brand to owner makes the whole answer a proposal.
    const facts: OwnerFacts =
      brand.source === "ai"
        ? { ...owner, source: "ai", confidence: "low" }
        : { ...owner, confidence: lowest(owner.confidence, brand.confidence) };
    byKey.set(brand.key, facts);
    byBrandId.set(brand.id, facts);
  }
  for (const alias of aliases) {
    const facts = byBrandId.get(alias.brandId);
    if (facts && !byKey.has(alias.key)) byKey.set(alias.key, facts);
  }
  // Owners in a market region, under the brand's own key and those of its aliases that name it.
  const keysOfBrand = new Map<number, string[]>(brands.map((brand) => [brand.id, [brand.key]]));
  for (const alias of aliases) keysOfBrand.get(alias.brandId)?.push(alias.key);
  const byRegion = new Map<string, Map<string, { facts: OwnerFacts; categories: string[] }>>();
  for (const regional of regionalOwners) {
    const owner = resolveCompany(regional.ownerId);
    if (!owner) continue;
    const facts: OwnerFacts = { ...owner, confidence: lowest(owner.confidence, regional.confidence) };
    const inRegion = byRegion.get(regional.region) ?? new Map<string, { facts: OwnerFacts; categories: string[] }>();
    byRegion.set(regional.region, inRegion);
    for (const key of keysOfBrand.get(regional.brandId) ?? []) {
      if (byKey.get(key) === byBrandId.get(regional.brandId)) inRegion.set(key, { facts, categories: regional.categories });
    }
  }
  // A product whose brand is written as a company's name ("The Coca-Cola Company") belongs to that
  // company's group, even though no brand of that name is registered.
  for (const company of companies) {
    const key = brandKey(company.name);
    const facts = resolveCompany(company.id);
    if (key !== "" && facts && !byKey.has(key)) byKey.set(key, facts);
  }

  const nonAmerican = new Set<string>();
  for (const [key, facts] of byKey) if (facts.hqCountry !== "US") nonAmerican.add(key);
  for (const inRegion of byRegion.values()) {
    for (const [key, { facts }] of inRegion) if (facts.hqCountry !== "US") nonAmerican.add(key);
  }
  const americanKeys = [...byKey.keys()].filter((key) => !nonAmerican.has(key));
  const nonAmericanKeys = [...nonAmerican];

  return {
    ownerOf(names, region = null, categories = []) {
      for (const name of names) {
        const key = brandKey(name);
        if (key === "") continue;
        const regional = region === null ? undefined : byRegion.get(region)?.get(key);
        const facts = (regional && ownsCategories(regional.categories, categories) ? regional.facts : undefined) ?? byKey.get(key);
        if (facts) return facts;
      }
      return null;
    },
    americanKeys,
    nonAmericanKeys,
  };
}

const cache = new WeakMap<Db, { builtAt: number; index: Promise<OwnerIndex> }>();

/** The owner index of this database, rebuilt when older than `OWNER_INDEX_TTL_MS`. */
export function getOwnerIndex({ db }: { db: Db }, { now = Date.now() }: { now?: number } = {}): Promise<OwnerIndex> {
  const cached = cache.get(db);
  if (cached && now - cached.builtAt < OWNER_INDEX_TTL_MS) return cached.index;
  const index = buildOwnerIndex({ db });
  cache.set(db, { builtAt: now, index });
  index.catch(() => cache.delete(db));
  return index;
}

/** Drops the cached index (after a registry change this process made). */
export function forgetOwnerIndex({ db }: { db: Db }): void {
  cache.delete(db);
}
