import { z } from "zod";

import { ZIdSchema } from "./input";
import { ZProductSuggestionSchema } from "./product-suggestion";

/** A suggestion's id in a path: a positive int32 (larger numbers cannot be a row's id). */
const ZSuggestionIdSchema = ZIdSchema;

/** A JSON boolean, strictly (see saved-product.ts: behind a pipe the REST adapter does not coerce it). */
const ZStrictBooleanSchema = z.boolean({ error: "must be true or false" }).pipe(z.boolean());

/**
 * GET /api/admin/product-suggestions: `approved` is "true" (the approved tab), "false" (pending) or
 * absent (all). A query string carries text, so the two words are the values; anything else is a 400.
 */
export const ZListAdminSuggestionsSchema = z.object({
  approved: z.enum(["true", "false"], { error: "approved must be true or false" }).optional(),
});
export type TListAdminSuggestions = z.infer<typeof ZListAdminSuggestionsSchema>;

/** One suggestion as the admin sees it (docs/product.md, Screens: Admin). */
export const ZAdminSuggestionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  barcode: z.string(),
  productId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  brand: z.string(),
  size: z.string(),
  country: z.string(),
  category: z.string(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type TAdminSuggestion = z.infer<typeof ZAdminSuggestionSchema>;

/** Suggestions keyed by barcode, newest first within each barcode. */
export const ZAdminSuggestionsResponseSchema = z.object({
  groupedSuggestions: z.record(z.string(), z.array(ZAdminSuggestionSchema)),
});
export type TAdminSuggestionsResponse = z.infer<typeof ZAdminSuggestionsResponseSchema>;

/** PATCH /api/admin/product-suggestions/{id}/approval: Approve sends true, Reject false. */
export const ZSetSuggestionApprovalSchema = z.object({
  id: ZSuggestionIdSchema,
  isApproved: ZStrictBooleanSchema,
});
export type TSetSuggestionApproval = z.infer<typeof ZSetSuggestionApprovalSchema>;

/** PATCH /api/admin/product-suggestions/{id}: the admin's edit; only the name is required (after trimming). */
export const ZUpdateAdminSuggestionSchema = ZProductSuggestionSchema.omit({ barcode: true, productId: true }).extend({
  id: ZSuggestionIdSchema,
});
export type TUpdateAdminSuggestion = z.input<typeof ZUpdateAdminSuggestionSchema>;
export type TUpdateAdminSuggestionData = z.output<typeof ZUpdateAdminSuggestionSchema>;

/** The answer of both PATCH calls (the app does not read it). */
export const ZAdminSuggestionResultSchema = ZAdminSuggestionSchema;
