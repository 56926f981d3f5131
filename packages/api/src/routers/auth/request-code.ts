import { requestSignInCode } from "../../services/auth/sign-in";
import { publicProcedure } from "../../trpc";
import { requestCodeMeta, ZRequestCodeRequestSchema, ZRequestCodeResponseSchema } from "./request-code.types";

export const requestCodeRoute = publicProcedure
  .meta(requestCodeMeta)
  .input(ZRequestCodeRequestSchema)
  .output(ZRequestCodeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { expiresInMinutes } = await requestSignInCode(
      { db: ctx.db, mailer: ctx.mailer, config: ctx.config },
      { email: input.email, ip: ctx.request.ip },
    );
    return { sent: true as const, expiresInMinutes };
  });
