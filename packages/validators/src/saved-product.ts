import { z } from "zod";

import { ZPublicIdSchema } from "./input";

/**
 * A JSON boolean, strictly. The REST adapter (trpc-to-openapi) switches plain `z.boolean()` body
 * fields to coercion, under which the string "false" would mean true; behind a pipe it leaves them be.
 */
const ZStrictBooleanSchema = z.boolean({ error: "must be true or false" }).pipe(z.boolean());

/** POST and PUT /api/scanned-products/{id}/save: `id` is the scan's public id (the one in /results/{id}). */
export const ZSaveScannedProductSchema = z.object({
  id: ZPublicIdSchema,
  isSaved: ZStrictBooleanSchema,
});
export type TSaveScannedProduct = z.infer<typeof ZSaveScannedProductSchema>;

export const ZSaveScannedProductResponseSchema = z.object({ id: z.string(), isSaved: z.boolean() });

/** One entry of GET /api/saved-products; `id` is the scan it was saved from, for /results/{id}. */
export const ZSavedProductSchema = z.object({
  /** The public id of the scan it was saved from (docs/security.md#public-ids). */
  id: z.string(),
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  size: z.string(),
  country: z.string().nullable(),
  countryName: z.string(),
  isAmerican: z.boolean(),
  hq_country: z.string().nullable(),
  hqCountryName: z.string(),
  barcode: z.string(),
  brandExplanation: z.string(),
  savedAt: z.string(),
});
export type TSavedProduct = z.infer<typeof ZSavedProductSchema>;

export const ZSavedProductListSchema = z.array(ZSavedProductSchema);
