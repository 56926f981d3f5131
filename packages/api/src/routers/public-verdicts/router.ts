import { createTRPCRouter } from "../../trpc";
import { getPublicVerdictRoute } from "./get-public-verdict";

export const publicVerdictsRouter = createTRPCRouter({
  get: getPublicVerdictRoute,
});
