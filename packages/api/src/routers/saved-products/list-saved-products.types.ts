import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZSavedProductListSchema } from "@productcheck/validators/saved-product";

export const ZListSavedProductsRequestSchema = z.void();
export const ZListSavedProductsResponseSchema = ZSavedProductListSchema;

export const listSavedProductsMeta = {
  openapi: {
    method: "GET",
    path: "/saved-products",
    tags: ["saved"],
    summary: "Your saved products, newest first; each id is the scan to open at /results/{id}",
    errorResponses: { 401: "Not signed in" },
  },
} satisfies OpenApiMeta;
