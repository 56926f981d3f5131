/**
 * Who owns a brand, answered from memory: the one ownership resolver of the app (README, "Catalogue and
 * brand registry"). It is built from a snapshot of the registry's rows (Company, Brand, BrandAlias,
 * BrandRegionalOwner) and answers every question the product view, saved products, AI brand proposals
 * and the alternatives engine ask, so the rules below are written once:
 *
 * - Names are matched as brand keys (domain/brand-key: case, accents and punctuation ignored). The
 *   names are the product's brand, then the companies it names (brand owner, manufacturer). Evidence,
 *   strongest first (docs/origin.md, "Brand matching"):
 *   1. the first name that is a brand's key or alias (a brand key beats an alias), the brand of an
 *      admin's decision or of the registry: its owner chain;
 *   2. the first name that is a company's own name ("The Coca-Cola Company" written as the brand);
 *      of two companies with the same key the older row wins;
 *   3. the first company name (brand owner, manufacturer; never the brand) whose legal name reads as
 *      a registry company (domain/company-key): "Kraft Heinz Foods Company" finds "The Kraft Heinz
 *      Company", "Orkla Foods Sverige AB" finds "Orkla Foods Sverige". The longest whole-word prefix
 *      whose remaining words are only legal forms, trade words and markets wins; a registry company
 *      is known by its name without legal forms and, failing that, by its shortest such prefix
 *      ("Orkla Foods Sverige" by "orkla" when no company is called Orkla); a key that two companies
 *      of different ultimate owners share means neither. A company name without its legal form may
 *      also be a brand's own key ("Ferrero S.p.A." -> Ferrero);
 *   4. a brand the AI provider proposed (source `ai`): an AI guess never beats a company the product
 *      names.
 * - A brand with another owner in one of the product's market regions (domain/market-region: its
 *   barcode's country, then North America) resolves to the owner of the most specific of them (a
 *   Swedish "Coop" product to Coop Sverige), skipping an owner limited to categories none of which is
 *   in the product's category chain (Kellogg's cereals, not its snacks, in North America).
 * - The chain runs from the direct owner up to the ultimate parent, at most `MAX_CHAIN_LENGTH`
 *   companies (the registry check forbids cycles; this guards rows edited since).
 * - A brand linked to its owner by an AI proposal marks that first link `ai`, `low`: it is the AI's
 *   claim, not the registry's.
 *
 * This module is pure; load-ownership-resolver.ts reads the snapshot and keeps one resolver per
 * process up to date with the registry's version.
 */
import type { OwnerFacts } from "@productcheck/domain/alternatives";
import { brandKey } from "@productcheck/domain/brand-key";
import { companyCoreKey, companyKey, companyKeyCandidates } from "@productcheck/domain/company-key";
import type { MarketRegion } from "@productcheck/domain/market-region";
import { type ChainCompany, type Confidence, type FactSource, ultimateOwnerOf } from "@productcheck/domain/origin";

/** Parent links are followed at most this far. */
export const MAX_CHAIN_LENGTH = 8;

/** The registry's rows as the resolver needs them (load-ownership-resolver.ts selects exactly these). */
export interface RegistrySnapshot {
  /** In id order: of two companies whose names give the same key, the first is meant. */
  companies: readonly {
    id: number;
    name: string;
    hqCountry: string;
    parentId: number | null;
    source: FactSource;
    confidence: Confidence;
    sourceNote: string;
  }[];
  brands: readonly { id: number; name: string; key: string; ownerId: number; source: FactSource; confidence: Confidence }[];
  aliases: readonly { key: string; brandId: number }[];
  regionalOwners: readonly { brandId: number; region: string; ownerId: number; categories: readonly string[]; confidence: Confidence }[];
}

/** Which of the product's names found the owner, and how: as a brand (or alias), or as a company's name. */
export interface OwnerMatch {
  by: "brand" | "company";
  /** The product's own text that matched ("Kraft Heinz Foods Company"). */
  name: string;
}

export interface Ownership {
  /** The registry's name of the matched brand; "" when a company's name matched, or nothing did. */
  brand: string;
  /** Direct owner first, ultimate parent last; empty when the registry knows none of the names. */
  chain: ChainCompany[];
  /** The confidence of the brand's own link to its first owner; `high` when a company was named. */
  link: Confidence;
  /** What matched; null when nothing did. */
  match: OwnerMatch | null;
}

export interface OwnershipResolver {
  /**
   * The ownership `names` give — the product's brand first, then the companies it names (brand owner,
   * manufacturer) — by the evidence rules at the top of this file, for a product of market `regions`
   * (domain/market-region `marketRegionsOf`, most specific first; none: no region) and category chain
   * `categories`.
   */
  resolve(names: readonly string[], regions?: readonly MarketRegion[], categories?: readonly string[]): Ownership;
  /**
   * The ultimate owner of the same resolution as one fact: `ai` if any link is an AI proposal, and the
   * lowest confidence along the way, the brand's own link to its owner included. Null when unknown.
   */
  ownerOf(names: readonly string[], regions?: readonly MarketRegion[], categories?: readonly string[]): OwnerFacts | null;
  /** The id of the registry company `name` means (matched as a brand key; of two, the older), or null. */
  companyNamed(name: string): number | null;
  /** Keys (brands, aliases, companies' names) whose ultimate owner is headquartered in the US in every region. */
  americanKeys: string[];
  /** Keys whose ultimate owner is headquartered elsewhere in at least one region (`ownerOf` says which). */
  nonAmericanKeys: string[];
}

