import { setSavedState } from "../../services/saved-products/saved-products";
import { protectedProcedure } from "../../trpc";
import {
  updateSavedStateMeta,
  ZSaveScannedProductRequestSchema,
  ZSaveScannedProductResponseSchema,
} from "./save-scanned-product.types";

/** The PUT twin of `save`: same input, same service, so both methods behave identically. */
export const updateSavedStateRoute = protectedProcedure
  .meta(updateSavedStateMeta)
  .input(ZSaveScannedProductRequestSchema)
  .output(ZSaveScannedProductResponseSchema)
  .mutation(({ ctx, input }) =>
    setSavedState({ db: ctx.db }, { userId: ctx.session.user.id, publicId: input.id, isSaved: input.isSaved }),
  );
