import { createTRPCRouter } from "../../trpc";
import { createProductSuggestionRoute } from "./create-product-suggestion";

export const productSuggestionsRouter = createTRPCRouter({
  create: createProductSuggestionRoute,
});
