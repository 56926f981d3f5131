import type { OpenApiMeta } from "trpc-to-openapi";

import { ZSaveScannedProductResponseSchema, ZSaveScannedProductSchema } from "@productcheck/validators/saved-product";

export const ZSaveScannedProductRequestSchema = ZSaveScannedProductSchema;
export { ZSaveScannedProductResponseSchema };

const saveErrors = {
  400: "Invalid input",
  401: "Not signed in",
  403: "The scan belongs to someone else",
  404: "No such scan",
};

/** POST from the result screen: 'Save Results' and 'Saved'. */
export const saveScannedProductMeta = {
  openapi: {
    method: "POST",
    path: "/scanned-products/{id}/save",
    tags: ["saved"],
    summary: "Save ({isSaved: true}) or unsave ({isSaved: false}) the product of one of your own scans",
    errorResponses: saveErrors,
  },
} satisfies OpenApiMeta;

/** PUT from the saved items screen, when removing an item. */
export const updateSavedStateMeta = {
  openapi: {
    method: "PUT",
    path: "/scanned-products/{id}/save",
    tags: ["saved"],
    summary: "Set the saved state of one of your own scans' product (the saved screen removes with {isSaved: false})",
    errorResponses: saveErrors,
  },
} satisfies OpenApiMeta;
