/**
 * What a registry write leaves to do once it commits (docs/admin.md, Brand Locations: after a change):
 * this process's resolver must see it at once (`registryChanged`; other instances hear the trigger's
 * NOTIFY), and the cached alternatives it may have made wrong are dropped. Written once here, for
 * every write of Brand Locations.
 */
import type { Db } from "@productcheck/db/client";
import { registryChanged } from "@productcheck/registry/load-ownership-resolver";

import { brandKeysOf } from "./registry-counts";
import { loadCompanyGraph, type Tx } from "./registry-graph";

/** What a write touches: brands, and companies (with everything below them). */
export interface OwnershipScope {
  brandIds?: readonly number[];
  companyIds?: readonly number[];
}

/**
 * The brand keys (names and aliases) whose owner a change of `scope` can alter: the brands named, and
 * every brand whose chain, everywhere or in a region, passes through one of the companies named, that
 * is, owned by it or by a company below it. Read inside the write's transaction before and after the
 * change; the union is what `registryWritten` drops.
 */
export async function ownershipKeys(tx: Tx, scope: OwnershipScope): Promise<string[]> {
  const brandIds = new Set(scope.brandIds ?? []);
  if (scope.companyIds && scope.companyIds.length > 0) {
    const graph = await loadCompanyGraph(tx);
    const owners = [...new Set(scope.companyIds.flatMap((id) => graph.subtreeOf(id)))];
    const [owned, regional] = await Promise.all([
      tx.brand.findMany({ where: { ownerId: { in: owners } }, select: { id: true } }),
      tx.brandRegionalOwner.findMany({ where: { ownerId: { in: owners } }, select: { brandId: true } }),
    ]);
    for (const { id } of owned) brandIds.add(id);
    for (const { brandId } of regional) brandIds.add(brandId);
  }
  return [...(await brandKeysOf(tx, [...brandIds])).values()].flat();
}

/**
 * Drops the cached alternatives of the products whose brand key is one of `keys` (their verdict may
 * have changed), and every cached list that offers one of those products (its owner shown there may
 * have changed, or it may be American now). Returns how many lists were dropped.
 */
export async function dropAffectedAlternatives(db: Db, keys: readonly string[]): Promise<number> {
  const unique = [...new Set(keys)].filter((key) => key !== "");
  if (unique.length === 0) return 0;
  return db.$executeRaw`
    WITH affected AS (SELECT id FROM "Product" WHERE "brandKey" = ANY(${unique}::text[]))
    DELETE FROM "AlternativeCache" c
    WHERE c."productId" IN (SELECT id FROM affected)
       OR (jsonb_typeof(c."payload"->'alternatives') = 'array'
           AND EXISTS (SELECT 1 FROM jsonb_array_elements(c."payload"->'alternatives') alternative
                       WHERE alternative->>'id' IN (SELECT id::text FROM affected)))`;
}

/** After a registry write commits: this process's resolver sees it, and stale alternatives go. */
export async function registryWritten(db: Db, keys: readonly string[]): Promise<void> {
  registryChanged(db);
  await dropAffectedAlternatives(db, keys);
}
