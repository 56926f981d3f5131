import { createTRPCRouter } from "../../trpc";
import { getStatsRoute } from "./get-stats";

/** The admin's usage statistics (docs/product.md, Screens: Admin). */
export const adminStatsRouter = createTRPCRouter({
  get: getStatsRoute,
});
