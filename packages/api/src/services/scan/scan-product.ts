import type { Principal } from "@productcheck/auth/principal";
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { deviceClass } from "@productcheck/domain/device-class";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TScanRequest } from "@productcheck/validators/scan";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import type { ApiConfig } from "../../config";
import { rememberedProduct, rememberProduct } from "../scanned-products/guest-view-cache";
import { getScannedProductView, productViewSelect, scannedProductView, type ViewedProduct } from "../scanned-products/product-view";
import { existingActor, setGuestCookie } from "../shared/actor";
import type { AiProvider } from "../shared/ai-provider";
import type { CookieJar } from "../shared/cookie-jar";
import { proposeOwnerForUnknownBrand } from "./brand-proposals";
import { findOrFetchProduct, type ProductSources } from "./product-lookup";
import { findScanByClientId, recordScan } from "./scan-charge";

export interface ScanDeps {
  db: Db;
  sources: ProductSources;
  ai: AiProvider | null;
  config: ApiConfig;
}

export interface ScanRequest extends TScanRequest {
  principal: Principal;
  cookies: CookieJar;
  ip: string;
  userAgent: string | undefined;
}

/**
 * POST /api/scan (docs/quotas.md and docs/origin.md): the product is found (catalogue, then live lookup), the scan
 * recorded and charged (a replayed client id answers with its first scan), and a brand nobody knows
 * put to the AI (when configured) before the first view. The view is built from the product as the
 * lookup read it, so a charged scan of a catalogue product costs the principal's lookup, the product's
 * and the charge's four statements (README, "Benchmarks").
 */
export async function scanProduct(deps: ScanDeps, input: ScanRequest): Promise<TScannedProduct> {
  const { db, config } = deps;
  const ipHash = hashIp(config.secret, input.ip);
  // A first-time guest gets its row only with a scan that is recorded: junk, unknown and refused
  // barcodes leave none (docs/quotas.md, Principals).
  const existing = existingActor(input.principal);
  const viewer = existing?.userId ?? null;
  let found;
  try {
    // A guest's view has no saved flag: its product may come from what this process read in the last second.
    const remembered = viewer === null ? { get: (barcode: string) => rememberedProduct(db, barcode), keep: (product: ViewedProduct, readAt: number) => rememberProduct(db, product, readAt) } : undefined;
    found = await findOrFetchProduct({ db, sources: deps.sources }, { barcode: input.barcode, select: productViewSelect(viewer), remembered });
  } catch (error) {
    // A retried request answers with its first scan, even when its barcode finds nothing now.
    const replay = existing ? await findScanByClientId({ db }, { actor: existing, clientScanId: input.clientScanId }) : null;
    if (replay) return getScannedProductView({ db }, { publicId: replay.publicId, viewerUserId: viewer });
    throw error;
  }
  const { product } = found;
  const { publicId, productId, charged, newGuestToken } = await recordScan({ db }, {
    actor: existing ?? { newGuest: { scansRemaining: config.freeGuestScans, ipHash } },
    productId: product.id,
    clientScanId: input.clientScanId,
    deviceClass: deviceClass(input.userAgent),
    ipHash,
    guestScansPerIpPerDay: config.guestScansPerIpPerDay,
  });
  setGuestCookie(input.cookies, newGuestToken);
  // A client id replayed with another barcode: the first answer is of the product it was sent with.
  if (productId !== product.id) return getScannedProductView({ db }, { publicId, viewerUserId: viewer });
  if (charged) await proposeOwnerForUnknownBrand({ db, ai: deps.ai }, { productId }).catch(() => "failed");
  // The scan is the viewer's own (a guest's shows 0).
  return scannedProductView(await ownershipResolverFor(db), { publicId, userId: viewer }, product);
}
