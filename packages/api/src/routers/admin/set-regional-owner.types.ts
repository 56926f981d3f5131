import type { OpenApiMeta } from "trpc-to-openapi";

import { ZBrandDetailSchema, ZSetRegionalOwnerSchema } from "@productcheck/validators/brand-locations";

export const ZSetRegionalOwnerRequestSchema = ZSetRegionalOwnerSchema;
export const ZSetRegionalOwnerResponseSchema = ZBrandDetailSchema;

export const setRegionalOwnerMeta = {
  openapi: {
    method: "PUT",
    path: "/admin/brands/{id}/regional-owners/{region}",
    tags: ["admin"],
    summary: "Set (or with ownerId null remove) a brand's owner in one market region (logged)",
    errorResponses: {
      400: "Invalid input, unknown owner or no regional owner to remove",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such brand",
    },
  },
} satisfies OpenApiMeta;
