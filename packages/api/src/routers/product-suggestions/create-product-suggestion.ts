import { createProductSuggestion } from "../../services/product-suggestions/create-product-suggestion";
import { protectedProcedure } from "../../trpc";
import {
  createProductSuggestionMeta,
  ZCreateProductSuggestionRequestSchema,
  ZCreateProductSuggestionResponseSchema,
} from "./create-product-suggestion.types";

export const createProductSuggestionRoute = protectedProcedure
  .meta(createProductSuggestionMeta)
  .input(ZCreateProductSuggestionRequestSchema)
  .output(ZCreateProductSuggestionResponseSchema)
  .mutation(({ ctx, input }) => createProductSuggestion({ db: ctx.db }, { userId: ctx.session.user.id, suggestion: input }));
