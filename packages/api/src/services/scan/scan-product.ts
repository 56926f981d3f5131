import type { Principal } from "@productcheck/auth/principal";
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { deviceClass } from "@productcheck/domain/device-class";
import type { TScanRequest } from "@productcheck/validators/scan";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import type { ApiConfig } from "../../config";
import { getScannedProductView } from "../scanned-products/product-view";
import { ensureActor } from "../shared/actor";
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
 * POST /api/scan (PRODUCT.md §2–3): a replayed client id answers with its first scan; otherwise the
 * product is found (catalogue, then live lookup), the scan recorded and charged, and a brand nobody
 * knows put to the AI (when configured) before the first view.
 */
export async function scanProduct(deps: ScanDeps, input: ScanRequest): Promise<TScannedProduct> {
  const { db, config } = deps;
  const ipHash = hashIp(config.secret, input.ip);
  const actor = await ensureActor({ db }, {
    principal: input.principal,
    cookies: input.cookies,
    guestDefaults: { scansRemaining: config.freeGuestScans, ipHash },
  });
  const viewer = actor.userId ?? null;
  const replay = await findScanByClientId({ db }, { actor, clientScanId: input.clientScanId });
  if (replay) return getScannedProductView({ db }, { scanId: replay.id, viewerUserId: viewer });

  const { productId } = await findOrFetchProduct({ db, sources: deps.sources }, { barcode: input.barcode });
  const { scanId, charged } = await recordScan({ db }, {
    actor,
    productId,
    clientScanId: input.clientScanId,
    deviceClass: deviceClass(input.userAgent),
    ipHash,
    guestScansPerIpPerDay: config.guestScansPerIpPerDay,
  });
  if (charged) await proposeOwnerForUnknownBrand({ db, ai: deps.ai }, { productId }).catch(() => "failed");
  return getScannedProductView({ db }, { scanId, viewerUserId: viewer });
}
