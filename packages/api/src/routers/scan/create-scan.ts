import { keyedHash } from "@productcheck/auth/token";
import { deviceClass } from "@productcheck/domain/device-class";

import { ensureActor } from "../../services/actor";
import { proposeOwnerForUnknownBrand } from "../../services/ai/brand-proposals";
import { findOrFetchProduct } from "../../services/product-lookup";
import { getScannedProductView } from "../../services/product-view";
import { findScanByClientId, recordScan } from "../../services/scan-charge";
import { publicProcedure } from "../../trpc";
import { createScanMeta, ZCreateScanRequestSchema, ZCreateScanResponseSchema } from "./create-scan.types";

export const createScanRoute = publicProcedure
  .meta(createScanMeta)
  .input(ZCreateScanRequestSchema)
  .output(ZCreateScanResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const ipHash = keyedHash(ctx.config.secret, `ip:${ctx.request.ip}`);
    const actor = await ensureActor(ctx.db, ctx.principal, ctx.cookies, {
      scansRemaining: ctx.config.freeGuestScans,
      ipHash,
    });
    const viewer = actor.userId ?? null;
    const replay = await findScanByClientId(ctx.db, actor, input.clientScanId);
    if (replay) return { scannedProduct: await getScannedProductView(ctx.db, replay.id, viewer) };

    const { productId } = await findOrFetchProduct(ctx.db, ctx.sources, input.barcode);
    const { scanId, charged } = await recordScan(ctx.db, {
      actor,
      productId,
      clientScanId: input.clientScanId,
      deviceClass: deviceClass(ctx.request.userAgent),
      ipHash,
      guestScansPerIpPerDay: ctx.config.guestScansPerIpPerDay,
    });
    // PRODUCT.md §3 step 4: a brand nobody knows is put to the AI (when configured) before the first view.
    if (charged) await proposeOwnerForUnknownBrand(ctx.db, ctx.ai, productId).catch(() => "failed");
    return { scannedProduct: await getScannedProductView(ctx.db, scanId, viewer) };
  });
