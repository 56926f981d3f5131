/**
 * Alternatives for a catalogue product (docs/alternatives.md), cached per product and home country:
 * 1. The scanned product's category chain gives the levels to search (domain/alternatives:
 *    `alternativeCategoryLevels`): its most specific category, then the next one up. A product without
 *    any category of its own gets an inferred one (infer-category.ts: its name, its brand's other
 *    products, the AI), and its alternatives say "Similar: <category>".
 * 2. Level by level, the catalogue is asked for products in that category that are evidently not
 *    American (their brand's ultimate owner is known and not American; a brand owned differently by
 *    region is narrowed to the products of the regions where it is not American by `rankCandidates`,
 *    with the owner of each product's region and categories; a product of unknown owner is never
 *    offered), at most `PER_BRAND` per brand and `PER_LEVEL` per level, those whose names share the
 *    scanned product's defining words ("Alfredo" among pasta sauces) first, then (within a brand)
 *    those Open Food Facts files there before those only inferred to be, then home-made and
 *    European-made ones. The walk stops at the first level where `ENOUGH_ALTERNATIVES` (3) brands
 *    qualify: a level is used only when the more specific ones hold fewer.
 * 3. The deterministic engine ranks them (`rankAlternatives`), given for each candidate its kinds
 *    (`kindsOf`), what its name names (`nameCategoriesOf`), the departments of its brand's products
 *    when its categories were inferred (`brandDepartmentsOf`), one brand key for the spellings the
 *    registry knows as one brand (`toFacts`), and the taxonomy's names and kinds of product (`isKind`).
 * 4. With an AI provider, the engine's best `AI_POOL` candidates go to the AI, which re-ranks them and
 *    writes the difference texts; ids it was not given are dropped; on timeout, error or an empty
 *    valid answer the engine's list stands. The list records which of the two produced it.
 * Cached lists are used for `CACHE_TTL_MS`; a list the engine made while an AI provider is configured
 * (the AI failed) is retried after `RULES_RETRY_MS`. "Refresh alternatives" recomputes at once.
 */
import { z } from "zod";

