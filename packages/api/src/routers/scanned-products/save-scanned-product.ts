import { setSavedState } from "../../services/saved-products/saved-products";
import { protectedProcedure } from "../../trpc";
import {
  saveScannedProductMeta,
  ZSaveScannedProductRequestSchema,
  ZSaveScannedProductResponseSchema,
} from "./save-scanned-product.types";

export const saveScannedProductRoute = protectedProcedure
  .meta(saveScannedProductMeta)
  .input(ZSaveScannedProductRequestSchema)
  .output(ZSaveScannedProductResponseSchema)
  .mutation(({ ctx, input }) =>
    setSavedState({ db: ctx.db }, { userId: ctx.session.user.id, publicId: input.id, isSaved: input.isSaved }),
  );
