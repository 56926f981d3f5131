// One row of an Open Food Facts export (a JSONL object or a CSV/TSV line as a column -> value map)
// turned into the CatalogueRecord every source is mapped to.
import { normalizeBarcode } from "@productcheck/domain/barcode";
import { splitBrands } from "@productcheck/domain/brand-key";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

/** Why a row is not imported. */
export type SkipReason = "malformed" | "barcode" | "empty";

export type RowResult = { ok: true; record: CatalogueRecord } | { ok: false; reason: SkipReason };

type Row = Readonly<Record<string, unknown>>;

/** PostgreSQL text cannot hold NUL, and no control character (tab, line break, …) belongs in these fields. */
function clean(value: string): string {
  return value.replace(/\p{Cc}+/gu, " ").trim();
}

function text(value: unknown): string {
  if (typeof value === "string") return clean(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return clean(value.filter((item) => typeof item === "string").join(", "));
  return "";
}

/** A tag list: a JSON array, or the comma-separated form of OFF's CSV export. */
function tags(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const seen = new Set<string>();
  for (const item of items) {
    if (typeof item !== "string") continue;
    const tag = clean(item).toLowerCase();
    if (tag !== "") seen.add(tag);
  }
  return [...seen];
}

/** The first of `fields` with a non-empty text value. */
function firstText(row: Row, fields: readonly string[]): string {
  for (const field of fields) {
    const value = text(row[field]);
    if (value !== "") return value;
  }
  return "";
}

/**
 * Maps a row of our shipped file (fields `code`, `name`, `categories`, `countries_sold`, …) or of
 * OFF's own JSONL/CSV exports (`code`, `product_name`, `categories_tags`, `countries_tags`, …).
 * A row whose barcode `normalizeBarcode` rejects is skipped ("barcode"), and so is a row with neither
 * a name nor a brand ("empty"): there is nothing to show for it.
 */
export function catalogueRecordFromOffRow(row: Row): RowResult {
  const code = text(row.code);
  const barcode = normalizeBarcode(code);
  if (!barcode.ok) return { ok: false, reason: "barcode" };

  const language = text(row.lang);
  const name = firstText(row, [
    "name",
    "product_name",
    ...(language ? [`product_name_${language}`] : []),
    "product_name_en",
    "generic_name",
    "abbreviated_product_name",
  ]);
  const brands = splitBrands(text(row.brands)).join(", ");
  if (name === "" && brands === "") return { ok: false, reason: "empty" };

  // Our shipped file has tag arrays under `categories`; OFF's exports have the free text there and the
  // tags under `categories_tags`.
  const categories = row.categories_tags !== undefined ? tags(row.categories_tags) : Array.isArray(row.categories) ? tags(row.categories) : [];
  const countriesSold = row.countries_tags !== undefined ? tags(row.countries_tags) : tags(row.countries_sold);

  return {
    ok: true,
    record: {
      barcode: barcode.gtin,
      name,
      brands,
      categories,
      countriesSold,
      origins: text(row.origins),
      manufacturingPlaces: text(row.manufacturing_places),
      quantity: text(row.quantity),
      embCodes: text(row.emb_codes),
      brandOwner: text(row.brand_owner),
    },
  };
}
