/**
 * The scanned-product view of each catalogue product, built once per product row version and ownership
 * resolver, and reused by every scan of that product until either changes (docs/performance.md, "API throughput").
 *
 * A view is the product's facts resolved against the brand registry (`scannedProductView`), plus three
 * fields of the scan itself (its public id, the viewer's user id, the saved flag), which each scan puts
 * on a copy. So a cached view is current while:
 * - the product's row is the version it was built from: the scan's statement (`scan_barcode`) answers
 *   with the row's version (its xmin, changed by every update by any writer) and sends the row's
 *   columns only when that version is not the one this cache holds;
 * - the ownership resolver is the one it was resolved against: `ownershipResolverFor` hands out a new
 *   resolver after any registry edit (load-ownership-resolver.ts), and a view of another is rebuilt.
 */
import { LRUCache } from "lru-cache";

import type { Db } from "@productcheck/db/client";
import type { OwnershipResolver } from "@productcheck/registry/ownership-resolver";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { scannedProductView, type ViewedProduct } from "../scanned-products/product-view";
import type { ScannedProductColumns } from "./scan-charge";

/** How many products' views a process keeps (a view is about 1–2 kB). */
const MAX_VIEWS = 10_000;

interface CatalogueView {
  productId: number;
  version: string;
  owners: OwnershipResolver;
  /** The product's facts as a view reads them (no viewer: nothing saved). */
  facts: ViewedProduct;
  /** The view with the scan's own fields blank (each scan fills them on a copy). */
  view: TScannedProduct;
}

const caches = new WeakMap<Db, LRUCache<string, CatalogueView>>();

function cacheOf(db: Db): LRUCache<string, CatalogueView> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: MAX_VIEWS });
    caches.set(db, cache);
  }
  return cache;
}

/** The row version of `barcode`'s product whose view is kept for `owners`, if any: the scan's statement needs no columns then. */
export function knownVersion(db: Db, barcode: string, owners: OwnershipResolver): string | null {
  const kept = cacheOf(db).get(barcode);
  return kept && kept.owners === owners ? kept.version : null;
}

/**
 * The view of a scan of `barcode`'s product as the scan's statement answered it (its version, and its
 * columns unless they are of the kept version), for a viewer who sees `userId` (their own id, else 0),
 * and the product's facts it was built from; null when no columns came and that version's view is no
 * longer kept (dropped meanwhile).
 */
export function catalogueView(
  db: Db,
  owners: OwnershipResolver,
  barcode: string,
  product: { id: number; version: string; saved: boolean; columns: ScannedProductColumns | null },
  scan: { publicId: string; userId: number },
): { view: TScannedProduct; facts: ViewedProduct } | null {
  const cache = cacheOf(db);
  let kept = cache.get(barcode);
  if (product.columns) {
    const facts = { ...product.columns, _count: { saved: 0 } };
    const view = scannedProductView(owners, { publicId: "", userId: null }, facts);
    kept = { productId: product.id, version: product.version, owners, facts, view };
    cache.set(barcode, kept);
  }
  if (!kept || kept.productId !== product.id || kept.version !== product.version || kept.owners !== owners) return null;
  return { view: { ...kept.view, id: scan.publicId, userId: scan.userId, isSaved: product.saved }, facts: kept.facts };
}
