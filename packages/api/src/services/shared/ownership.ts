import type { Db } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";
import type { MarketRegion } from "@productcheck/domain/market-region";
import type { ChainCompany } from "@productcheck/domain/origin";

/** Parent links are followed at most this far (the registry forbids cycles; this guards edits). */
const MAX_CHAIN_LENGTH = 8;

const companySelect = {
  id: true,
  name: true,
  hqCountry: true,
  parentId: true,
  source: true,
  confidence: true,
  sourceNote: true,
} as const;

async function brandIdForKey(db: Db, key: string): Promise<number | null> {
  const brand = await db.brand.findUnique({ where: { key }, select: { id: true } });
  if (brand) return brand.id;
  const alias = await db.brandAlias.findUnique({ where: { key }, select: { brandId: true } });
  return alias?.brandId ?? null;
}

/** A company whose name is written where a brand should be ("The Coca-Cola Company"), by normalised name. */
async function companyForKeys(db: Db, keys: readonly string[]) {
  const companies = await db.company.findMany({ select: { id: true, name: true } });
  for (const key of keys) {
    const company = companies.find((candidate) => brandKey(candidate.name) === key);
    if (company) return db.company.findUniqueOrThrow({ where: { id: company.id }, select: companySelect });
  }
  return null;
}

type CompanyRow = NonNullable<Awaited<ReturnType<typeof companyForKeys>>>;

/** The company and its parents up to the ultimate one. */
async function chainFrom(db: Db, owner: CompanyRow): Promise<ChainCompany[]> {
  const chain: ChainCompany[] = [];
  let company: CompanyRow | null = owner;
  while (company && chain.length < MAX_CHAIN_LENGTH) {
    chain.push({
      name: company.name,
      hqCountry: company.hqCountry,
      source: company.source,
      confidence: company.confidence,
      sourceNote: company.sourceNote,
    });
    company = company.parentId
      ? await db.company.findUnique({ where: { id: company.parentId }, select: companySelect })
      : null;
  }
  return chain;
}

/** Whether a regional owner limited to `limitedTo` (none: every product) owns a product of `categories`. */
export function ownsCategories(limitedTo: readonly string[], categories: readonly string[]): boolean {
  return limitedTo.length === 0 || limitedTo.some((tag) => categories.includes(tag));
}

/**
 * The ownership chain of the first of `names` the registry knows (brand names and aliases, matched
 * case-, accent- and punctuation-insensitively; failing those, a company's own name, as products
 * sometimes give their company for a brand), direct owner first, ultimate parent last. A brand with
 * another owner in the product's market `region` (domain/market-region) gives that owner's chain,
 * unless that owner is limited to categories none of which is in the product's `categories` (its
 * category chain, ancestors included: Kellogg's cereals, not its snacks).
 */
export async function findOwnershipChain(
  { db }: { db: Db },
  { names, region = null, categories = [] }: { names: string[]; region?: MarketRegion | null; categories?: readonly string[] },
): Promise<{ brand: string; chain: ChainCompany[] }> {
  const keys = names.map(brandKey).filter((key) => key !== "");
  for (const key of keys) {
    const brandId = await brandIdForKey(db, key);
    if (brandId === null) continue;
    const brand = await db.brand.findUniqueOrThrow({
      where: { id: brandId },
      select: { name: true, source: true, owner: { select: companySelect } },
    });
    const regional =
      region === null
        ? null
        : await db.brandRegionalOwner.findUnique({
            where: { brandId_region: { brandId, region } },
            select: { categories: true, owner: { select: companySelect } },
          });
    if (regional && ownsCategories(regional.categories, categories)) return { brand: brand.name, chain: await chainFrom(db, regional.owner) };
    const [owner, ...parents] = await chainFrom(db, brand.owner);
    // A brand linked to its owner by an AI proposal: that first link is the AI's claim, not the registry's.
    if (brand.source === "ai" && owner) return { brand: brand.name, chain: [{ ...owner, source: "ai", confidence: "low" }, ...parents] };
    return { brand: brand.name, chain: owner ? [owner, ...parents] : [] };
  }
  const company = keys.length > 0 ? await companyForKeys(db, keys) : null;
  return { brand: "", chain: company ? await chainFrom(db, company) : [] };
}
