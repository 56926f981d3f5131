// Regenerates seed/categories.json.gz: Open Food Facts' category taxonomy, every category with its
// parents, English name and names and synonyms in every language (to read a category from a product's
// name, docs/alternatives.md), and the synonyms the shipped products' tags need.
//
//   pnpm --filter @productcheck/catalogue exec tsx src/build-category-subset.ts \
//     [--products seed/off-products.jsonl.gz] [--taxonomy ../../../shared/data/taxonomies/categories.full.json.gz] \
//     [--out seed/categories.json.gz]
//
// Paths are relative to the directory the command runs in; the defaults are the repository's own files
// and the full taxonomy in ../shared/data next to the repository.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

import { categorySubsetFile, compactCategoryTaxonomy, type OffTaxonomy, readJsonFile } from "./category-taxonomy";
import { readOffExport } from "./read-export";
import { SHIPPED_CATEGORIES_FILE, SHIPPED_PRODUCTS_FILE } from "./shipped";

export const DEFAULT_FULL_TAXONOMY = path.resolve(
  import.meta.dirname,
  "../../../../shared/data/taxonomies/categories.full.json.gz",
);

export interface SubsetSummary {
  products: number;
  usedTags: number;
  categories: number;
  synonyms: number;
  bytes: number;
}

/** Builds the compact taxonomy of `taxonomyFile` for the products in `productsFile` and writes it gzipped to `outFile`. */
export async function buildCategorySubset(productsFile: string, taxonomyFile: string, outFile: string): Promise<SubsetSummary> {
  const used = new Set<string>();
  let products = 0;
  for await (const row of readOffExport(productsFile)) {
    if (!row.ok) continue;
    products++;
    for (const tag of row.record.categories) used.add(tag);
  }
  const full = (await readJsonFile(taxonomyFile)) as OffTaxonomy;
  const subset = compactCategoryTaxonomy(full, used, { allCategories: true });
  const bytes = gzipSync(`${JSON.stringify(categorySubsetFile(subset))}\n`, { level: 9 });
  await writeFile(outFile, bytes);
  return {
    products,
    usedTags: used.size,
    categories: Object.keys(subset.categories).length,
    synonyms: Object.keys(subset.synonyms ?? {}).length,
    bytes: bytes.length,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: "string" }, taxonomy: { type: "string" }, out: { type: "string" } },
  });
  const summary = await buildCategorySubset(
    values.products ? path.resolve(values.products) : SHIPPED_PRODUCTS_FILE,
    values.taxonomy ? path.resolve(values.taxonomy) : DEFAULT_FULL_TAXONOMY,
    values.out ? path.resolve(values.out) : SHIPPED_CATEGORIES_FILE,
  );
  console.info(
    `${summary.products} products use ${summary.usedTags} category tags: wrote ${summary.categories} categories ` +
      `and ${summary.synonyms} synonyms (${summary.bytes} bytes gzipped).`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
