import { publicProcedure } from "../../trpc";
import { getStatusMeta, ZGetStatusRequestSchema, ZGetStatusResponseSchema } from "./get-status.types";

export const getStatusRoute = publicProcedure
  .meta(getStatusMeta)
  .input(ZGetStatusRequestSchema)
  .output(ZGetStatusResponseSchema)
  .query(({ ctx }) => {
    const { principal } = ctx;
    if (principal.kind === "user") {
      return { authenticated: true, userId: principal.session.user.id, email: principal.session.user.email };
    }
    return { authenticated: false, userId: 0, email: null };
  });
