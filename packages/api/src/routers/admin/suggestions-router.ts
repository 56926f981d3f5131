import { createTRPCRouter } from "../../trpc";
import { listSuggestionsRoute } from "./list-suggestions";
import { setSuggestionApprovalRoute } from "./set-suggestion-approval";
import { updateSuggestionRoute } from "./update-suggestion";

/** The admin's review of shoppers' product suggestions (docs/product.md, Screens: Admin). */
export const adminSuggestionsRouter = createTRPCRouter({
  list: listSuggestionsRoute,
  setApproval: setSuggestionApprovalRoute,
  update: updateSuggestionRoute,
});
