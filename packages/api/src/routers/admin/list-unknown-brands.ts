import { listUnknownBrands } from "../../services/admin/registry/list-unknown-brands";
import { adminProcedure } from "../../trpc";
import { listUnknownBrandsMeta, ZListUnknownBrandsRequestSchema, ZListUnknownBrandsResponseSchema } from "./list-unknown-brands.types";

export const listUnknownBrandsRoute = adminProcedure
  .meta(listUnknownBrandsMeta)
  .input(ZListUnknownBrandsRequestSchema)
  .output(ZListUnknownBrandsResponseSchema)
  .query(({ ctx }) => listUnknownBrands({ db: ctx.db }));
