import { createTRPCRouter } from "../../trpc";

/** The admin's usage statistics (docs/product.md, Screens: Admin). */
export const adminStatsRouter = createTRPCRouter({});
