import { z } from "zod";

import { ZBodyIdSchema, ZTextSchema } from "./input";

const optionalText = (max: number, label: string) =>
  ZTextSchema().trim().max(max, `${label} can be at most ${max} characters`).default("");

/** docs/product.md, Validation: the one rule a suggestion (the shopper's or the admin's edit) has. */
export const PRODUCT_NAME_REQUIRED_MESSAGE = "Product name is required";

/**
 * POST /api/product-suggestions: a correction of a product's data. Only the name is required; the
 * country, when given, is a two-letter code.
 */
export const ZProductSuggestionSchema = z.object({
  name: ZTextSchema().trim().min(1, PRODUCT_NAME_REQUIRED_MESSAGE).max(200, "Product name can be at most 200 characters"),
  description: optionalText(2000, "Description"),
  manufacturer: optionalText(200, "Manufacturer"),
  brand: optionalText(200, "Brand"),
  size: optionalText(100, "Size"),
  country: ZTextSchema()
    .trim()
    .max(2, "Country must be a two-letter code such as SE")
    .regex(/^([A-Za-z]{2})?$/, "Country must be a two-letter code such as SE")
    .transform((value) => value.toUpperCase())
    .default(""),
  category: optionalText(200, "Category"),
  barcode: ZTextSchema().trim().regex(/^\d{8,14}$/, "Barcode must be 8 to 14 digits"),
  productId: ZBodyIdSchema,
});
export type TProductSuggestion = z.input<typeof ZProductSuggestionSchema>;
/** A suggestion as the server stores it (trimmed, defaults filled in, country upper-cased). */
export type TProductSuggestionData = z.output<typeof ZProductSuggestionSchema>;
/** The fields of the suggestion form (docs/product.md, Screens), without the product they are about. */
export type TProductSuggestionFields = Omit<TProductSuggestionData, "barcode" | "productId">;

export const ZProductSuggestionResponseSchema = z.object({ id: z.number().int(), isApproved: z.literal(false) });
