import { createBrand } from "../../services/admin/registry/create-brand";
import { adminProcedure } from "../../trpc";
import { createBrandMeta, ZCreateBrandRequestSchema, ZCreateBrandResponseSchema } from "./create-brand.types";
import { registryWriteDeps } from "./registry-write-deps";

export const createBrandRoute = adminProcedure
  .meta(createBrandMeta)
  .input(ZCreateBrandRequestSchema)
  .output(ZCreateBrandResponseSchema)
  .mutation(({ ctx, input }) => createBrand(registryWriteDeps(ctx), input));
