/**
 * The Open Food Facts v2 product answer (`GET /api/v2/product/{code}.json`), validated and mapped
 * to a CatalogueRecord. Only the envelope must hold: a JSON object whose `status` is 1 and whose
 * `product` is an object. The product's fields are read by off-fields.ts, as those of an export row are.
 */
import { z } from "zod";

import { normalizeBarcode } from "@productcheck/domain/barcode";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

import { offProductFields, offText } from "./off-fields";

const ZOffProductResponseSchema = z.object({
  code: z.unknown().optional().transform(offText),
  status: z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]),
  product: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The CatalogueRecord in an OFF answer for `gtin` (already normalised), or null when the answer
 * does not describe that product: not found (`status` 0), not a valid answer, about another code, or
 * a product with neither a name nor a brand (an export row like it is skipped too).
 */
export function catalogueRecordFromOffAnswer(body: unknown, gtin: string): CatalogueRecord | null {
  const parsed = ZOffProductResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { status, product } = parsed.data;
  if (Number(status) !== 1 || !product) return null;

  const answeredCode = offText(product.code) || parsed.data.code;
  const answered = normalizeBarcode(answeredCode);
  if (answeredCode !== "" && answered.ok && answered.gtin !== gtin) return null;

  const fields = offProductFields(product);
  return fields && { barcode: gtin, ...fields };
}
