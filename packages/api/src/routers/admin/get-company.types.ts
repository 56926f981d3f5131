import type { OpenApiMeta } from "trpc-to-openapi";

import { ZCompanyDetailSchema, ZRegistryIdRequestSchema } from "@productcheck/validators/brand-locations";

export const ZGetCompanyRequestSchema = ZRegistryIdRequestSchema;
export const ZGetCompanyResponseSchema = ZCompanyDetailSchema;

export const getCompanyMeta = {
  openapi: {
    method: "GET",
    path: "/admin/companies/{id}",
    tags: ["admin"],
    summary: "A company with its chain, subsidiaries, brands, product count and audit log",
    errorResponses: {
      400: "id is not a positive int32",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such company",
    },
  },
} satisfies OpenApiMeta;
