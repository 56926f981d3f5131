import { getPaymentConfig } from "../../services/payments/stripe-client";
import { publicProcedure } from "../../trpc";
import { getConfigMeta, ZGetConfigRequestSchema, ZGetConfigResponseSchema } from "./get-config.types";

export const getConfigRoute = publicProcedure
  .meta(getConfigMeta)
  .input(ZGetConfigRequestSchema)
  .output(ZGetConfigResponseSchema)
  .query(({ ctx }) => getPaymentConfig({ payments: ctx.payments }));
