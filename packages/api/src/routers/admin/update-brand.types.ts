import type { OpenApiMeta } from "trpc-to-openapi";

import { ZBrandDetailSchema, ZUpdateBrandSchema } from "@productcheck/validators/brand-locations";

export const ZUpdateBrandRequestSchema = ZUpdateBrandSchema;
export const ZUpdateBrandResponseSchema = ZBrandDetailSchema;

export const updateBrandMeta = {
  openapi: {
    method: "PATCH",
    path: "/admin/brands/{id}",
    tags: ["admin"],
    summary: "Change a brand's name, owner or aliases (source admin; logged)",
    errorResponses: {
      400: "Invalid input or unknown owner (the message says which)",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such brand",
      409: "The name or an alias belongs to another brand",
    },
  },
} satisfies OpenApiMeta;
