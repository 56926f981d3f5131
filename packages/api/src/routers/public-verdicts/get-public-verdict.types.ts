import type { OpenApiMeta } from "trpc-to-openapi";

import { ZPublicVerdictRequestSchema, ZPublicVerdictSchema } from "@productcheck/validators/public-verdict";

export const ZGetPublicVerdictRequestSchema = ZPublicVerdictRequestSchema;
export const ZGetPublicVerdictResponseSchema = ZPublicVerdictSchema;

export const getPublicVerdictMeta = {
  openapi: {
    method: "GET",
    path: "/public/products/{barcode}",
    tags: ["public"],
    summary: "A catalogue product's origin facts and verdict, for anyone: no scan, no alternatives, no live lookup",
  },
} satisfies OpenApiMeta;
