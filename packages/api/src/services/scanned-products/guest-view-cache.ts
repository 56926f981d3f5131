/**
 * What a view by someone not signed in is built from, remembered in this process for at most
 * `GUEST_VIEW_TTL_MS` (docs/performance.md, "API throughput"): a product's facts by barcode, and a scan's product by
 * the scan's public id. Such a view has no saved flag and shows no user id, so these facts are all it
 * needs; the product GET of a guest and a guest's re-scan then cost no query, and a charged scan of a
 * product scanned in the last second one less.
 *
 * - An entry is the database's answer when its query started, kept for the TTL from that moment: an
 *   edit of a product by any instance (an approved suggestion, a catalogue update) shows within the TTL,
 *   as registry edits do (docs/origin.md, "Keeping it current"). Origin is resolved on every view from
 *   the ownership resolver as it is then, so registry edits apply as before.
 * - An edit through this process (an approved suggestion: admin-suggestion.ts) calls `productsChanged`
 *   once committed, which forgets every product, and answers read before it are not kept.
 * - A scan's product never changes; a scan can only disappear with its product or its owner.
 * - Signed-in viewers are not served from here: their views carry their own saved flag and user id.
 */
import { LRUCache } from "lru-cache";

import type { Db } from "@productcheck/db/client";

import type { ViewedProduct } from "./product-view";

export const GUEST_VIEW_TTL_MS = 1000;
const MAX_ENTRIES = 20_000;

interface GuestViewCache {
  /** Barcode → the product as `productViewSelect(null)` reads it (saved count 0). */
  products: LRUCache<string, ViewedProduct>;
  /** Scan public id → its product's barcode. */
  scans: LRUCache<string, string>;
  /** `performance.now()` of the last `productsChanged`: reads that started before it are not kept. */
  changedAt: number;
}

const caches = new WeakMap<Db, GuestViewCache>();

function cacheOf(db: Db): GuestViewCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      products: new LRUCache({ max: MAX_ENTRIES, ttl: GUEST_VIEW_TTL_MS }),
      scans: new LRUCache({ max: MAX_ENTRIES, ttl: GUEST_VIEW_TTL_MS }),
      changedAt: -Infinity,
    };
    caches.set(db, cache);
  }
  return cache;
}

/** The product a guest's view of scan `publicId` is built from, if read in the last second. */
export function rememberedScanProduct(db: Db, publicId: string): ViewedProduct | undefined {
  const cache = cacheOf(db);
  const barcode = cache.scans.get(publicId);
  return barcode === undefined ? undefined : cache.products.get(barcode);
}

/**
 * Keeps a product as a guest's view reads it (`readAt`: `performance.now()` when its query started),
 * and the scan it was read for, if any.
 */
export function rememberProduct(db: Db, product: ViewedProduct, readAt: number, scanPublicId?: string): void {
  if (product._count.saved !== 0) throw new Error("a guest's view of a product is never saved");
  const cache = cacheOf(db);
  if (readAt <= cache.changedAt) return;
  cache.products.set(product.barcode, product, { start: readAt });
  if (scanPublicId !== undefined) cache.scans.set(scanPublicId, product.barcode, { start: readAt });
}

/** This process changed products (and committed): every guest's view reads them afresh. */
export function productsChanged(db: Db): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.changedAt = performance.now();
  cache.products.clear();
}
