import { getUserView } from "../../services/user/user-account";
import { publicProcedure } from "../../trpc";
import { getUserMeta, ZGetUserRequestSchema, ZGetUserResponseSchema } from "./get-user.types";

export const getUserRoute = publicProcedure
  .meta(getUserMeta)
  .input(ZGetUserRequestSchema)
  .output(ZGetUserResponseSchema)
  .query(({ ctx }) => getUserView({ db: ctx.db, config: ctx.config }, { principal: ctx.principal }));
