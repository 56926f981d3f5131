import type { Db, Prisma } from "@productcheck/db/client";
import { normalizeBarcode } from "@productcheck/domain/barcode";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

import { AppError } from "../shared/app-error";

export type RemoteLookupResult =
  | { status: "found"; record: CatalogueRecord }
  | { status: "not-found" }
  | { status: "unavailable"; reason: string };

/** Where products not yet in the catalogue are looked up (Open Food Facts and its sister databases). */
export interface ProductSources {
  /** Null when live lookups are off. */
  remote: { lookup(barcode: string): Promise<RemoteLookupResult> } | null;
  /** Stores a remotely found record in the catalogue and returns the product id. */
  store(db: Db, record: CatalogueRecord): Promise<number>;
}

/** A barcode nobody knew is not asked about again for a day. */
const MISS_TTL_MS = 24 * 60 * 60 * 1000;
export const PRODUCT_NOT_FOUND_MESSAGE = "We couldn't find this product";
/** A retailer's own code nobody holds: the shopper learns why no database can know it. */
export const RETAILER_CODE_NOT_FOUND_MESSAGE =
  "We couldn't find this product. Its barcode is a store's own code, which only that store's products carry and no product database we ask knows.";
/**
 * A live lookup that could not be made (over budget, breaker open, timeout, HTTP error) is no answer
 * about the product, so it is never "not found" (docs/scan-flow.md, Finding the product).
 */
export const LOOKUP_UNAVAILABLE_MESSAGE =
  "We couldn't look this product up right now because the product database is busy or unreachable. Please try again shortly.";

function notFound(message = PRODUCT_NOT_FOUND_MESSAGE): never {
  throw new AppError("NOT_FOUND", message);
}

/**
 * The catalogue product for a scanned code, looked up live when the catalogue lacks it (docs/origin.md),
 * with the columns of `select` (the view after a scan is built from them, not read again):
 * junk and coupons → 400 with a readable reason; unknown everywhere → 404 (saying so when the code
 * is a retailer's own); a live lookup that could not be made → 503, with nothing remembered. With
 * live lookups off (no OFF base URL) the catalogue is all there is, so an unknown code is a 404.
 */
export async function findOrFetchProduct<S extends Prisma.ProductSelect>(
  { db, sources }: { db: Db; sources: ProductSources },
  {
    barcode: rawBarcode,
    select,
    now = new Date(),
    remembered,
  }: {
    barcode: string;
    select: S;
    now?: Date;
    /** Products read lately (a guest's view: guest-view-cache.ts), asked first and told of each catalogue read. */
    remembered?: {
      get(barcode: string): Prisma.ProductGetPayload<{ select: S }> | undefined;
      keep(product: Prisma.ProductGetPayload<{ select: S }>, readAt: number): void;
    };
  },
): Promise<{ product: Prisma.ProductGetPayload<{ select: S }>; barcode: string }> {
  const find = (where: Prisma.ProductWhereUniqueInput) =>
    db.product.findUnique({ where, select });
  const normalized = normalizeBarcode(rawBarcode);
  if (!normalized.ok) {
    // A coupon number names no product anywhere else, but our catalogue may still hold it.
    const digits = rawBarcode.replace(/[\s-]/g, "");
    const known = normalized.reason === "coupon" ? await find({ barcode: digits }) : null;
    if (known) return { product: known, barcode: digits };
    throw new AppError("INVALID", normalized.message);
  }
  // A retailer's own code is looked up like any other: the catalogue and OFF hold many of them.
  const { gtin: barcode, restricted } = normalized;
  const notFoundMessage = restricted ? RETAILER_CODE_NOT_FOUND_MESSAGE : PRODUCT_NOT_FOUND_MESSAGE;
  const known = remembered?.get(barcode);
  if (known) return { product: known, barcode };
  const readAt = performance.now();
  const product = await find({ barcode });
  if (product) {
    remembered?.keep(product, readAt);
    return { product, barcode };
  }

  const miss = await db.lookupMiss.findUnique({ where: { barcode }, select: { checkedAt: true } });
  if (miss && now.getTime() - miss.checkedAt.getTime() < MISS_TTL_MS) notFound(notFoundMessage);
  if (!sources.remote) notFound(notFoundMessage);

  const result = await sources.remote.lookup(barcode);
  if (result.status === "found") {
    const stored = await find({ id: await sources.store(db, { ...result.record, barcode }) });
    if (stored) return { product: stored, barcode };
  }
  if (result.status === "unavailable") {
    throw new AppError("UNAVAILABLE", LOOKUP_UNAVAILABLE_MESSAGE, { cause: new Error(`live lookup unavailable: ${result.reason}`) });
  }
  if (result.status === "not-found") {
    await db.lookupMiss.upsert({
      where: { barcode },
      create: { barcode, checkedAt: now },
      update: { checkedAt: now },
      select: { barcode: true },
    });
  }
  return notFound(notFoundMessage);
}
