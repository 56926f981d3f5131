/**
 * The Open Food Facts v2 product answer (`GET /api/v2/product/{code}.json`), validated and mapped
 * to a CatalogueRecord. OFF data is entered by volunteers, so every product field is read leniently:
 * a missing, null or odd-typed field becomes "" or [], never an error. Only the envelope must hold:
 * a JSON object whose `status` is 1 and whose `product` is an object.
 */
import { z } from "zod";

import { normalizeBarcode } from "@productcheck/domain/barcode";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

/** The only fields we ask for (`fields=`), which keeps each answer to a few hundred bytes. */
export const OFF_PRODUCT_FIELDS = [
  "code",
  "product_name",
  "product_name_en",
  "generic_name",
  "brands",
  "brands_tags",
  "categories_tags",
  "countries_tags",
  "origins",
  "manufacturing_places",
  "quantity",
  "emb_codes",
  "brand_owner",
] as const;

/** Text from a string, a number, or a list of them (joined with ", "); anything else is "". */
function toText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(toText).filter(Boolean).join(", ");
  return "";
}

/** Tags from a list (non-strings dropped) or a comma-separated string; anything else is []. */
function toTags(value: unknown): string[] {
  const items: unknown[] = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  return items.flatMap((item) => (typeof item === "string" && item.trim() !== "" ? [item.trim()] : []));
}

const ZOffTextSchema = z.unknown().optional().transform(toText);
const ZOffTagsSchema = z.unknown().optional().transform(toTags);

export const ZOffProductSchema = z.object({
  code: ZOffTextSchema,
  product_name: ZOffTextSchema,
  product_name_en: ZOffTextSchema,
  generic_name: ZOffTextSchema,
  brands: ZOffTextSchema,
  brands_tags: ZOffTagsSchema,
  categories_tags: ZOffTagsSchema,
  countries_tags: ZOffTagsSchema,
  origins: ZOffTextSchema,
  manufacturing_places: ZOffTextSchema,
  quantity: ZOffTextSchema,
  emb_codes: ZOffTextSchema,
  brand_owner: ZOffTextSchema,
});

export const ZOffProductResponseSchema = z.object({
  code: ZOffTextSchema,
  status: z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]),
  product: ZOffProductSchema.optional(),
});

export type TOffProduct = z.infer<typeof ZOffProductSchema>;

/**
 * The CatalogueRecord in an OFF answer for `gtin` (already normalised), or null when the answer
 * does not describe that product: not found (`status` 0), not a valid answer, or about another code.
 */
export function catalogueRecordFromOffAnswer(body: unknown, gtin: string): CatalogueRecord | null {
  const parsed = ZOffProductResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { status, product } = parsed.data;
  if (Number(status) !== 1 || !product) return null;

  const answeredCode = product.code || parsed.data.code;
  const answered = normalizeBarcode(answeredCode);
  if (answeredCode !== "" && answered.ok && answered.gtin !== gtin) return null;

  return {
    barcode: gtin,
    name: product.product_name || product.product_name_en || product.generic_name,
    brands: product.brands || product.brands_tags.map((tag) => tag.replace(/^xx:/, "")).join(", "),
    categories: product.categories_tags,
    countriesSold: product.countries_tags,
    origins: product.origins,
    manufacturingPlaces: product.manufacturing_places,
    quantity: product.quantity,
    embCodes: product.emb_codes,
    brandOwner: product.brand_owner,
  };
}
