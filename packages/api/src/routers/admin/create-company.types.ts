import type { OpenApiMeta } from "trpc-to-openapi";

import { ZCompanyDetailSchema, ZCreateCompanySchema } from "@productcheck/validators/brand-locations";

export const ZCreateCompanyRequestSchema = ZCreateCompanySchema;
export const ZCreateCompanyResponseSchema = ZCompanyDetailSchema;

export const createCompanyMeta = {
  openapi: {
    method: "POST",
    path: "/admin/companies",
    tags: ["admin"],
    summary: "Add a company with its HQ and parent (source admin; logged)",
    errorResponses: {
      400: "Invalid input, unknown parent, a loop or a chain too long",
      401: "Not signed in",
      403: "Not the admin",
      409: "A company of that name exists",
    },
  },
} satisfies OpenApiMeta;
