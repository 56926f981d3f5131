// CatalogueRecords as Product rows (category chain, made-in country, brand key resolved) and their
// batched upsert: one multi-row INSERT … ON CONFLICT ("barcode") DO UPDATE per batch, the batch passed
// as a single JSON parameter (no limit on bound parameters, arrays and enums converted by PostgreSQL).
import type { Db } from "@productcheck/db/client";
import { brandKey, splitBrands } from "@productcheck/domain/brand-key";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { madeInCountry } from "@productcheck/domain/made-in";

import { rowCategories } from "./category-inference";

/** The columns the catalogue import writes (every other column keeps its default or its value). */
export interface ProductRow {
  barcode: string;
  name: string;
  /** OFF's generic name, "" when the source has none (docs/categories.md, How a category is inferred). */
  description: string;
  brand: string;
  brandKey: string;
  /** OFF's `brand_owner`: the company named on the pack as owner/manufacturer. */
  manufacturer: string;
  quantity: string;
  categories: string[];
  category: string;
  /** Where the categories came from: the record's own, or read from its name (category-inference.ts). */
  categorySource: "own" | "name" | null;
  categoryConfidence: "high" | "medium" | null;
  countryCode: string | null;
  countrySource: "catalogue" | null;
  countryConfidence: "high" | "medium" | null;
  manufacturingPlaces: string;
  embCodes: string;
  origins: string;
  brandOwner: string;
  countriesSold: string[];
  /** OFF's `stores`, "" when the source names none. */
  stores: string;
  /** OFF's `lang` ("en", "fr"), "" when the source does not say (docs/categories.md). */
  language: string;
}

/**
 * The Product row for a catalogue record: the chain from `taxonomy` (read from the name, then the
 * generic name, when the record has no category, `rowCategories`), the country from `madeInCountry`;
 * the generic name is the description.
 */
export function productRowFromRecord(record: CatalogueRecord, taxonomy: CategoryTaxonomy): ProductRow {
  const brand = splitBrands(record.brands)[0] ?? "";
  const categories = rowCategories(
    { name: record.name, brand, genericName: record.genericName ?? "", language: record.language ?? "", categories: record.categories },
    taxonomy,
  );
  const madeIn = madeInCountry({ manufacturingPlaces: record.manufacturingPlaces, embCodes: record.embCodes });
  return {
    barcode: record.barcode,
    name: record.name,
    description: record.genericName ?? "",
    brand,
    brandKey: brandKey(brand),
    manufacturer: record.brandOwner,
    quantity: record.quantity,
    ...categories,
    countryCode: madeIn?.country ?? null,
    countrySource: madeIn ? "catalogue" : null,
    countryConfidence: madeIn?.confidence ?? null,
    manufacturingPlaces: record.manufacturingPlaces,
    embCodes: record.embCodes,
    origins: record.origins,
    brandOwner: record.brandOwner,
    countriesSold: record.countriesSold,
    stores: record.stores ?? "",
    language: record.language ?? "",
  };
}

const TEXT_COLUMNS = [
  "barcode", "name", "description", "brand", "brandKey", "manufacturer", "quantity", "category", "countryCode",
  "manufacturingPlaces", "embCodes", "origins", "brandOwner", "stores", "language",
] as const;
const ARRAY_COLUMNS = ["categories", "countriesSold"] as const;

const quote = (column: string): string => `"${column}"`;

/**
 * The upsert statement. A product whose `source` is `suggestion` (an admin-approved correction) is
 * never overwritten: the conflict update skips it. Every other source is replaced by the catalogue's
 * data, and the row's `source` becomes `catalogue`.
 */
const UPSERT_SQL = (() => {
  const recordColumns = [
    ...TEXT_COLUMNS.map((column) => `${quote(column)} text`),
    ...ARRAY_COLUMNS.map((column) => `${quote(column)} text[]`),
    `"countrySource" text`,
    `"countryConfidence" text`,
    `"categorySource" text`,
    `"categoryConfidence" text`,
  ].join(", ");
  const written = [...TEXT_COLUMNS, ...ARRAY_COLUMNS, "countrySource", "countryConfidence", "categorySource", "categoryConfidence"];
  const selected = [
    ...TEXT_COLUMNS.map((column) => `r.${quote(column)}`),
    ...ARRAY_COLUMNS.map((column) => `coalesce(r.${quote(column)}, ARRAY[]::text[])`),
    `r."countrySource"::"FactSource"`,
    `r."countryConfidence"::"Confidence"`,
    `r."categorySource"::"CategorySource"`,
    `r."categoryConfidence"::"Confidence"`,
  ];
  const updates = [...written, "source", "fetchedAt", "updatedAt"]
    .filter((column) => column !== "barcode")
    .map((column) => `${quote(column)} = EXCLUDED.${quote(column)}`);
  return [
    `INSERT INTO "Product" (${[...written, "source", "fetchedAt", "updatedAt"].map(quote).join(", ")})`,
    `SELECT ${selected.join(", ")}, 'catalogue'::"FactSource", now(), now()`,
    `FROM jsonb_to_recordset($1::jsonb) AS r(${recordColumns})`,
    `ON CONFLICT ("barcode") DO UPDATE SET ${updates.join(", ")}`,
    `WHERE "Product"."source" <> 'suggestion'::"FactSource"`,
  ].join("\n");
})();

/**
 * Upserts `rows` in one statement and returns how many were inserted or updated (rows of products
 * with source `suggestion` are left alone and not counted). A barcode repeated in `rows` is written
 * once, with its last row (PostgreSQL cannot update one row twice in one statement).
 */
export async function upsertProductRows(db: Pick<Db, "$executeRawUnsafe">, rows: readonly ProductRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const unique = [...new Map(rows.map((row) => [row.barcode, row])).values()];
  return db.$executeRawUnsafe(UPSERT_SQL, JSON.stringify(unique));
}
