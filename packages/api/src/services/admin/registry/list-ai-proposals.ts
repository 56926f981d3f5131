import type { Db } from "@productcheck/db/client";
import type { TAiProposalsResponse } from "@productcheck/validators/brand-locations";

import { brandKeysOf, countsByKey, sumCounts } from "./registry-counts";
import { loadCompanyGraph } from "./registry-graph";

/** At most this many proposals are listed (the most scanned). */
export const AI_PROPOSALS_LIMIT = 100;

/**
 * The AI's ownership proposals awaiting the admin (docs/admin.md, Brand Locations: AI proposals):
 * brands of source `ai`, with their chain, note and counts, most scanned first.
 */
export async function listAiProposals({ db }: { db: Db }): Promise<TAiProposalsResponse> {
  const [brands, graph] = await Promise.all([
    db.brand.findMany({ where: { source: "ai" }, select: { id: true, name: true, ownerId: true, sourceNote: true } }),
    loadCompanyGraph(db),
  ]);
  const keysByBrand = await brandKeysOf(db, brands.map((brand) => brand.id));
  const counts = await countsByKey(db, [...keysByBrand.values()].flat());
  return {
    proposals: brands
      .map((brand) => {
        const { products, scans } = sumCounts(counts, keysByBrand.get(brand.id) ?? []);
        return {
          brandId: brand.id,
          brand: brand.name,
          chain: graph.chainOf(brand.ownerId),
          sourceNote: brand.sourceNote,
          productCount: products,
          scanCount: scans,
        };
      })
      .sort((a, b) => b.scanCount - a.scanCount || a.brand.localeCompare(b.brand))
      .slice(0, AI_PROPOSALS_LIMIT),
  };
}
