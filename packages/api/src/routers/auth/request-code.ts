import { hashIp } from "@productcheck/auth/token";

import { requestSignInCode } from "../../services/auth/sign-in";
import { publicProcedure } from "../../trpc";
import { requestCodeMeta, ZRequestCodeRequestSchema, ZRequestCodeResponseSchema } from "./request-code.types";

export const requestCodeRoute = publicProcedure
  .meta(requestCodeMeta)
  .input(ZRequestCodeRequestSchema)
  .output(ZRequestCodeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { expiresInMinutes } = await requestSignInCode(ctx.db, ctx.mailer, {
      email: input.email,
      ipHash: hashIp(ctx.config.secret, ctx.request.ip),
      secret: ctx.config.secret,
    });
    return { sent: true as const, expiresInMinutes };
  });
