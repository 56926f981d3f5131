import { updateCompany } from "../../services/admin/registry/update-company";
import { adminProcedure } from "../../trpc";
import { registryWriteDeps } from "./registry-write-deps";
import { updateCompanyMeta, ZUpdateCompanyRequestSchema, ZUpdateCompanyResponseSchema } from "./update-company.types";

export const updateCompanyRoute = adminProcedure
  .meta(updateCompanyMeta)
  .input(ZUpdateCompanyRequestSchema)
  .output(ZUpdateCompanyResponseSchema)
  .mutation(({ ctx, input }) => updateCompany(registryWriteDeps(ctx), input));
