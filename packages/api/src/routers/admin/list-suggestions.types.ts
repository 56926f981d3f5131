import type { OpenApiMeta } from "trpc-to-openapi";

import { ZAdminSuggestionsResponseSchema, ZListAdminSuggestionsSchema } from "@productcheck/validators/admin-suggestion";

export const ZListSuggestionsRequestSchema = ZListAdminSuggestionsSchema;
export const ZListSuggestionsResponseSchema = ZAdminSuggestionsResponseSchema;

export const listSuggestionsMeta = {
  openapi: {
    method: "GET",
    path: "/admin/product-suggestions",
    tags: ["admin"],
    summary: "Shoppers' suggestions grouped by barcode, newest first: approved=true, approved=false (pending) or all",
    errorResponses: { 400: "approved is neither true nor false", 401: "Not signed in", 403: "Not the admin" },
  },
} satisfies OpenApiMeta;
