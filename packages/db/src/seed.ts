// Fills a new database with the shipped catalogue of real Open Food Facts products (through the
// catalogue import). openDatabase runs it on a database it has just created when given
// `seed: (db) => seedDatabase(db, …)`. The brand registry is not seeded: the server syncs it at every
// start (@productcheck/registry; README, "Catalogue and brand registry").
//
// Products go through the idempotent import, which never touches admin-approved corrections.
import { loadCategoryTaxonomy } from "./catalogue/category-taxonomy";
import { importCatalogue, type ImportStats } from "./catalogue/import-catalogue";
import { SHIPPED_CATEGORIES_FILE, SHIPPED_PRODUCTS_FILE } from "./catalogue/shipped";
import type { Db } from "./client";

export interface SeedOptions {
  log?: (message: string) => void;
  /** The catalogue export to import; the shipped seed/off-products.jsonl.gz by default. */
  productsFile?: string;
  /** The category taxonomy for the chains; the shipped seed/categories.json.gz by default. */
  categoriesFile?: string;
}

export interface SeedSummary {
  catalogue: ImportStats;
  durationMs: number;
}

/** Seeds a database with the shipped catalogue (see the top of this file). */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const taxonomy = await loadCategoryTaxonomy(options.categoriesFile ?? SHIPPED_CATEGORIES_FILE);
  const catalogue = await importCatalogue(db, options.productsFile ?? SHIPPED_PRODUCTS_FILE, { taxonomy, log });
  const durationMs = performance.now() - started;
  log(`seed: done in ${(durationMs / 1000).toFixed(1)} s`);
  return { catalogue, durationMs };
}
