import { createTRPCRouter } from "../../trpc";

/** The admin's review of shoppers' product suggestions (docs/product.md, Screens: Admin). */
export const adminSuggestionsRouter = createTRPCRouter({});
