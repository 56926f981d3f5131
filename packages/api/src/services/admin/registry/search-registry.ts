import type { Db } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";
import type { TBrandSummary, TCompanySummary, TRegistrySearchResponse } from "@productcheck/validators/brand-locations";

import { brandKeysOf, countsByKey, sumCounts } from "./registry-counts";
import { loadCompanyGraph } from "./registry-graph";

/** At most this many brands and this many companies per search. */
export const SEARCH_LIMIT = 25;

/** 0: the key is the query's, 1: it starts with it, 2: it contains it; null: no match. */
function rank(key: string, wanted: string): number | null {
  if (key === wanted) return 0;
  if (key.startsWith(wanted)) return 1;
  return key.includes(wanted) ? 2 : null;
}

/**
 * Brand Locations' search (docs/admin.md, Brand Locations): brands whose name or an alias matches the
 * query as a brand key (case, accents and punctuation ignored) or whose name contains it as typed, and
 * companies whose name does; exact matches first, then prefixes, then the rest, each by name. An
 * empty query lists the first brands and companies by name.
 */
export async function searchRegistry({ db }: { db: Db }, { query }: { query: string }): Promise<TRegistrySearchResponse> {
  const typed = query.trim();
  const wanted = brandKey(typed);
  const everything = typed === "";
  const pattern = `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const [matches, graph] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`
      SELECT b.id
      FROM "Brand" b
      LEFT JOIN "BrandAlias" a ON a."brandId" = b.id
      WHERE ${everything}
         OR (${wanted} <> '' AND (strpos(b.key, ${wanted}) > 0 OR strpos(a.key, ${wanted}) > 0))
         OR b.name ILIKE ${pattern}
      GROUP BY b.id, b.name
      ORDER BY min(CASE WHEN ${wanted} = '' THEN 2
                        WHEN b.key = ${wanted} OR a.key = ${wanted} THEN 0
                        WHEN starts_with(b.key, ${wanted}) OR starts_with(a.key, ${wanted}) THEN 1
                        ELSE 2 END),
               lower(b.name), b.id
      LIMIT ${SEARCH_LIMIT}`,
    loadCompanyGraph(db),
  ]);
  return { brands: await brandSummaries(db, graph, matches.map((row) => row.id)), companies: await companySummaries(db, graph, typed, wanted) };
}

async function brandSummaries(db: Db, graph: Awaited<ReturnType<typeof loadCompanyGraph>>, ids: number[]): Promise<TBrandSummary[]> {
  if (ids.length === 0) return [];
  const [brands, keysByBrand] = await Promise.all([
    db.brand.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, ownerId: true, source: true, confidence: true } }),
    brandKeysOf(db, ids),
  ]);
  const counts = await countsByKey(db, [...keysByBrand.values()].flat());
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  return ids.flatMap((id) => {
    const brand = byId.get(id);
    if (!brand) return [];
    const chain = graph.chainOf(brand.ownerId);
    return [
      {
        id,
        name: brand.name,
        ownerName: chain[0]?.name ?? "",
        ultimateOwnerName: chain.at(-1)?.name ?? "",
        hqCountry: chain.at(-1)?.hqCountry ?? "",
        source: brand.source,
        confidence: brand.confidence,
        productCount: sumCounts(counts, keysByBrand.get(id) ?? []).products,
      },
    ];
  });
}

async function companySummaries(
  db: Db,
  graph: Awaited<ReturnType<typeof loadCompanyGraph>>,
  typed: string,
  wanted: string,
): Promise<TCompanySummary[]> {
  const lowerTyped = typed.toLowerCase();
  const found = [...graph.byId.values()]
    .flatMap((company) => {
      if (typed === "") return [{ company, order: 2 }];
      const order = (wanted === "" ? null : rank(brandKey(company.name), wanted)) ?? (company.name.toLowerCase().includes(lowerTyped) ? 2 : null);
      return order === null ? [] : [{ company, order }];
    })
    .sort((a, b) => a.order - b.order || a.company.name.localeCompare(b.company.name) || a.company.id - b.company.id)
    .slice(0, SEARCH_LIMIT)
    .map((entry) => entry.company);
  const ids = found.map((company) => company.id);
  const [owned, regional] = await Promise.all([
    db.brand.findMany({ where: { ownerId: { in: ids } }, select: { ownerId: true } }),
    db.brandRegionalOwner.findMany({ where: { ownerId: { in: ids } }, select: { ownerId: true } }),
  ]);
  const brandCount = new Map<number, number>();
  for (const { ownerId } of [...owned, ...regional]) brandCount.set(ownerId, (brandCount.get(ownerId) ?? 0) + 1);
  return found.map((company) => ({
    id: company.id,
    name: company.name,
    hqCountry: company.hqCountry,
    parentName: company.parentId === null ? null : (graph.byId.get(company.parentId)?.name ?? null),
    source: company.source,
    confidence: company.confidence,
    brandCount: brandCount.get(company.id) ?? 0,
  }));
}
