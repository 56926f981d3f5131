import type { Db } from "@productcheck/db/client";
import { isMarketRegion } from "@productcheck/domain/market-region";
import type { TBrandDetail } from "@productcheck/validators/brand-locations";

import { AppError } from "../../shared/app-error";
import { listRegistryEdits } from "./registry-audit";
import { countsByKey, sumCounts } from "./registry-counts";
import { loadCompanyGraph } from "./registry-graph";
import { aliasName, BRAND_NOT_FOUND_MESSAGE } from "./registry-rules";

/**
 * A brand as Brand Locations shows it (docs/admin.md, Brand Locations): its chain with each link's HQ,
 * source and when it was checked, aliases, regional owners, counts and audit log. 404 when there is none.
 */
export async function getBrandDetail({ db }: { db: Db }, { id }: { id: number }): Promise<TBrandDetail> {
  const [brand, graph, edits] = await Promise.all([
    db.brand.findUnique({
      where: { id },
      select: {
        id: true,
        name: true,
        key: true,
        ownerId: true,
        source: true,
        confidence: true,
        sourceNote: true,
        editedAt: true,
        updatedAt: true,
        aliases: { select: { key: true, name: true }, orderBy: { key: "asc" } },
        regionalOwners: {
          select: { region: true, ownerId: true, categories: true, sourceNote: true, confidence: true },
          orderBy: { region: "asc" },
        },
      },
    }),
    loadCompanyGraph(db),
    listRegistryEdits(db, { brandId: id }),
  ]);
  if (!brand) throw new AppError("NOT_FOUND", BRAND_NOT_FOUND_MESSAGE);
  const keys = [brand.key, ...brand.aliases.map((alias) => alias.key)];
  const counts = sumCounts(await countsByKey(db, keys), keys);
  const chain = graph.chainOf(brand.ownerId);
  return {
    id: brand.id,
    name: brand.name,
    key: brand.key,
    aliases: brand.aliases.map(aliasName),
    source: brand.source,
    confidence: brand.confidence,
    sourceNote: brand.sourceNote,
    editedAt: brand.editedAt?.toISOString() ?? null,
    updatedAt: brand.updatedAt.toISOString(),
    chain,
    regionalOwners: brand.regionalOwners.flatMap(({ region, ownerId, categories, sourceNote, confidence }) =>
      isMarketRegion(region) ? [{ region, chain: graph.chainOf(ownerId), categories, sourceNote, confidence }] : [],
    ),
    isAmerican: chain.at(-1)?.hqCountry === "US",
    productCount: counts.products,
    scanCount: counts.scans,
    edits,
  };
}