/** Whether a regional owner limited to `limitedTo` (none: every product) owns a product of `categories`. */
export function ownsCategories(limitedTo: readonly string[], categories: readonly string[]): boolean {
  return limitedTo.length === 0 || limitedTo.some((tag) => categories.includes(tag));
}

type Company = RegistrySnapshot["companies"][number];
type RegionalOwner = RegistrySnapshot["regionalOwners"][number];

/**
 * What a name resolves to: a brand's owner (everywhere, or in a region), or a company named for a
 * brand. Made once per snapshot and shared by every resolution that ends there.
 */
interface Target {
  brand: string;
  chain: readonly ChainCompany[];
  link: Confidence;
  owner: OwnerFacts | null;
}

const NOTHING: Target = { brand: "", chain: [], link: "high", owner: null };

/** A name's match: the target and what matched. */
interface Resolution {
  target: Target;
  match: OwnerMatch | null;
}

/**
 * Keys derived from companies' names: the company each means, or null when companies of different
 * ultimate owners share it (ambiguous: it means none of them). `ultimateOf` gives a company's ultimate owner.
 */
function derivedIndex(
  companies: RegistrySnapshot["companies"],
  keyOf: (name: string) => string,
  ultimateOf: (companyId: number) => number,
): Map<string, number | null> {
  const index = new Map<string, number | null>();
  for (const company of companies) {
    const key = keyOf(company.name);
    if (key === "") continue;
    const known = index.get(key);
    if (known === undefined) index.set(key, company.id);
    else if (known !== null && ultimateOf(known) !== ultimateOf(company.id)) index.set(key, null);
  }
  return index;
}

