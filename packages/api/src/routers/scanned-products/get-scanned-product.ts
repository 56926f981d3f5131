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
  .query(({ ctx, input }) =>
    getScannedProductView(
      { db: ctx.db },
      { publicId: input.id, viewerUserId: ctx.principal.kind === "user" ? ctx.principal.session.user.id : null },
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
  return parsed.success ? rememberedGuestView(ctx.db, parsed.data.id) : undefined;
}
