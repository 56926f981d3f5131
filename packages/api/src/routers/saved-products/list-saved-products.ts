import { shopperLocale } from "../../i18n/shopper-messages";
import { listSavedProducts } from "../../services/saved-products/saved-products";
import { protectedProcedure } from "../../trpc";
import {
  listSavedProductsMeta,
  ZListSavedProductsRequestSchema,
  ZListSavedProductsResponseSchema,
} from "./list-saved-products.types";

export const listSavedProductsRoute = protectedProcedure
  .meta(listSavedProductsMeta)
  .input(ZListSavedProductsRequestSchema)
  .output(ZListSavedProductsResponseSchema)
  .query(({ ctx }) => listSavedProducts({ db: ctx.db }, { userId: ctx.session.user.id, locale: shopperLocale(ctx.request.acceptLanguage) }));
