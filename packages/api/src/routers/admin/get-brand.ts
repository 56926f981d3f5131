import { getBrandDetail } from "../../services/admin/registry/get-brand-detail";
import { adminProcedure } from "../../trpc";
import { getBrandMeta, ZGetBrandRequestSchema, ZGetBrandResponseSchema } from "./get-brand.types";

export const getBrandRoute = adminProcedure
  .meta(getBrandMeta)
  .input(ZGetBrandRequestSchema)
  .output(ZGetBrandResponseSchema)
  .query(({ ctx, input }) => getBrandDetail({ db: ctx.db }, input));
