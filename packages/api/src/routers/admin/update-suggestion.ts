import { updateSuggestion } from "../../services/admin/update-suggestion";
import { adminProcedure } from "../../trpc";
import { updateSuggestionMeta, ZUpdateSuggestionRequestSchema, ZUpdateSuggestionResponseSchema } from "./update-suggestion.types";

export const updateSuggestionRoute = adminProcedure
  .meta(updateSuggestionMeta)
  .input(ZUpdateSuggestionRequestSchema)
  .output(ZUpdateSuggestionResponseSchema)
  .mutation(({ ctx, input }) => updateSuggestion({ db: ctx.db }, input));
