// The one field normaliser for Open Food Facts products, wherever they come from: a row of an export
// (our shipped JSONL, OFF's JSONL dump, OFF's CSV/TSV; off-row.ts) or the product of an API answer
// (off-product.ts). Both readers go through `offProductFields`, so a product reads the same whichever
// way it reached us. OFF data is entered by volunteers, so every field is read leniently: a missing,
// null or odd-typed field becomes "" or [], never an error.
import { splitBrands } from "@productcheck/domain/brand-key";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";

/** An OFF product object: a JSON object, or a CSV/TSV line as a column -> value map. */
export type OffRow = Readonly<Record<string, unknown>>;

/** Everything of a CatalogueRecord but the barcode, which each reader settles its own way. */
export type OffProductFields = Omit<CatalogueRecord, "barcode">;

/**
 * PostgreSQL text cannot hold NUL, and no control character (tab, line break, …) belongs in these
 * fields: control characters and runs of white space become one space, and the ends are trimmed.
 */
function clean(value: string): string {
  return value.replace(/[\p{Cc}\s]+/gu, " ").trim();
}

/** Text from a string, a finite number, or a list of them (empty items dropped, joined with ", "); anything else is "". */
export function offText(value: unknown): string {
  if (typeof value === "string") return clean(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(offText).filter((item) => item !== "").join(", ");
  return "";
}

/**
 * A tag list from a JSON array (non-strings dropped) or the comma-separated form of OFF's CSV export:
 * cleaned, lower-cased as OFF's tags are, without empty or repeated tags; anything else is [].
 */
export function offTags(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const seen = new Set<string>();
  for (const item of items) {
    if (typeof item !== "string") continue;
    const tag = clean(item).toLowerCase();
    if (tag !== "") seen.add(tag);
  }
  return [...seen];
}

/** The first of `fields` with a non-empty text value. */
function firstText(row: OffRow, fields: readonly string[]): string {
  for (const field of fields) {
    const value = offText(row[field]);
    if (value !== "") return value;
  }
  return "";
}

/** The first non-empty tag list among `lists`. */
function firstTags(...lists: string[][]): string[] {
  return lists.find((tags) => tags.length > 0) ?? [];
}

/**
 * The name: our shipped file's `name`, else OFF's `product_name`, the name in the product's own
 * language (exports carry `product_name_<lang>`), the English name, the generic name, the abbreviated name.
 */
function offName(row: OffRow): string {
  const language = offLanguage(row);
  return firstText(row, [
    "name",
    "product_name",
    ...(language === "" ? [] : [`product_name_${language}`]),
    "product_name_en",
    "generic_name",
    "abbreviated_product_name",
  ]);
}

/** The product's main language, OFF's `lang` (else `lc`) when it is a language code ("en", "fr"), else "". */
function offLanguage(row: OffRow): string {
  const language = firstText(row, ["lang", "lc"]).toLowerCase();
  return /^[a-z]{2,3}$/u.test(language) ? language : "";
}

/**
 * The generic name ("Chocolate chip muffin mix"): OFF's `generic_name`, else the one in the product's
 * own language (exports carry `generic_name_<lang>`), else the English one.
 */
function offGenericName(row: OffRow, language: string): string {
  return firstText(row, ["generic_name", ...(language === "" ? [] : [`generic_name_${language}`]), "generic_name_en"]);
}

/**
 * The brands, comma-separated, each brand once (by its matching key, first spelling kept); when the
 * free-text `brands` is empty, the `brands_tags` slugs without their language prefix ("xx:coca-cola"),
 * which brand matching reads like the names (case and punctuation do not count).
 */
function offBrands(row: OffRow): string {
  const brands = splitBrands(offText(row.brands));
  const fromTags = brands.length > 0 ? [] : splitBrands(offTags(row.brands_tags).map((tag) => tag.replace(/^[a-z]{2}:/u, "")).join(","));
  return [...brands, ...fromTags].join(", ");
}

/**
 * The fields the API reader asks OFF for (`fields=`). The normaliser also reads our shipped file's
 * `name`, `categories` and `countries_sold`, and an export's `lc`, `product_name_<lang>` and
 * `generic_name_<lang>`, none of which an API answer needs: its `lang` is there, and its
 * `product_name` and `generic_name` are already in the product's own language.
 */
export const OFF_PRODUCT_FIELDS = [
  "code",
  "product_name",
  "product_name_en",
  "generic_name",
  "generic_name_en",
  "abbreviated_product_name",
  "brands",
  "brands_tags",
  "categories_tags",
  "countries_tags",
  "origins",
  "manufacturing_places",
  "quantity",
  "emb_codes",
  "brand_owner",
  "stores",
  "lang",
] as const;

/**
 * The product fields of `row`, or null when it has neither a name nor a brand: there is nothing to
 * show for it, so an export skips the row and an API answer counts as not found.
 */
export function offProductFields(row: OffRow): OffProductFields | null {
  const name = offName(row);
  const brands = offBrands(row);
  if (name === "" && brands === "") return null;
  const stores = offText(row.stores);
  const language = offLanguage(row);
  const genericName = offGenericName(row, language);
  return {
    name,
    brands,
    // OFF's `categories` is free text ("Condiments, Sauces"), never read as tags; our shipped file
    // has its tag array there.
    categories: firstTags(offTags(row.categories_tags), Array.isArray(row.categories) ? offTags(row.categories) : []),
    countriesSold: firstTags(offTags(row.countries_tags), offTags(row.countries_sold)),
    origins: offText(row.origins),
    manufacturingPlaces: offText(row.manufacturing_places),
    quantity: offText(row.quantity),
    embCodes: offText(row.emb_codes),
    brandOwner: offText(row.brand_owner),
    // Only a source that names stores carries the field (our shipped file has none).
    ...(stores === "" ? {} : { stores }),
    // Only a source that has them carries the generic name and the language (our shipped file has neither).
    ...(genericName === "" ? {} : { genericName }),
    ...(language === "" ? {} : { language }),
  };
}
