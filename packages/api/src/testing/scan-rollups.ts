import type { Db } from "@productcheck/db/client";

/**
 * The scan rollups behind the admin stats (ScanDailyCount, ScanProductCount) and the same figures counted
 * from the scan log itself, to compare: rows that net to zero are left out, a negative one is kept.
 */
export async function rollupsAndLog(db: Db) {
  const [rollupDays, logDays, rollupProducts, logProducts] = await Promise.all([
    db.$queryRaw<{ key: string; count: number }[]>`
      SELECT "day"::text || ' ' || "deviceClass" AS key, sum("count")::int AS count FROM "ScanDailyCount"
      GROUP BY 1 HAVING sum("count") <> 0 ORDER BY 1`,
    db.$queryRaw<{ key: string; count: number }[]>`
      SELECT "createdAt"::date::text || ' ' || "deviceClass" AS key, count(*)::int AS count FROM "Scan" GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<{ productId: number; count: number }[]>`
      SELECT "productId", "count" FROM "ScanProductCount" WHERE "count" <> 0 ORDER BY 1`,
    db.$queryRaw<{ productId: number; count: number }[]>`
      SELECT "productId", count(*)::int AS count FROM "Scan" GROUP BY 1 ORDER BY 1`,
  ]);
  return { rollups: { days: rollupDays, products: rollupProducts }, log: { days: logDays, products: logProducts } };
}
