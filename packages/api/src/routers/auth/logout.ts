import { invalidateSession, SESSION_COOKIE } from "@productcheck/auth/session";

import { publicProcedure } from "../../trpc";
import { logoutMeta, ZLogoutRequestSchema, ZLogoutResponseSchema } from "./logout.types";

export const logoutRoute = publicProcedure
  .meta(logoutMeta)
  .input(ZLogoutRequestSchema)
  .output(ZLogoutResponseSchema)
  .mutation(async ({ ctx }) => {
    if (ctx.principal.kind === "user") await invalidateSession(ctx.db, ctx.principal.session.sessionId);
    ctx.cookies.clear(SESSION_COOKIE);
    return { loggedOut: true as const };
  });
