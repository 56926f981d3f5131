import type { Db } from "@productcheck/db/client";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TAdminStats } from "@productcheck/validators/admin-stats";

import { productFactsSelect, resolveProductOrigin } from "../scanned-products/product-view";

/** How many entries the top-countries and most-scanned lists hold. */
export const ADMIN_STATS_TOP = 10;
/** How many UTC days `scansPerDay` covers, today included. */
export const ADMIN_STATS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `ADMIN_STATS_DAYS` UTC dates ("YYYY-MM-DD"), oldest first, ending with the day of `now`. */
function lastUtcDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: ADMIN_STATS_DAYS }, (_, index) =>
    new Date(today - (ADMIN_STATS_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The admin dashboard's usage statistics (docs/product.md, Screens: Admin), from SQL aggregates run in
 * parallel. Scans are counted from the exact rollups ScanDailyCount (per UTC day and device class) and
 * ScanProductCount (per product), which triggers on Scan keep in step with every insert, update and
 * delete (migration scan_rollups), so the cost follows days and products, not the scan log's length
 * (bench/admin/admin-stats.ts: a million scans). Total scans are the sum over device classes. A day's
 * count of a device class is split over slots (one per writing connection, so concurrent scans do not
 * queue on one row: migration scan_daily_count_slots); every query here sums over them.
 */
export async function getAdminStats({ db }: { db: Db }, { now = new Date() }: { now?: Date } = {}): Promise<TAdminStats> {
  const days = lastUtcDays(now);
  const since = days[0] ?? "";

  const [[counts], devices, countries, topProducts, perDay, owners] = await Promise.all([
    db.$queryRaw<
      {
        userCount: number;
        productCount: number;
        uniqueScannedProductCount: number;
        savedProductsCount: number;
        pendingSuggestionCount: number;
        approvedSuggestionCount: number;
      }[]
    >`
      SELECT (SELECT count(*) FROM "User")::int AS "userCount",
             (SELECT count(*) FROM "Product")::int AS "productCount",
             (SELECT count(*) FROM "ScanProductCount" WHERE "count" > 0)::int AS "uniqueScannedProductCount",
             (SELECT count(*) FROM "SavedProduct")::int AS "savedProductsCount",
             (SELECT count(*) FILTER (WHERE NOT "isApproved") FROM "Suggestion")::int AS "pendingSuggestionCount",
             (SELECT count(*) FILTER (WHERE "isApproved") FROM "Suggestion")::int AS "approvedSuggestionCount"`,
    db.$queryRaw<{ deviceClass: "mobile" | "desktop" | "tablet"; count: number }[]>`
      SELECT "deviceClass", sum("count")::int AS count FROM "ScanDailyCount" GROUP BY "deviceClass"`,
    db.$queryRaw<{ country: string; count: number }[]>`
      SELECT coalesce(p."countryCode", 'Unknown') AS country, sum(s."count")::int AS count
      FROM "ScanProductCount" s
      JOIN "Product" p ON p.id = s."productId"
      WHERE s."count" > 0
      GROUP BY 1
      ORDER BY 2 DESC, 1
      LIMIT ${ADMIN_STATS_TOP}`,
    db.$queryRaw<{ productId: number; count: number }[]>`
      SELECT "productId", "count"
      FROM "ScanProductCount"
      WHERE "count" > 0
      ORDER BY "count" DESC, "productId"
      LIMIT ${ADMIN_STATS_TOP}`,
    db.$queryRaw<{ date: string; count: number }[]>`
      SELECT to_char("day", 'YYYY-MM-DD') AS date, sum("count")::int AS count
      FROM "ScanDailyCount"
      WHERE "day" >= ${since}::date
      GROUP BY "day"`,
    ownershipResolverFor(db),
  ]);
  if (!counts) throw new Error("the counts query returned no row");

  const products = await db.product.findMany({
    where: { id: { in: topProducts.map((row) => row.productId) } },
    select: productFactsSelect,
  });
  const productById = new Map(products.map((product) => [product.id, product]));

  const deviceStats = { mobile: 0, desktop: 0, tablet: 0 };
  for (const row of devices) deviceStats[row.deviceClass] = row.count;
  const perDayCount = new Map(perDay.map((row) => [row.date, row.count]));

  return {
    ...counts,
    scannedProductCount: deviceStats.mobile + deviceStats.desktop + deviceStats.tablet,
    deviceStats,
    topCountries: countries,
    mostScannedProducts: topProducts.flatMap(({ productId, count }) => {
      const product = productById.get(productId);
      if (!product) return []; // deleted between the two queries
      return [
        {
          name: product.name,
          barcode: product.barcode,
          country: product.countryCode,
          isAmerican: resolveProductOrigin(owners, product).origin.isAmerican,
          count,
        },
      ];
    }),
    scansPerDay: days.map((date) => ({ date, count: perDayCount.get(date) ?? 0 })),
  };
}
