import { createTRPCRouter } from "../../trpc";
import { confirmSuccessRoute } from "./confirm-success";
import { createIntentRoute } from "./create-intent";
import { getConfigRoute } from "./get-config";

export const paymentsRouter = createTRPCRouter({
  createIntent: createIntentRoute,
  confirmSuccess: confirmSuccessRoute,
  config: getConfigRoute,
});
