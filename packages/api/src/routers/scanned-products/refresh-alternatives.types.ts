import type { OpenApiMeta } from "trpc-to-openapi";

import { ZAlternativesResponseSchema } from "@productcheck/validators/alternatives";
import { ZScannedProductIdSchema } from "@productcheck/validators/scanned-product";

export const ZRefreshAlternativesRequestSchema = ZScannedProductIdSchema;
export const ZRefreshAlternativesResponseSchema = ZAlternativesResponseSchema;

export const refreshAlternativesMeta = {
  openapi: {
    method: "POST",
    path: "/scanned-products/{id}/alternatives/refresh",
    tags: ["alternatives"],
    summary:
      "Recompute the alternatives ('Refresh alternatives'): costs one scan, at most 5 an hour; a list younger than 30 s is returned free",
    errorResponses: { 402: "No scans remaining", 404: "No such scanned product", 429: "Too many refreshes this hour" },
  },
} satisfies OpenApiMeta;
