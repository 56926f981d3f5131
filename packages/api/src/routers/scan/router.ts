import { createTRPCRouter } from "../../trpc";
import { createScanRoute } from "./create-scan";

export const scanRouter = createTRPCRouter({
  create: createScanRoute,
});
