import { confirmPaymentSuccess } from "../../services/payments/confirm-payment";
import { publicProcedure } from "../../trpc";
import { confirmSuccessMeta, ZConfirmSuccessRequestSchema, ZConfirmSuccessResponseSchema } from "./confirm-success.types";

export const confirmSuccessRoute = publicProcedure
  .meta(confirmSuccessMeta)
  .input(ZConfirmSuccessRequestSchema)
  .output(ZConfirmSuccessResponseSchema)
  .mutation(({ ctx, input }) =>
    confirmPaymentSuccess({ db: ctx.db, payments: ctx.payments, config: ctx.config }, { principal: ctx.principal, ...input }),
  );
