import type { OpenApiMeta } from "trpc-to-openapi";

import { ZScannedProductIdSchema, ZScannedProductSchema } from "@productcheck/validators/scanned-product";

export const ZGetScannedProductRequestSchema = ZScannedProductIdSchema;
export const ZGetScannedProductResponseSchema = ZScannedProductSchema;

export const getScannedProductMeta = {
  openapi: {
    method: "GET",
    path: "/scanned-products/{id}",
    tags: ["scan"],
    summary: "A scan's product: what it is, where it is made, who owns the brand, and why we think so",
  },
} satisfies OpenApiMeta;
