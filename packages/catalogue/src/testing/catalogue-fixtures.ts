// Test factories for catalogue exports: product rows in our shipped JSONL shape and in OFF's own
// export shapes, written to temporary files (plain or gzipped), and a small category taxonomy.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { computeCheckDigit } from "@productcheck/domain/barcode";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

/** A check-digit-valid EAN-13 in the Swedish GS1 range (730-739), numbered by `n`. */
export function ean13(n: number): string {
  const body = `73${String(n).padStart(10, "0")}`;
  return `${body}${computeCheckDigit(body)}`;
}

/** A product line of our shipped file (shared/data/off-products.jsonl's fields). */
export interface ShippedProduct {
  code: string;
  name: string;
  brands: string;
  categories: string[];
  countries_sold: string[];
  origins: string;
  manufacturing_places: string;
  quantity: string;
  emb_codes: string;
  brand_owner: string;
}

export function shippedProduct(overrides: Partial<ShippedProduct> = {}): ShippedProduct {
  return {
    code: ean13(1),
    name: "Ketchup",
    brands: "Felix",
    categories: ["en:condiments", "en:sauces", "en:tomato-sauces", "en:ketchup"],
    countries_sold: ["en:sweden"],
    origins: "",
    manufacturing_places: "Sverige",
    quantity: "500 g",
    emb_codes: "",
    brand_owner: "Orkla",
    ...overrides,
  };
}

/** The same product as a row of OFF's own exports (JSONL dump and CSV/TSV column names). */
export function offExportRow(product: ShippedProduct): Record<string, string | string[]> {
  return {
    code: product.code,
    product_name: product.name,
    brands: product.brands,
    categories: "Condiments, Sauces",
    categories_tags: product.categories,
    countries_tags: product.countries_sold,
    origins: product.origins,
    manufacturing_places: product.manufacturing_places,
    quantity: product.quantity,
    emb_codes: product.emb_codes,
    brand_owner: product.brand_owner,
  };
}

export const JSONL = (rows: readonly object[]): string => rows.map((row) => JSON.stringify(row)).join("\n") + "\n";

/** OFF's CSV export: tab-separated, tags comma-separated in one field, no quoting. */
export function offTsv(rows: readonly Record<string, string | string[]>[]): string {
  const columns = [
    "code", "url", "product_name", "brands", "categories", "categories_tags", "countries_tags", "origins",
    "manufacturing_places", "quantity", "emb_codes", "brand_owner",
  ];
  const cell = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(",") : (value ?? ""));
  return [columns.join("\t"), ...rows.map((row) => columns.map((column) => cell(row[column])).join("\t"))].join("\n") + "\n";
}

/** A comma-separated CSV with RFC 4180 quoting of every field. */
export function quotedCsv(rows: readonly Record<string, string | string[]>[]): string {
  const columns = ["code", "product_name", "brands", "categories_tags", "countries_tags", "manufacturing_places", "emb_codes", "quantity"];
  const cell = (value: string | string[] | undefined): string =>
    `"${(Array.isArray(value) ? value.join(",") : (value ?? "")).replaceAll('"', '""')}"`;
  return [columns.join(","), ...rows.map((row) => columns.map((column) => cell(row[column])).join(","))].join("\r\n") + "\r\n";
}

export interface TempFiles {
  write(name: string, content: string, options?: { gzip?: boolean }): Promise<string>;
  remove(): Promise<void>;
}

export async function tempFiles(): Promise<TempFiles> {
  const dir = await mkdtemp(path.join(tmpdir(), "productcheck-catalogue-"));
  return {
    async write(name, content, options = {}) {
      const file = path.join(dir, name);
      await writeFile(file, options.gzip ? gzipSync(content) : content);
      return file;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Real parent links from OFF's categories taxonomy for sauces and soft drinks. */
export const SMALL_TAXONOMY: CategoryTaxonomy = {
  categories: {
    "en:condiments": { parents: [], name: "Condiments" },
    "en:sauces": { parents: ["en:condiments"], name: "Sauces" },
    "en:tomato-sauces": { parents: ["en:sauces"], name: "Tomato sauces" },
    "en:ketchup": { parents: ["en:tomato-sauces"], name: "Ketchup" },
    "en:beverages": { parents: [], name: "Beverages" },
    "en:carbonated-drinks": { parents: ["en:beverages"], name: "Carbonated drinks" },
    "en:sodas": { parents: ["en:carbonated-drinks"], name: "Sodas" },
    "en:colas": { parents: ["en:sodas"], name: "Colas" },
  },
  synonyms: { "fr:sodas-au-cola": "en:colas" },
};
