import { createTRPCRouter } from "../../trpc";
import { getScannedProductRoute } from "./get-scanned-product";
import { saveScannedProductRoute } from "./save-scanned-product";
import { updateSavedStateRoute } from "./update-saved-state";

export const scannedProductsRouter = createTRPCRouter({
  get: getScannedProductRoute,
  save: saveScannedProductRoute,
  updateSaved: updateSavedStateRoute,
});
