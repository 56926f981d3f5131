import { signOut } from "../../services/auth/sign-in";
import { publicProcedure } from "../../trpc";
import { logoutMeta, ZLogoutRequestSchema, ZLogoutResponseSchema } from "./logout.types";

export const logoutRoute = publicProcedure
  .meta(logoutMeta)
  .input(ZLogoutRequestSchema)
  .output(ZLogoutResponseSchema)
  .mutation(async ({ ctx }) => {
    await signOut({ db: ctx.db }, { principal: ctx.principal, cookies: ctx.cookies });
    return { loggedOut: true as const };
  });
