import { getAdminStats } from "../../services/admin/admin-stats";
import { adminProcedure } from "../../trpc";
import { getStatsMeta, ZGetStatsRequestSchema, ZGetStatsResponseSchema } from "./get-stats.types";

export const getStatsRoute = adminProcedure
  .meta(getStatsMeta)
  .input(ZGetStatsRequestSchema)
  .output(ZGetStatsResponseSchema)
  .query(({ ctx }) => getAdminStats({ db: ctx.db }));
