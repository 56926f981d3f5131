import { createTRPCRouter } from "../../trpc";
import { adminRegistryRouter } from "./registry-router";
import { adminStatsRouter } from "./stats-router";
import { adminSuggestionsRouter } from "./suggestions-router";

/** Everything only the admin may call; every procedure is an `adminProcedure`. */
export const adminRouter = createTRPCRouter({
  registry: adminRegistryRouter,
  stats: adminStatsRouter,
  suggestions: adminSuggestionsRouter,
});
