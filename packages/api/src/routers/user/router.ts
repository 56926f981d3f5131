import { createTRPCRouter } from "../../trpc";
import { getUserRoute } from "./get-user";

export const userRouter = createTRPCRouter({
  me: getUserRoute,
});
