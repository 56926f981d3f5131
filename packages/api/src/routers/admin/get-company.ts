import { getCompanyDetail } from "../../services/admin/registry/get-company-detail";
import { adminProcedure } from "../../trpc";
import { getCompanyMeta, ZGetCompanyRequestSchema, ZGetCompanyResponseSchema } from "./get-company.types";

export const getCompanyRoute = adminProcedure
  .meta(getCompanyMeta)
  .input(ZGetCompanyRequestSchema)
  .output(ZGetCompanyResponseSchema)
  .query(({ ctx, input }) => getCompanyDetail({ db: ctx.db }, input));