export function buildOwnershipResolver(snapshot: RegistrySnapshot): OwnershipResolver {
  const companyById = new Map(snapshot.companies.map((company) => [company.id, company]));
  const brandById = new Map(snapshot.brands.map((brand) => [brand.id, brand]));
  const brandIdByKey = new Map(snapshot.brands.map((brand) => [brand.key, brand.id]));
  /** The brand `key` names, when it is (`ai`) or is not an AI proposal. */
  const brandIdFor = (key: string, ai: boolean): number | undefined => {
    const brandId = brandIdByKey.get(key);
    return brandId !== undefined && (brandById.get(brandId)?.source === "ai") === ai ? brandId : undefined;
  };
  for (const alias of snapshot.aliases) {
    if (!brandIdByKey.has(alias.key) && brandById.has(alias.brandId)) brandIdByKey.set(alias.key, alias.brandId);
  }
  const companyIdByKey = new Map<string, number>();
  for (const company of snapshot.companies) {
    const key = brandKey(company.name);
    if (key !== "" && !companyIdByKey.has(key)) companyIdByKey.set(key, company.id);
  }
  const ultimateOf = (companyId: number): number => {
    let id = companyId;
    for (let step = 0, parent = companyById.get(id)?.parentId; parent != null && step < MAX_CHAIN_LENGTH; step++) {
      id = parent;
      parent = companyById.get(id)?.parentId;
    }
    return id;
  };
  const companyIdByLegalKey = derivedIndex(snapshot.companies, companyKey, ultimateOf);
  const companyIdByCoreKey = derivedIndex(snapshot.companies, companyCoreKey, ultimateOf);
  const regionalOwners = new Map<number, RegionalOwner[]>();
  for (const regional of snapshot.regionalOwners) {
    regionalOwners.set(regional.brandId, [...(regionalOwners.get(regional.brandId) ?? []), regional]);
  }

  const chainFrom = (ownerId: number): ChainCompany[] => {
    const chain: ChainCompany[] = [];
    for (let company: Company | undefined = companyById.get(ownerId); company && chain.length < MAX_CHAIN_LENGTH; ) {
      const { name, hqCountry, source, confidence, sourceNote } = company;
      chain.push({ name, hqCountry, source, confidence, sourceNote });
      company = company.parentId === null ? undefined : companyById.get(company.parentId);
    }
    return chain;
  };
  /** `link`: the confidence of the brand's own link to its first owner (none for a company named as a brand). */
  const target = (brand: string, chain: ChainCompany[], link: Confidence = "high"): Target => ({
    brand,
    chain,
    link,
    owner: ultimateOwnerOf(chain, link),
  });

  const brandTargets = new Map<number, Target>();
  const regionalTargets = new Map<RegionalOwner, Target>();
  const companyTargets = new Map<number, Target>();
  const memo = <K>(cache: Map<K, Target>, key: K, make: () => Target): Target => {
    const known = cache.get(key);
    if (known) return known;
    const made = make();
    cache.set(key, made);
    return made;
  };

  /** The regional owner of a brand for a product of `regions` (most specific first) and `categories`. */
  const regionalOwnerOf = (brandId: number, regions: readonly MarketRegion[], categories: readonly string[]): RegionalOwner | undefined => {
    const owners = regionalOwners.get(brandId);
    if (!owners) return undefined;
    for (const region of regions) {
      const regional = owners.find((owner) => owner.region === region);
      if (regional && ownsCategories(regional.categories, categories)) return regional;
    }
    return undefined;
  };

  const resolveBrand = (brandId: number, regions: readonly MarketRegion[], categories: readonly string[]): Target => {
    const brand = brandById.get(brandId);
    if (!brand) return NOTHING;
    const regional = regionalOwnerOf(brandId, regions, categories);
    if (regional) return memo(regionalTargets, regional, () => target(brand.name, chainFrom(regional.ownerId), regional.confidence));
    return memo(brandTargets, brandId, () => {
      const [owner, ...parents] = chainFrom(brand.ownerId);
      if (!owner) return target(brand.name, [], brand.confidence);
      // A brand linked to its owner by an AI proposal: that first link is the AI's claim, not the registry's.
      const first: ChainCompany = brand.source === "ai" ? { ...owner, source: "ai", confidence: "low" } : owner;
      return target(brand.name, [first, ...parents], brand.confidence);
    });
  };

  const resolveCompany = (companyId: number): Target => memo(companyTargets, companyId, () => target("", chainFrom(companyId)));

  /** The company (or brand) a company's legal name means (rule 3 at the top of this file), or null. */
  const resolveLegalName = (name: string, regions: readonly MarketRegion[], categories: readonly string[]): Target | null => {
    const candidates = companyKeyCandidates(name);
    for (const [index, key] of candidates.entries()) {
      const companyId = companyIdByKey.get(key) ?? companyIdByLegalKey.get(key) ?? companyIdByCoreKey.get(key);
      if (companyId != null) return resolveCompany(companyId);
      const brandId = index === 0 ? brandIdFor(key, false) : undefined;
      if (brandId !== undefined) return resolveBrand(brandId, regions, categories);
    }
    return null;
  };

  const resolution = (names: readonly string[], regions: readonly MarketRegion[], categories: readonly string[]): Resolution => {
    const named = names.map((name) => ({ name, key: brandKey(name) })).filter(({ key }) => key !== "");
    const found = (target: Target, by: OwnerMatch["by"], name: string): Resolution => ({ target, match: { by, name } });
    for (const { name, key } of named) {
      const brandId = brandIdFor(key, false);
      if (brandId !== undefined) return found(resolveBrand(brandId, regions, categories), "brand", name);
    }
    for (const { name, key } of named) {
      const companyId = companyIdByKey.get(key);
      if (companyId !== undefined) return found(resolveCompany(companyId), "company", name);
    }
    // Legal names: only the companies the product names, never its brand.
    for (const name of names.slice(1)) {
      const legal = brandKey(name) === "" ? null : resolveLegalName(name, regions, categories);
      if (legal) return found(legal, legal.brand === "" ? "company" : "brand", name);
    }
    for (const { name, key } of named) {
      const brandId = brandIdFor(key, true);
      if (brandId !== undefined) return found(resolveBrand(brandId, regions, categories), "brand", name);
    }
    return { target: NOTHING, match: null };
  };

  const ownerOf = (names: readonly string[], regions: readonly MarketRegion[] = [], categories: readonly string[] = []): OwnerFacts | null =>
    resolution(names, regions, categories).target.owner;

  // Which keys may name a non-American product: a key is American only when it resolves to a US owner
  // everywhere, and in every region its brand has an owner of its own for (with that owner's categories).
  const americanKeys: string[] = [];
  const nonAmericanKeys: string[] = [];
  for (const key of new Set([...brandIdByKey.keys(), ...companyIdByKey.keys()])) {
    const brandId = brandIdByKey.get(key);
    const companyId = companyIdByKey.get(key);
    const everywhere = brandId !== undefined ? resolveBrand(brandId, [], []) : companyId !== undefined ? resolveCompany(companyId) : NOTHING;
    if (!everywhere.owner) continue;
    const inRegions = (brandId === undefined ? [] : (regionalOwners.get(brandId) ?? [])).map(
      (regional) => resolveBrand(regional.brandId, [regional.region], regional.categories).owner,
    );
    const american = [everywhere.owner, ...inRegions].every((owner) => owner === null || owner.hqCountry === "US");
    (american ? americanKeys : nonAmericanKeys).push(key);
  }

  return {
    resolve: (names, regions = [], categories = []) => {
      const { target, match } = resolution(names, regions, categories);
      // A copy: the caller's answer is its own, the target stays as the snapshot made it.
      return { brand: target.brand, chain: [...target.chain], link: target.link, match };
    },
    ownerOf,
    companyNamed: (name) => companyIdByKey.get(brandKey(name)) ?? null,
    americanKeys,
    nonAmericanKeys,
  };
}
