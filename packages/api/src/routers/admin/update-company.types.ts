import type { OpenApiMeta } from "trpc-to-openapi";

import { ZCompanyDetailSchema, ZUpdateCompanySchema } from "@productcheck/validators/brand-locations";

export const ZUpdateCompanyRequestSchema = ZUpdateCompanySchema;
export const ZUpdateCompanyResponseSchema = ZCompanyDetailSchema;

export const updateCompanyMeta = {
  openapi: {
    method: "PATCH",
    path: "/admin/companies/{id}",
    tags: ["admin"],
    summary: "Change a company's name, HQ or parent (source admin; logged)",
    errorResponses: {
      400: "Invalid input, unknown parent, a loop or a chain too long",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such company",
      409: "A company of that name exists",
    },
  },
} satisfies OpenApiMeta;
