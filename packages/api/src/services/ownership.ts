import type { Db } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";
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

/**
 * The ownership chain of the first of `names` the registry knows (brand names and aliases, matched
 * case-, accent- and punctuation-insensitively), direct owner first, ultimate parent last.
 */
export async function findOwnershipChain(db: Db, names: string[]): Promise<{ brand: string; chain: ChainCompany[] }> {
  for (const name of names) {
    const key = brandKey(name);
    if (!key) continue;
    const brandId = await brandIdForKey(db, key);
    if (brandId === null) continue;
    const brand = await db.brand.findUniqueOrThrow({
      where: { id: brandId },
      select: { name: true, source: true, owner: { select: companySelect } },
    });
    const chain: ChainCompany[] = [];
    let company: typeof brand.owner | null = brand.owner;
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
    // A brand linked to its owner by an AI proposal: that first link is the AI's claim, not the registry's.
    const [owner, ...parents] = chain;
    if (brand.source === "ai" && owner) return { brand: brand.name, chain: [{ ...owner, source: "ai", confidence: "low" }, ...parents] };
    return { brand: brand.name, chain };
  }
  return { brand: "", chain: [] };
}
