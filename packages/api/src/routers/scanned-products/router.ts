import { createTRPCRouter } from "../../trpc";
import { getScannedProductRoute } from "./get-scanned-product";

export const scannedProductsRouter = createTRPCRouter({
  get: getScannedProductRoute,
});