import type { Db } from "@productcheck/db/client";
import {
  alternativeCategoryLevels,
  type CatalogueProductFacts,
  type CategoryLevel,
  DEFAULT_ALTERNATIVES_LIMIT,
  definingNameWords,
  DEPARTMENT_MAX_DEPTH,
  differenceText,
  ENOUGH_ALTERNATIVES,
  isSearchableCategory,
  kindChains,
  namesAsFlavour,
  nameWords,
  rankAlternatives,
  rankCandidates,
} from "@productcheck/domain/alternatives";
import { brandKey } from "@productcheck/domain/brand-key";
import { categoryChain, categoryDepth, type CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { categoryFromName } from "@productcheck/domain/category-from-name";
import { countryName } from "@productcheck/domain/countries";
import { marketRegionsOf } from "@productcheck/domain/market-region";
import type { MessageText } from "@productcheck/domain/message";
import { EUROPE_RUNG_COUNTRIES, neighboursOf } from "@productcheck/domain/neighbours";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { OwnershipResolver } from "@productcheck/registry/ownership-resolver";
import { ZAlternativeSchema, type TAlternative } from "@productcheck/validators/alternatives";
import { flagUrl } from "@productcheck/validators/flag-url";

import { type DescribedAlternative, ZMessageTextSchema } from "../../i18n/shopper-texts";
import type { AiCandidate, AiProductBrief, AiProvider } from "../shared/ai-provider";
import { productCategories } from "./infer-category";

export const PER_BRAND = 3;
export const PER_LEVEL = 300;
export const AI_POOL = 12;
/** At most this many names' categories are remembered (`nameCategoriesOf`). */
export const NAME_CATEGORY_MEMO = 100_000;
export const CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RULES_RETRY_MS = 60 * 60 * 1000;

export type AlternativesEngine = "ai" | "rules";

export interface AlternativesDeps {
  db: Db;
  ai: AiProvider | null;
  taxonomy: CategoryTaxonomy;
}

export interface AlternativesList {
  alternatives: ComputedAlternative[];
  engine: AlternativesEngine;
  computedAt: Date;
}

const productSelect = {
  id: true,
  barcode: true,
  name: true,
  brand: true,
  brandKey: true,
  brandOwner: true,
  manufacturer: true,
  description: true,
  quantity: true,
  category: true,
  categories: true,
  categorySource: true,
  categoryCheckedAt: true,
  countryCode: true,
  countriesSold: true,
} as const;

interface ProductRow {
  id: number;
  barcode: string;
  name: string;
  brand: string;
  brandKey: string;
  brandOwner: string;
  manufacturer: string;
  description: string;
  quantity: string;
  category: string;
  categories: string[];
  countryCode: string | null;
  /** Open Food Facts country tags: a retailer's own code's market region (domain/market-region). */
  countriesSold: string[];
  /** Where its categories came from (infer-category.ts), null when it has none. */
  categorySource: string | null;
}

function toFacts(row: ProductRow, owners: OwnershipResolver): CatalogueProductFacts {
  const names = [row.brand, row.brandOwner, row.manufacturer];
  const regions = marketRegionsOf(row.barcode, row.countriesSold);
  const { brand, match } = owners.resolve(names, regions, row.categories);
  return {
    id: row.id,
    barcode: row.barcode,
    name: row.name,
    brand: row.brand,
    // One brand under several spellings is one brand: the registry's, when the product's brand named it ("San Pellegrino", "S.Pellegrino").
    brandKey: brand !== "" && match?.by === "brand" && match.name === row.brand ? brandKey(brand) : row.brandKey || brandKey(row.brand),
    description: row.description,
    quantity: row.quantity,
    category: row.category,
    categories: row.categories,
    madeIn: row.countryCode,
    owner: owners.ownerOf(names, regions, row.categories),
  };
}

const nameCategoryMemos = new WeakMap<CategoryTaxonomy, Map<string, readonly string[]>>();

/**
 * The category chain a candidate's name and generic name name (domain/category-from-name), for the
 * engine's `levelRejection`. Read once per name: the answers are remembered per taxonomy, at most
 * `NAME_CATEGORY_MEMO` of them (the oldest forgotten first), so a candidate costs a look-up, not a read.
 */
export function nameCategoriesOf(taxonomy: CategoryTaxonomy, product: Pick<ProductRow, "name" | "brand" | "description">): readonly string[] {
  let memo = nameCategoryMemos.get(taxonomy);
  if (!memo) {
    memo = new Map();
    nameCategoryMemos.set(taxonomy, memo);
  }
  const key = `${product.name}\u0000${product.brand}\u0000${product.description}`;
  const known = memo.get(key);
  if (known) return known;
  const named = categoryFromName({ name: product.name, brand: product.brand, genericName: product.description }, taxonomy);
  // A category named only as a flavour ("onion flavored chips") says nothing about what it is.
  const chain = named === null || namesAsFlavour(product.name, named.tag) ? [] : categoryChain([named.tag], taxonomy).chain;
  if (memo.size >= NAME_CATEGORY_MEMO) memo.delete(memo.keys().next().value as string);
  memo.set(key, chain);
  return chain;
}

const kindMemos = new WeakMap<CategoryTaxonomy, Map<string, readonly (readonly string[])[]>>();
/** At most this many category chains' kinds are remembered (`kindsOf`). */
export const KIND_MEMO = 100_000;

/** Whether alternatives may share `tag` (domain/alternatives `isSearchableCategory`). */
function isKind(taxonomy: CategoryTaxonomy, tag: string): boolean {
  return isSearchableCategory(tag, (other) => categoryDepth(other, taxonomy));
}

/**
 * A candidate's kinds (domain/alternatives `kindChains`: the chains of its leaves that are kinds of
 * product), for the engine's `levelRejection`; remembered per category chain and taxonomy.
 */
export function kindsOf(taxonomy: CategoryTaxonomy, chain: readonly string[]): readonly (readonly string[])[] {
  let memo = kindMemos.get(taxonomy);
  if (!memo) {
    memo = new Map();
    kindMemos.set(taxonomy, memo);
  }
  const key = chain.join(",");
  const known = memo.get(key);
  if (known) return known;
  const kinds = kindChains(chain, (tag) => isKind(taxonomy, tag), (tag) => categoryChain([tag], taxonomy).chain);
  if (memo.size >= KIND_MEMO) memo.delete(memo.keys().next().value as string);
  memo.set(key, kinds);
  return kinds;
}

/**
 * The departments (depth 1) each brand's products with categories of their own are filed under, for the
 * brands of candidates whose categories were inferred (domain/alternatives `inferenceContradicted`).
 */
async function brandDepartmentsOf(db: Db, taxonomy: CategoryTaxonomy, brandKeys: readonly string[]): Promise<Map<string, string[]>> {
  if (brandKeys.length === 0) return new Map();
  const rows = await db.$queryRaw<{ brandKey: string; tag: string }[]>`
    SELECT DISTINCT p."brandKey", unnest(p."categories") AS "tag"
    FROM "Product" p
    WHERE p."brandKey" = ANY(${brandKeys}::text[]) AND p."categorySource" = 'own'`;
  const departments = new Map<string, string[]>();
  for (const { brandKey: key, tag } of rows) {
    if (categoryDepth(tag, taxonomy) === DEPARTMENT_MAX_DEPTH) departments.set(key, [...(departments.get(key) ?? []), tag]);
  }
  return departments;
}

/**
 * A case-insensitive pattern matching a name holding one of `words` at the start of a word, or null
 * without any: the words of the scanned product's name its level's name does not say
 * (domain/alternatives `definingNameWords`), which the engine ranks first.
 */
export function definingWordsPattern(words: ReadonlySet<string>): string | null {
  // Letters and digits only, so no word is read as a pattern of its own.
  const plain = [...words].filter((word) => /^[\p{L}\p{N}]+$/u.test(word)).sort();
  return plain.length === 0 ? null : `\\m(${plain.join("|")})`;
}

/**
 * Catalogue products in `level` that are evidently not American (rule 2 at the top of this file), those
 * whose names share the scanned product's defining words (`definingWordsPattern`) first within a brand
 * and the level; within a brand, then those Open Food Facts itself files there before those whose
 * categories were only inferred, which the engine trusts less and never offers at the next level up.
 */
async function candidatesInCategory(
  db: Db,
  level: CategoryLevel,
  scanned: CatalogueProductFacts,
  owners: OwnershipResolver,
  homeCountry: string,
): Promise<ProductRow[]> {
  const pattern = definingWordsPattern(definingNameWords(nameWords(scanned.name, scanned.brand), level.name));
  return db.$queryRaw<ProductRow[]>`
    SELECT "id", "barcode", "name", "brand", "brandKey", "brandOwner", "manufacturer", "description", "quantity",
           "category", "categories", "countryCode", "countriesSold", "categorySource"::text AS "categorySource"
    FROM (
      SELECT p.*,
             p."brandKey" = ANY(${owners.nonAmericanKeys}::text[]) AS "knownOwner",
             COALESCE(p."name" ~* ${pattern}::text, false) AS "sharesWord",
             row_number() OVER (
               PARTITION BY CASE WHEN p."brandKey" = '' THEN p."id"::text ELSE p."brandKey" END
               ORDER BY COALESCE(p."name" ~* ${pattern}::text, false) DESC, p."categorySource" = 'own' DESC NULLS LAST,
                        p."countryCode" = ${homeCountry} DESC NULLS LAST, p."id"
             ) AS "rankInBrand"
      FROM "Product" p
      WHERE p."categories" @> ARRAY[${level.tag}]::text[]
        AND p."id" <> ${scanned.id}
        AND (${scanned.brandKey} = '' OR p."brandKey" <> ${scanned.brandKey})
        AND NOT (p."brandKey" = ANY(${owners.americanKeys}::text[]))
        AND (p."brandKey" = ANY(${owners.nonAmericanKeys}::text[]) OR (p."countryCode" IS NOT NULL AND p."countryCode" <> 'US'))
    ) ranked
    WHERE "rankInBrand" <= ${PER_BRAND}
    ORDER BY "knownOwner" DESC, "sharesWord" DESC, "countryCode" = ${homeCountry} DESC NULLS LAST,
             "countryCode" = ANY(${neighboursOf(homeCountry)}::text[]) DESC NULLS LAST,
             "countryCode" = ANY(${[...EUROPE_RUNG_COUNTRIES]}::text[]) DESC NULLS LAST, "id"
    LIMIT ${PER_LEVEL}`;
}

function categoryName(taxonomy: CategoryTaxonomy, tag: string): string {
  const node = Object.hasOwn(taxonomy.categories, tag) ? taxonomy.categories[tag] : undefined;
  if (node) return node.name;
  const slug = tag.slice(tag.indexOf(":") + 1).replaceAll("-", " ");
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** An alternative as computed: with its difference's messages when the rules wrote it (an AI's text has none). */
export type ComputedAlternative = TAlternative & DescribedAlternative;

function toAlternative(
  product: CatalogueProductFacts,
  sharedCategory: CategoryLevel,
  difference: string,
  differenceMessages?: MessageText,
): ComputedAlternative {
  const country = product.madeIn ?? product.owner?.hqCountry ?? null;
  return {
    id: product.id,
    ...brief(product),
    description: product.description || product.category,
    country,
    countryName: countryName(country),
    flagUrl: flagUrl(country),
    difference,
    // For other languages (README, "Languages"); the response schema leaves it out.
    differenceMessages,
    barcode: product.barcode,
    sharedCategory: sharedCategory.name,
  };
}

/** What the AI is told about a product; an alternative shows the same facts. */
function brief(product: CatalogueProductFacts): AiProductBrief {
  return {
    name: product.name,
    brand: product.brand,
    size: product.quantity,
    category: product.category,
    madeIn: product.madeIn,
    owner: product.owner?.name ?? null,
    ownerCountry: product.owner?.hqCountry ?? null,
  };
}

/** The category levels alternatives of a product with this chain may share (domain/alternatives). */
export function productCategoryLevels(taxonomy: CategoryTaxonomy, chain: readonly string[]): CategoryLevel[] {
  return alternativeCategoryLevels(
    chain,
    (tag) => categoryDepth(tag, taxonomy),
    (tag) => categoryName(taxonomy, tag),
    (tag) => (Object.hasOwn(taxonomy.categories, tag) ? (taxonomy.categories[tag]?.parents ?? []) : []),
  );
}

/** What the engine is given for a product (`gatherCandidates`); null when the product does not exist. */
export interface GatheredCandidates {
  scanned: CatalogueProductFacts;
  levels: CategoryLevel[];
  candidates: CatalogueProductFacts[];
  nameOf: (tag: string) => string;
  isKind: (tag: string) => boolean;
}

/**
 * The scanned product's facts, its category levels and the candidates of each level, walking up only
 * while fewer than `enough` brands qualify (rules 1 and 2 at the top of this file).
 */
export async function gatherCandidates(
  deps: AlternativesDeps,
  { productId, homeCountry, enough = ENOUGH_ALTERNATIVES }: { productId: number; homeCountry: string; enough?: number },
): Promise<GatheredCandidates | null> {
  const { db, taxonomy } = deps;
  const row = await db.product.findUnique({ where: { id: productId }, select: productSelect });
  if (!row) return null;
  const owners = await ownershipResolverFor(db);
  const { categories: chain, categorySource } = await productCategories(deps, { ...row, brandKey: row.brandKey || brandKey(row.brand) });
  const inferred = categorySource !== null && categorySource !== "own";
  const scanned = { ...toFacts(row, owners), categories: chain };
  const levels = productCategoryLevels(taxonomy, chain).map((level) => (inferred ? { ...level, inferred: true } : level));
  const nameOf = (tag: string) => categoryName(taxonomy, tag);
  const kind = (tag: string) => isKind(taxonomy, tag);

  const candidates: CatalogueProductFacts[] = [];
  const seen = new Set<number>();
  for (const level of levels) {
    const rows = (await candidatesInCategory(db, level, scanned, owners, homeCountry)).filter((candidate) => !seen.has(candidate.id));
    const inferredRow = (candidate: ProductRow) => candidate.categorySource !== null && candidate.categorySource !== "own";
    const brandDepartments = await brandDepartmentsOf(db, taxonomy, [...new Set(rows.filter(inferredRow).map((candidate) => candidate.brandKey))]);
    for (const candidate of rows) {
      seen.add(candidate.id);
      candidates.push({
        ...toFacts(candidate, owners),
        nameCategories: nameCategoriesOf(taxonomy, candidate),
        kinds: kindsOf(taxonomy, candidate.categories),
        categoriesInferred: inferredRow(candidate),
        brandDepartments: brandDepartments.get(candidate.brandKey) ?? [],
      });
    }
    if (rankCandidates({ scanned, levels, candidates, homeCountry, nameOf, isKind: kind }).length >= enough) break;
  }
  return { scanned, levels, candidates, nameOf, isKind: kind };
}

/** Computes the list afresh (rules at the top of this file); does not touch the cache. */
export async function computeAlternatives(
  deps: AlternativesDeps,
  { productId, homeCountry, limit = DEFAULT_ALTERNATIVES_LIMIT }: { productId: number; homeCountry: string; limit?: number },
): Promise<{ alternatives: ComputedAlternative[]; engine: AlternativesEngine }> {
  const gathered = await gatherCandidates(deps, { productId, homeCountry, enough: Math.min(limit, ENOUGH_ALTERNATIVES) });
  if (!gathered) return { alternatives: [], engine: "rules" };
  const { scanned, levels } = gathered;
  const input = { ...gathered, homeCountry, limit };
  const ranked = rankAlternatives(input);
  const rules = ranked.map((entry) => toAlternative(entry.product, entry.sharedCategory, entry.difference, entry.differenceMessages));
  if (!deps.ai || ranked.length === 0) return { alternatives: rules, engine: "rules" };

  const pool = rankCandidates(input).slice(0, AI_POOL);
  const byId = new Map(pool.map((entry) => [entry.product.id, entry]));
  const aiCandidates: AiCandidate[] = pool.map(({ product, level }) => ({
    id: product.id,
    ...brief(product),
    facts: differenceText(product, scanned, levels[level] as CategoryLevel, level, homeCountry),
  }));
  try {
    const picks = await deps.ai.rankAlternatives({ product: brief(scanned), homeCountry, candidates: aiCandidates, limit });
    const alternatives = picks.flatMap((pick) => {
      const entry = byId.get(pick.id);
      return entry ? [toAlternative(entry.product, levels[entry.level] as CategoryLevel, pick.difference)] : [];
    });
    if (alternatives.length > 0) return { alternatives, engine: "ai" };
  } catch {
    // The provider reports its own failures; the deterministic list stands.
  }
  return { alternatives: rules, engine: "rules" };
}

const ZPayloadSchema = z.object({ alternatives: z.array(ZAlternativeSchema.extend({ differenceMessages: ZMessageTextSchema.optional() })) });

function isFresh(entry: { engine: string; computedAt: Date }, aiConfigured: boolean, now: Date): boolean {
  const age = now.getTime() - entry.computedAt.getTime();
  if (age >= CACHE_TTL_MS) return false;
  return !(aiConfigured && entry.engine === "rules" && age >= RULES_RETRY_MS);
}

/** The cached list when fresh, else a new one (stored); `recompute` skips the cache. */
export async function getAlternatives(
  deps: AlternativesDeps,
  {
    productId,
    homeCountry,
    recompute = false,
    now = new Date(),
  }: { productId: number; homeCountry: string; recompute?: boolean; now?: Date | undefined },
): Promise<AlternativesList> {
  const { db } = deps;
  if (!recompute) {
    const cached = await db.alternativeCache.findUnique({
      where: { productId_homeCountry: { productId, homeCountry } },
      select: { engine: true, payload: true, computedAt: true },
    });
    const payload = cached && ZPayloadSchema.safeParse(cached.payload);
    if (cached && payload?.success && isFresh(cached, deps.ai !== null, now)) {
      return { alternatives: payload.data.alternatives, engine: cached.engine === "ai" ? "ai" : "rules", computedAt: cached.computedAt };
    }
  }
  const { alternatives, engine } = await computeAlternatives(deps, { productId, homeCountry });
  const data = { engine, payload: { alternatives }, computedAt: now };
  await db.alternativeCache.upsert({
    where: { productId_homeCountry: { productId, homeCountry } },
    create: { productId, homeCountry, ...data },
    update: data,
    select: { id: true },
  });
  return { alternatives, engine, computedAt: now };
}

/** When the cached list for this product and country was computed, or null. */
export async function getAlternativesComputedAt(
  { db }: { db: Pick<Db, "alternativeCache"> },
  { productId, homeCountry }: { productId: number; homeCountry: string },
): Promise<Date | null> {
  const cached = await db.alternativeCache.findUnique({
    where: { productId_homeCountry: { productId, homeCountry } },
    select: { computedAt: true },
  });
  return cached?.computedAt ?? null;
}
