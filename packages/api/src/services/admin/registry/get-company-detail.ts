import type { Db } from "@productcheck/db/client";
import { isMarketRegion } from "@productcheck/domain/market-region";
import type { TCompanyDetail } from "@productcheck/validators/brand-locations";

import { AppError } from "../../shared/app-error";
import { listRegistryEdits } from "./registry-audit";
import { brandKeysOf, countsByKey, sumCounts } from "./registry-counts";
import { loadCompanyGraph } from "./registry-graph";
import { COMPANY_NOT_FOUND_MESSAGE } from "./registry-rules";

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * A company as Brand Locations shows it (docs/admin.md, Brand Locations): its chain up to the ultimate
 * parent, subsidiaries, the brands it owns directly, the products of every brand below it, and its
 * audit log. 404 when there is none.
 */
export async function getCompanyDetail({ db }: { db: Db }, { id }: { id: number }): Promise<TCompanyDetail> {
  const graph = await loadCompanyGraph(db);
  const company = graph.byId.get(id);
  if (!company) throw new AppError("NOT_FOUND", COMPANY_NOT_FOUND_MESSAGE);
  const below = graph.subtreeOf(id);
  const [owned, regional, edits] = await Promise.all([
    db.brand.findMany({ where: { ownerId: { in: below } }, select: { id: true, name: true, ownerId: true } }),
    db.brandRegionalOwner.findMany({
      where: { ownerId: { in: below } },
      select: { region: true, ownerId: true, brand: { select: { id: true, name: true } } },
    }),
    listRegistryEdits(db, { companyId: id }),
  ]);
  const brandIds = [...new Set([...owned.map((brand) => brand.id), ...regional.map((row) => row.brand.id)])];
  const keys = [...(await brandKeysOf(db, brandIds)).values()].flat();
  const counts = sumCounts(await countsByKey(db, keys), keys);
  return {
    id: company.id,
    name: company.name,
    hqCountry: company.hqCountry,
    source: company.source,
    confidence: company.confidence,
    sourceNote: company.sourceNote,
    editedAt: company.editedAt?.toISOString() ?? null,
    updatedAt: company.updatedAt.toISOString(),
    chain: graph.chainOf(id),
    subsidiaries: [...graph.byId.values()]
      .filter((child) => child.parentId === id)
      .map(({ id: childId, name, hqCountry }) => ({ id: childId, name, hqCountry }))
      .sort(byName),
    brands: [
      ...owned.filter((brand) => brand.ownerId === id).map((brand) => ({ id: brand.id, name: brand.name, region: null })),
      ...regional.flatMap((row) =>
        row.ownerId === id && isMarketRegion(row.region) ? [{ id: row.brand.id, name: row.brand.name, region: row.region }] : [],
      ),
    ].sort(byName),
    productCount: counts.products,
    edits,
  };
}
