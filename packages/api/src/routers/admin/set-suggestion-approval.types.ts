import type { OpenApiMeta } from "trpc-to-openapi";

import { ZAdminSuggestionResultSchema, ZSetSuggestionApprovalSchema } from "@productcheck/validators/admin-suggestion";

export const ZSetSuggestionApprovalRequestSchema = ZSetSuggestionApprovalSchema;
export const ZSetSuggestionApprovalResponseSchema = ZAdminSuggestionResultSchema;

export const setSuggestionApprovalMeta = {
  openapi: {
    method: "PATCH",
    path: "/admin/product-suggestions/{id}/approval",
    tags: ["admin"],
    summary: "Approve (applies the suggestion to its product) or reject a suggestion",
    errorResponses: {
      400: "Invalid input",
      401: "Not signed in",
      403: "Not the admin",
      404: "No such suggestion",
      409: "An approved suggestion cannot be un-approved",
    },
  },
} satisfies OpenApiMeta;
