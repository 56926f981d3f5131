import { createPaymentIntent } from "../../services/payments/create-payment-intent";
import { publicProcedure } from "../../trpc";
import { createIntentMeta, ZCreateIntentRequestSchema, ZCreateIntentResponseSchema } from "./create-intent.types";

export const createIntentRoute = publicProcedure
  .meta(createIntentMeta)
  .input(ZCreateIntentRequestSchema)
  .output(ZCreateIntentResponseSchema)
  .mutation(({ ctx, input }) =>
    createPaymentIntent(
      { db: ctx.db, payments: ctx.payments, config: ctx.config },
      { principal: ctx.principal, cookies: ctx.cookies, ip: ctx.request.ip, ...input },
    ),
  );
