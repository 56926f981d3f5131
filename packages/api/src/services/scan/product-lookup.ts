import type { Db } from "@productcheck/db/client";
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
 * Where the catalogue holds the product of a scanned code that its catalogue lookup did not find by its
 * normalised barcode (`scan_barcode`, docs/origin.md): looked up live and stored. Junk and coupons →
 * 400 with a readable reason (a coupon number names no product anywhere else, but our catalogue may
 * still hold it); unknown everywhere → 404 (saying so when the code is a retailer's own); a live lookup
 * that could not be made → 503, with nothing remembered. With live lookups off (no OFF base URL) the
 * catalogue is all there is, so an unknown code is a 404. Returns the barcode the catalogue holds it under.
 */
export async function fetchUncataloguedProduct(
  { db, sources }: { db: Db; sources: ProductSources },
  { barcode: rawBarcode, now = new Date() }: { barcode: string; now?: Date },
): Promise<{ barcode: string }> {
  const normalized = normalizeBarcode(rawBarcode);
  if (!normalized.ok) {
    const digits = rawBarcode.replace(/[\s-]/g, "");
    const known = normalized.reason === "coupon" ? await db.product.findUnique({ where: { barcode: digits }, select: { barcode: true } }) : null;
    if (known) return known;
    throw new AppError("INVALID", normalized.message);
  }
  // A retailer's own code is looked up like any other: the catalogue and OFF hold many of them.
  const { gtin: barcode, restricted } = normalized;
  const notFoundMessage = restricted ? RETAILER_CODE_NOT_FOUND_MESSAGE : PRODUCT_NOT_FOUND_MESSAGE;

  const miss = await db.lookupMiss.findUnique({ where: { barcode }, select: { checkedAt: true } });
  if (miss && now.getTime() - miss.checkedAt.getTime() < MISS_TTL_MS) notFound(notFoundMessage);
  if (!sources.remote) notFound(notFoundMessage);

  const result = await sources.remote.lookup(barcode);
  if (result.status === "found") {
    await sources.store(db, { ...result.record, barcode });
    return { barcode };
  }
  if (result.status === "unavailable") {
    throw new AppError("UNAVAILABLE", LOOKUP_UNAVAILABLE_MESSAGE, { cause: new Error(`live lookup unavailable: ${result.reason}`) });
  }
  await db.lookupMiss.upsert({
    where: { barcode },
    create: { barcode, checkedAt: now },
    update: { checkedAt: now },
    select: { barcode: true },
  });
  return notFound(notFoundMessage);
}
