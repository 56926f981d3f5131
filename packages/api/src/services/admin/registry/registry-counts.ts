import type { Db } from "@productcheck/db/client";

import type { Tx } from "./registry-graph";

/** Each brand's keys: its own key first, then its aliases' keys. */
export async function brandKeysOf(db: Db | Tx, brandIds: readonly number[]): Promise<Map<number, string[]>> {
  if (brandIds.length === 0) return new Map();
  const [brands, aliases] = await Promise.all([
    db.brand.findMany({ where: { id: { in: [...brandIds] } }, select: { id: true, key: true } }),
    db.brandAlias.findMany({ where: { brandId: { in: [...brandIds] } }, select: { key: true, brandId: true }, orderBy: { key: "asc" } }),
  ]);
  const keys = new Map(brands.map((brand) => [brand.id, [brand.key]]));
  for (const alias of aliases) keys.get(alias.brandId)?.push(alias.key);
  return keys;
}

export interface KeyCounts {
  /** Catalogue products whose brandKey is the key. */
  products: number;
  /** Scans of those products (the ScanProductCount rollup). */
  scans: number;
}

/** Products and scans per brand key, for the keys given (absent keys have none). One query. */
export async function countsByKey(db: Db | Tx, keys: readonly string[]): Promise<Map<string, KeyCounts>> {
  const unique = [...new Set(keys)].filter((key) => key !== "");
  if (unique.length === 0) return new Map();
  const rows = await db.$queryRaw<{ key: string; products: number; scans: number }[]>`
    SELECT p."brandKey" AS key, count(*)::int AS products, coalesce(sum(s."count"), 0)::int AS scans
    FROM "Product" p
    LEFT JOIN "ScanProductCount" s ON s."productId" = p.id
    WHERE p."brandKey" = ANY(${unique}::text[])
    GROUP BY p."brandKey"`;
  return new Map(rows.map((row) => [row.key, { products: row.products, scans: row.scans }]));
}

/** The counts of a brand: the sum over its keys. */
export function sumCounts(counts: ReadonlyMap<string, KeyCounts>, keys: readonly string[]): KeyCounts {
  return keys.reduce(
    (sum, key) => {
      const count = counts.get(key);
      return count ? { products: sum.products + count.products, scans: sum.scans + count.scans } : sum;
    },
    { products: 0, scans: 0 },
  );
}
