import { GUEST_COOKIE } from "@productcheck/auth/guest";
import { createSession, invalidateSession, SESSION_COOKIE } from "@productcheck/auth/session";

import { signInWithCode } from "../../services/auth/sign-in";
import { publicProcedure } from "../../trpc";
import { verifyCodeMeta, ZVerifyCodeRequestSchema, ZVerifyCodeResponseSchema } from "./verify-code.types";

export const verifyCodeRoute = publicProcedure
  .meta(verifyCodeMeta)
  .input(ZVerifyCodeRequestSchema)
  .output(ZVerifyCodeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { principal } = ctx;
    const user = await signInWithCode({ db: ctx.db, config: ctx.config }, {
      email: input.email,
      code: input.code,
      guestId: principal.kind === "guest" ? (principal.guest?.id ?? null) : null,
    });
    // Signing in again (or as someone else) replaces the browser's session.
    if (principal.kind === "user") await invalidateSession(ctx.db, principal.session.sessionId);
    const session = await createSession(ctx.db, user.id);
    ctx.cookies.set(SESSION_COOKIE, session.token, { expires: session.expiresAt });
    // The guest now lives in the account; after a logout this browser starts as a new guest.
    ctx.cookies.clear(GUEST_COOKIE);
    return { user };
  });
