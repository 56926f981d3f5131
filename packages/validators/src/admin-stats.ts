import { z } from "zod";

const count = z.number().int().nonnegative();

/** GET /api/admin/stats: the admin dashboard's usage statistics (docs/product.md, Screens: Admin). */
export const ZAdminStatsSchema = z.object({
  userCount: count,
  /** Products in the catalogue (every Product row). */
  productCount: count,
  /** Scans ever made. */
  scannedProductCount: count,
  /** Distinct products with at least one scan. */
  uniqueScannedProductCount: count,
  savedProductsCount: count,
  pendingSuggestionCount: count,
  approvedSuggestionCount: count,
  /** Scans by the device class they were made from. */
  deviceStats: z.object({ mobile: count, desktop: count, tablet: count }),
  /** Scans grouped by the scanned product's made-in country ("Unknown" when not known): top 10, most first. */
  topCountries: z.array(z.object({ country: z.string(), count })),
  /** The 10 most scanned products, most first; `country` is the made-in code. */
  mostScannedProducts: z.array(
    z.object({
      name: z.string(),
      barcode: z.string(),
      country: z.string().nullable(),
      isAmerican: z.boolean(),
      count,
    }),
  ),
  /** Scans per UTC day over the last 30 days (today included), oldest first, empty days as 0. */
  scansPerDay: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count })),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;
