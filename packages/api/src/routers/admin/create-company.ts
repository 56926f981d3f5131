import { createCompany } from "../../services/admin/registry/create-company";
import { adminProcedure } from "../../trpc";
import { createCompanyMeta, ZCreateCompanyRequestSchema, ZCreateCompanyResponseSchema } from "./create-company.types";
import { registryWriteDeps } from "./registry-write-deps";

export const createCompanyRoute = adminProcedure
  .meta(createCompanyMeta)
  .input(ZCreateCompanyRequestSchema)
  .output(ZCreateCompanyResponseSchema)
  .mutation(({ ctx, input }) => createCompany(registryWriteDeps(ctx), input));
