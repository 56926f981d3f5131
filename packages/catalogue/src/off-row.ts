// One row of an Open Food Facts export (a JSONL object or a CSV/TSV line as a column -> value map)
// turned into the CatalogueRecord every source is mapped to; its fields are read by off-fields.ts, as
// those of an API answer are.
import { normalizeBarcode } from "@productcheck/domain/barcode";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

import { offProductFields, offText, type OffRow } from "./off-fields";

/** Why a row is not imported. */
export type SkipReason = "malformed" | "barcode" | "empty";

export type RowResult = { ok: true; record: CatalogueRecord } | { ok: false; reason: SkipReason };

/**
 * Maps a row of our shipped file (fields `code`, `name`, `categories`, `countries_sold`, …) or of
 * OFF's own JSONL/CSV exports (`code`, `product_name`, `categories_tags`, `countries_tags`, …).
 * A row whose barcode `normalizeBarcode` rejects is skipped ("barcode"), and so is a row with neither
 * a name nor a brand ("empty"): there is nothing to show for it.
 */
export function catalogueRecordFromOffRow(row: OffRow): RowResult {
  const barcode = normalizeBarcode(offText(row.code));
  if (!barcode.ok) return { ok: false, reason: "barcode" };
  const fields = offProductFields(row);
  if (!fields) return { ok: false, reason: "empty" };
  return { ok: true, record: { barcode: barcode.gtin, ...fields } };
}
