import type { OpenApiMeta } from "trpc-to-openapi";

import { ZRegistrySearchRequestSchema, ZRegistrySearchResponseSchema } from "@productcheck/validators/brand-locations";

export const ZSearchRegistryRequestSchema = ZRegistrySearchRequestSchema;
export const ZSearchRegistryResponseSchema = ZRegistrySearchResponseSchema;

export const searchRegistryMeta = {
  openapi: {
    method: "GET",
    path: "/admin/registry/search",
    tags: ["admin"],
    summary: "Brand Locations: brands (by name or alias) and companies matching query, best match first (at most 25 of each)",
    errorResponses: {
      400: "query is too long",
      401: "Not signed in",
      403: "Not the admin",
    },
  },
} satisfies OpenApiMeta;
