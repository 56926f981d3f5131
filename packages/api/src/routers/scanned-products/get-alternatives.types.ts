import type { OpenApiMeta } from "trpc-to-openapi";

import { ZAlternativesResponseSchema } from "@productcheck/validators/alternatives";
import { ZScannedProductIdSchema } from "@productcheck/validators/scanned-product";

export const ZGetAlternativesRequestSchema = ZScannedProductIdSchema;
export const ZGetAlternativesResponseSchema = ZAlternativesResponseSchema;

export const getAlternativesMeta = {
  openapi: {
    method: "GET",
    path: "/scanned-products/{id}/alternatives",
    tags: ["alternatives"],
    summary:
      "Up to 5 non-US alternatives to an American product. Free for the scanner; anyone else pays one scan once (same-origin requests only), or gets needsPayment",
    errorResponses: { 404: "No such scanned product" },
  },
} satisfies OpenApiMeta;
