import { createTRPCRouter } from "../../trpc";
import { getStatusRoute } from "./get-status";

export const authRouter = createTRPCRouter({
  status: getStatusRoute,
});
