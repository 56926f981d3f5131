import { keyedHash } from "@productcheck/auth/token";

import { requestSignInCode } from "../../services/sign-in";
import { publicProcedure } from "../../trpc";
import { requestCodeMeta, ZRequestCodeRequestSchema, ZRequestCodeResponseSchema } from "./request-code.types";

export const requestCodeRoute = publicProcedure
  .meta(requestCodeMeta)
  .input(ZRequestCodeRequestSchema)
  .output(ZRequestCodeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { expiresInMinutes } = await requestSignInCode(ctx.db, ctx.mailer, {
      email: input.email,
      ipHash: keyedHash(ctx.config.secret, `ip:${ctx.request.ip}`),
      secret: ctx.config.secret,
    });
    return { sent: true as const, expiresInMinutes };
  });
