import { shopperLocale } from "../../i18n/shopper-messages";
import { explainedForShopper } from "../../i18n/shopper-texts";
import { getScannedProductView, rememberedGuestView } from "../../services/scanned-products/product-view";
import { type Context, publicProcedure } from "../../trpc";
import {
  getScannedProductMeta,
  ZGetScannedProductRequestSchema,
  ZGetScannedProductResponseSchema,
} from "./get-scanned-product.types";

export const getScannedProductRoute = publicProcedure
  .meta(getScannedProductMeta)
  .input(ZGetScannedProductRequestSchema)
  .output(ZGetScannedProductResponseSchema)
  .query(async ({ ctx, input }) =>
    explainedForShopper(
      await getScannedProductView(
        { db: ctx.db },
        { publicId: input.id, viewerUserId: ctx.principal.kind === "user" ? ctx.principal.session.user.id : null },
      ),
      shopperLocale(ctx.request.acceptLanguage),
    ),
  );

/**
 * What this procedure answers a viewer who is not signed in, when this process holds it already
 * (`rememberedGuestView`), else undefined: the REST layer sends it without calling the procedure
 * (remembered-answers.ts).
 */
export async function rememberedScannedProductAnswer(ctx: Context, input: unknown) {
  if (ctx.principal.kind === "user") return undefined;
  const parsed = ZGetScannedProductRequestSchema.safeParse(input);
  const view = parsed.success ? await rememberedGuestView(ctx.db, parsed.data.id) : undefined;
  // The English view is the shared object, so the REST layer serialises it once; another language is a copy.
  return view && explainedForShopper(view, shopperLocale(ctx.request.acceptLanguage));
}
