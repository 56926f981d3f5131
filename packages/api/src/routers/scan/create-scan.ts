import { shopperLocale } from "../../i18n/shopper-messages";
import { explainedForShopper } from "../../i18n/shopper-texts";
import { scanProduct } from "../../services/scan/scan-product";
import { publicProcedure } from "../../trpc";
import { createScanMeta, ZCreateScanRequestSchema, ZCreateScanResponseSchema } from "./create-scan.types";

export const createScanRoute = publicProcedure
  .meta(createScanMeta)
  .input(ZCreateScanRequestSchema)
  .output(ZCreateScanResponseSchema)
  .mutation(async ({ ctx, input }) => ({
    scannedProduct: explainedForShopper(
      await scanProduct(
        { db: ctx.db, sources: ctx.sources, ai: ctx.ai, config: ctx.config },
        { principal: ctx.principal, cookies: ctx.cookies, ip: ctx.request.ip, userAgent: ctx.request.userAgent, ...input },
      ),
      shopperLocale(ctx.request.acceptLanguage),
    ),
  }));
