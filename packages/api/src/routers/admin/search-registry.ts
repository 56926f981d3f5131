import { searchRegistry } from "../../services/admin/registry/search-registry";
import { adminProcedure } from "../../trpc";
import { searchRegistryMeta, ZSearchRegistryRequestSchema, ZSearchRegistryResponseSchema } from "./search-registry.types";

export const searchRegistryRoute = adminProcedure
  .meta(searchRegistryMeta)
  .input(ZSearchRegistryRequestSchema)
  .output(ZSearchRegistryResponseSchema)
  .query(({ ctx, input }) => searchRegistry({ db: ctx.db }, input));
