import { setRegionalOwner } from "../../services/admin/registry/set-regional-owner";
import { adminProcedure } from "../../trpc";
import { registryWriteDeps } from "./registry-write-deps";
import { setRegionalOwnerMeta, ZSetRegionalOwnerRequestSchema, ZSetRegionalOwnerResponseSchema } from "./set-regional-owner.types";

export const setRegionalOwnerRoute = adminProcedure
  .meta(setRegionalOwnerMeta)
  .input(ZSetRegionalOwnerRequestSchema)
  .output(ZSetRegionalOwnerResponseSchema)
  .mutation(({ ctx, input }) => setRegionalOwner(registryWriteDeps(ctx), input));
