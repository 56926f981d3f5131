import type { Principal } from "@productcheck/auth/principal";
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { normalizeBarcode } from "@productcheck/domain/barcode";
import { deviceClass } from "@productcheck/domain/device-class";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TScanRequest } from "@productcheck/validators/scan";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import type { ApiConfig } from "../../config";
import { rememberProduct } from "../scanned-products/guest-view-cache";
import { getScannedProductView } from "../scanned-products/product-view";
import { existingActor, setGuestCookie } from "../shared/actor";
import type { AiProvider } from "../shared/ai-provider";
import { AppError } from "../shared/app-error";
import type { CookieJar } from "../shared/cookie-jar";
import { proposeOwnerForUnknownBrand } from "./brand-proposals";
import { catalogueView, knownVersion } from "./catalogue-views";
import { fetchUncataloguedProduct, PRODUCT_NOT_FOUND_MESSAGE, type ProductSources } from "./product-lookup";
import { findScanByClientId, scanCatalogueProduct } from "./scan-charge";

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
 * put to the AI (when configured) before the first view. A catalogue product is found, recorded and
 * charged by one statement (`scanCatalogueProduct`), and its view comes from the product's answered
 * columns or, when the process built it from the same row version already, from memory
 * (catalogue-views.ts): a charged scan of a catalogue product costs that one statement, after the
 * principal's lookup (docs/performance.md, "API throughput").
 */
export async function scanProduct(deps: ScanDeps, input: ScanRequest): Promise<TScannedProduct> {
  const { db, config } = deps;
  const ipHash = hashIp(config.secret, input.ip);
  // A first-time guest gets its row only with a scan that is recorded: junk, unknown and refused
  // barcodes leave none (docs/quotas.md, Principals).
  const existing = existingActor(input.principal);
  const viewer = existing?.userId ?? null;
  const owners = await ownershipResolverFor(db);
  const scanBarcode = async (barcode: string) => {
    const readAt = performance.now();
    const scanned = await scanCatalogueProduct({ db }, {
      barcode,
      knownVersion: knownVersion(db, barcode, owners),
      actor: existing ?? { newGuest: { scansRemaining: config.freeGuestScans, ipHash } },
      clientScanId: input.clientScanId,
      deviceClass: deviceClass(input.userAgent),
      ipHash,
      guestScansPerIpPerDay: config.guestScansPerIpPerDay,
    });
    return scanned && { barcode, scanned, readAt };
  };

  const normalized = normalizeBarcode(input.barcode);
  let found = normalized.ok ? await scanBarcode(normalized.gtin) : null;
  if (!found) {
    let stored;
    try {
      stored = await fetchUncataloguedProduct({ db, sources: deps.sources }, { barcode: input.barcode });
    } catch (error) {
      // A retried request answers with its first scan, even when its barcode finds nothing now.
      const replay = existing ? await findScanByClientId({ db }, { actor: existing, clientScanId: input.clientScanId }) : null;
      if (replay) return getScannedProductView({ db }, { publicId: replay.publicId, viewerUserId: viewer });
      throw error;
    }
    found = await scanBarcode(stored.barcode);
    // Stored by the live lookup, and gone again (deleted) before it was scanned.
    if (!found) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND_MESSAGE);
  }
  const { barcode, scanned, readAt } = found;
  const { publicId, scanProductId, charged, product } = scanned;
  setGuestCookie(input.cookies, scanned.newGuestToken);
  const readAgain = () => getScannedProductView({ db }, { publicId, viewerUserId: viewer });
  // A client id replayed with another barcode: the first answer is of the product it was sent with.
  if (scanProductId !== product.id) return readAgain();
  if (charged && deps.ai) {
    // A proposal adds registry rows: the first view resolves the product against them.
    const proposal = await proposeOwnerForUnknownBrand({ db, ai: deps.ai }, { productId: product.id }).catch(() => "failed");
    if (proposal === "proposed") return readAgain();
  }
  // The scan is the viewer's own (a guest's shows 0).
  const built = catalogueView(db, owners, barcode, product, { publicId, userId: viewer ?? 0 });
  if (!built) return readAgain();
  // The product as of the scan's statement, for guests' views of this scan and product that follow.
  rememberProduct(db, built.facts, readAt, publicId);
  return built.view;
}
