import type { OpenApiMeta } from "trpc-to-openapi";

import { ZBrandDetailSchema, ZRegistryIdRequestSchema } from "@productcheck/validators/brand-locations";

export const ZGetBrandRequestSchema = ZRegistryIdRequestSchema;
export const ZGetBrandResponseSchema = ZBrandDetailSchema;

export const getBrandMeta = {
  openapi: {
    method: "GET",
    path: "/admin/brands/{id}",
    tags: ["admin"],
    summary: "A brand with its ownership chain, aliases, regional owners, counts and audit log",
    errorResponses: {
      400: "id is not a positive int32",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such brand",
    },
  },
} satisfies OpenApiMeta;
