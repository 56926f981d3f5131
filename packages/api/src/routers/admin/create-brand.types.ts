import type { OpenApiMeta } from "trpc-to-openapi";

import { ZBrandDetailSchema, ZCreateBrandSchema } from "@productcheck/validators/brand-locations";

export const ZCreateBrandRequestSchema = ZCreateBrandSchema;
export const ZCreateBrandResponseSchema = ZBrandDetailSchema;

export const createBrandMeta = {
  openapi: {
    method: "POST",
    path: "/admin/brands",
    tags: ["admin"],
    summary: "Add a brand with its owner and aliases (source admin; logged)",
    errorResponses: {
      400: "Invalid input or unknown owner (the message says which)",
      401: "Not signed in",
      403: "Not the admin",
      409: "The name or an alias belongs to another brand",
    },
  },
} satisfies OpenApiMeta;
