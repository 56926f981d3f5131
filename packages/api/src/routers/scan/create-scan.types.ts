import type { OpenApiMeta } from "trpc-to-openapi";

import { ZScanRequestSchema } from "@productcheck/validators/scan";
import { ZScanResponseSchema } from "@productcheck/validators/scanned-product";

export const ZCreateScanRequestSchema = ZScanRequestSchema;
export const ZCreateScanResponseSchema = ZScanResponseSchema;

export const createScanMeta = {
  openapi: {
    method: "POST",
    path: "/scan",
    tags: ["scan"],
    summary: "Scan a barcode: costs one scan (free again within 24 hours, never twice for one clientScanId)",
    errorResponses: {
      400: "The barcode is not a valid retail barcode",
      402: "No scans remaining",
      404: "Nobody knows this product",
      429: "Too many guest scans from this network today",
    },
  },
} satisfies OpenApiMeta;
