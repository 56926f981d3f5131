import { getScannedProductView } from "../../services/scanned-products/product-view";
import { publicProcedure } from "../../trpc";
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
