import { listSuggestions } from "../../services/admin/list-suggestions";
import { adminProcedure } from "../../trpc";
import { listSuggestionsMeta, ZListSuggestionsRequestSchema, ZListSuggestionsResponseSchema } from "./list-suggestions.types";

export const listSuggestionsRoute = adminProcedure
  .meta(listSuggestionsMeta)
  .input(ZListSuggestionsRequestSchema)
  .output(ZListSuggestionsResponseSchema)
  .query(({ ctx, input }) =>
    listSuggestions({ db: ctx.db }, { approved: input.approved === undefined ? undefined : input.approved === "true" }),
  );
