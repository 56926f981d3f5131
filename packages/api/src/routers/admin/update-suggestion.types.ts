import type { OpenApiMeta } from "trpc-to-openapi";

import { ZAdminSuggestionResultSchema, ZUpdateAdminSuggestionSchema } from "@productcheck/validators/admin-suggestion";

export const ZUpdateSuggestionRequestSchema = ZUpdateAdminSuggestionSchema;
export const ZUpdateSuggestionResponseSchema = ZAdminSuggestionResultSchema;

export const updateSuggestionMeta = {
  openapi: {
    method: "PATCH",
    path: "/admin/product-suggestions/{id}",
    tags: ["admin"],
    summary: "Edit a suggestion's fields; an approved one is applied to its product again",
    errorResponses: {
      400: "Invalid input (the message names each field)",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such suggestion",
    },
  },
} satisfies OpenApiMeta;
