import { updateBrand } from "../../services/admin/registry/update-brand";
import { adminProcedure } from "../../trpc";
import { registryWriteDeps } from "./registry-write-deps";
import { updateBrandMeta, ZUpdateBrandRequestSchema, ZUpdateBrandResponseSchema } from "./update-brand.types";

export const updateBrandRoute = adminProcedure
  .meta(updateBrandMeta)
  .input(ZUpdateBrandRequestSchema)
  .output(ZUpdateBrandResponseSchema)
  .mutation(({ ctx, input }) => updateBrand(registryWriteDeps(ctx), input));
