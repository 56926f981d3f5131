import type { Principal } from "@productcheck/auth/principal";
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { deviceClass } from "@productcheck/domain/device-class";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TScanRequest } from "@productcheck/validators/scan";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import type { ApiConfig } from "../config";
import type { CookieJar } from "../trpc";
import { ensureActor } from "./actor";
import type { AiProvider } from "./ai/ai-provider";
import { proposeOwnerForUnknownBrand } from "./ai/brand-proposals";
import { findOrFetchProduct, type ProductSources } from "./product-lookup";
import { getScannedProductView, productViewSelect, scannedProductView } from "./product-view";
import { findScanByClientId, recordScan } from "./scan-charge";

export interface ScanDeps {
  db: Db;
  sources: ProductSources;
  ai: AiProvider | null;
  config: ApiConfig;
}

export interface ScanRequester {
  principal: Principal;
  cookies: CookieJar;
  ip: string;
  userAgent: string | undefined;
}

/**
 * POST /api/scan (PRODUCT.md §2–3): the product is found (catalogue, then live lookup), the scan
 * recorded and charged (a replayed client id answers with its first scan), and a brand nobody knows
 * put to the AI (when configured) before the first view. The view is built from the product as the
 * lookup read it, so a charged scan of a catalogue product costs the principal's lookup, the product's
 * and the charge's four statements (README, "Benchmarks").
 */
export async function scanProduct(deps: ScanDeps, requester: ScanRequester, input: TScanRequest): Promise<TScannedProduct> {
  const { db, config } = deps;
  const ipHash = hashIp(config.secret, requester.ip);
  const actor = await ensureActor(db, requester.principal, requester.cookies, {
    scansRemaining: config.freeGuestScans,
    ipHash,
  });
  const viewer = actor.userId ?? null;
  let found;
  try {
    found = await findOrFetchProduct(db, deps.sources, input.barcode, productViewSelect(viewer));
  } catch (error) {
    // A retried request answers with its first scan, even when its barcode finds nothing now.
    const replay = await findScanByClientId(db, actor, input.clientScanId);
    if (replay) return getScannedProductView(db, replay.id, viewer);
    throw error;
  }
  const { product } = found;
  const { scanId, productId, charged } = await recordScan(db, {
    actor,
    productId: product.id,
    clientScanId: input.clientScanId,
    deviceClass: deviceClass(requester.userAgent),
    ipHash,
    guestScansPerIpPerDay: config.guestScansPerIpPerDay,
  });
  // A client id replayed with another barcode: the first answer is of the product it was sent with.
  if (productId !== product.id) return getScannedProductView(db, scanId, viewer);
  if (charged) await proposeOwnerForUnknownBrand(db, deps.ai, productId).catch(() => "failed");
  return scannedProductView(await ownershipResolverFor(db), { id: scanId, userId: viewer }, product);
}
