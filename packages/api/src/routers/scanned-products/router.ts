import { createTRPCRouter } from "../../trpc";
import { getAlternativesRoute } from "./get-alternatives";
import { getScannedProductRoute } from "./get-scanned-product";
import { refreshAlternativesRoute } from "./refresh-alternatives";
import { saveScannedProductRoute } from "./save-scanned-product";
import { updateSavedStateRoute } from "./update-saved-state";

export const scannedProductsRouter = createTRPCRouter({
  get: getScannedProductRoute,
  alternatives: getAlternativesRoute,
  refreshAlternatives: refreshAlternativesRoute,
  save: saveScannedProductRoute,
  updateSaved: updateSavedStateRoute,
});
