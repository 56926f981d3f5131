import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";

import { ZUnknownBrandsResponseSchema } from "@productcheck/validators/brand-locations";

export const ZListUnknownBrandsRequestSchema = z.void();
export const ZListUnknownBrandsResponseSchema = ZUnknownBrandsResponseSchema;

export const listUnknownBrandsMeta = {
  openapi: {
    method: "GET",
    path: "/admin/unknown-brands",
    tags: ["admin"],
    summary: "Brands of scanned products that nothing resolves to an owner, most scanned first (at most 50)",
    errorResponses: {
      401: "Not signed in",
      403: "Not the admin",
    },
  },
} satisfies OpenApiMeta;
