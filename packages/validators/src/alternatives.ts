import { z } from "zod";

/** One non-US alternative (docs/product.md, Data: "Alternative"), with the facts its card and difference text rest on. */
export const ZAlternativeSchema = z.object({
  /** The catalogue product's id. */
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  size: z.string(),
  /** Where it is made, else where its owner is headquartered (ISO alpha-2); null when neither is known. */
  country: z.string().nullable(),
  countryName: z.string(),
  /** 20 px flag image of `country`, or null. */
  flagUrl: z.string().nullable(),
  /** Why it is a good swap, concretely: "Made in Sweden by Arla Foods (Denmark) · 1 l instead of 946 ml". */
  difference: z.string(),
  brand: z.string(),
  barcode: z.string(),
  /** Its most specific category. */
  category: z.string(),
  /** Where it is made (ISO alpha-2), or null. */
  madeIn: z.string().nullable(),
  /** Its brand's ultimate owner, or null when the registry does not know the brand. */
  owner: z.string().nullable(),
  ownerCountry: z.string().nullable(),
  /** The most specific category it shares with the scanned product. */
  sharedCategory: z.string(),
});
export type TAlternative = z.infer<typeof ZAlternativeSchema>;

/**
 * GET /api/scanned-products/{id}/alternatives (docs/product.md, Data: "Alternatives response", the object form).
 * `needsPayment` is true when the viewer must pay a scan to see them and has none left.
 */
export const ZAlternativesResponseSchema = z.object({
  alternatives: z.array(ZAlternativeSchema),
  needsPayment: z.boolean(),
  /** Whether the scanned product is American (only American products get alternatives). */
  isAmerican: z.boolean(),
  /** True only when the AI provider ranked the list and wrote its texts. */
  aiAnalysed: z.boolean(),
  /** The shopper's home country the list was made for (ISO alpha-2). */
  homeCountry: z.string(),
  /** When the list was computed (ISO 8601), or null when there is no list. */
  computedAt: z.string().nullable(),
  /** Whether this answer cost the viewer one scan (a result of someone else's scan, first viewed). */
  charged: z.boolean(),
});
export type TAlternativesResponse = z.infer<typeof ZAlternativesResponseSchema>;
