import { verifySignInCode } from "../../services/auth/sign-in";
import { publicProcedure } from "../../trpc";
import { verifyCodeMeta, ZVerifyCodeRequestSchema, ZVerifyCodeResponseSchema } from "./verify-code.types";

export const verifyCodeRoute = publicProcedure
  .meta(verifyCodeMeta)
  .input(ZVerifyCodeRequestSchema)
  .output(ZVerifyCodeResponseSchema)
  .mutation(async ({ ctx, input }) => ({
    user: await verifySignInCode({ db: ctx.db, config: ctx.config }, { principal: ctx.principal, cookies: ctx.cookies, ip: ctx.request.ip, ...input }),
  }));
