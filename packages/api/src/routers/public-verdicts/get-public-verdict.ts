import { shopperLocale } from "../../i18n/shopper-messages";
import { getPublicVerdict } from "../../services/public-verdict/public-verdict";
import { publicProcedure } from "../../trpc";
import {
  getPublicVerdictMeta,
  ZGetPublicVerdictRequestSchema,
  ZGetPublicVerdictResponseSchema,
} from "./get-public-verdict.types";

export const getPublicVerdictRoute = publicProcedure
  .meta(getPublicVerdictMeta)
  .input(ZGetPublicVerdictRequestSchema)
  .output(ZGetPublicVerdictResponseSchema)
  .query(({ ctx, input }) => getPublicVerdict({ db: ctx.db, config: ctx.config }, { barcode: input.barcode, ip: ctx.request.ip, locale: shopperLocale(ctx.request.acceptLanguage) }));
