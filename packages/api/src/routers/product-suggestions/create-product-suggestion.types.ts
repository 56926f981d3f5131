import type { OpenApiMeta } from "trpc-to-openapi";

import { ZProductSuggestionResponseSchema, ZProductSuggestionSchema } from "@productcheck/validators/product-suggestion";

export const ZCreateProductSuggestionRequestSchema = ZProductSuggestionSchema;
export const ZCreateProductSuggestionResponseSchema = ZProductSuggestionResponseSchema;

export const createProductSuggestionMeta = {
  openapi: {
    method: "POST",
    path: "/product-suggestions",
    tags: ["suggestions"],
    summary: "Suggest corrected product data; stored as pending until the admin reviews it",
    errorResponses: {
      400: "Invalid input (the message names each field), or a barcode that is not the product's",
      401: "Not signed in",
      404: "No such product",
      429: "Too many suggestions recently",
    },
  },
} satisfies OpenApiMeta;
