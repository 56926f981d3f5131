// Fills a new database with the shipped catalogue of real Open Food Facts products (through the
// catalogue import). The server passes it to openDatabase as `seed: (db) => seedCatalogue(db, …)`, which
// runs it on a database it has just created; @productcheck/db knows nothing of the catalogue. The brand
// registry is not seeded: the server syncs it at every start (@productcheck/registry; README,
// "Catalogue and brand registry").
//
// Products go through the idempotent import, which never touches admin-approved corrections.
import type { Db } from "@productcheck/db/client";

import { loadCategoryTaxonomy } from "./category-taxonomy";
import { importCatalogue, type ImportStats } from "./import-catalogue";
import { SHIPPED_CATEGORIES_FILE, SHIPPED_PRODUCTS_FILE } from "./shipped";

export interface SeedCatalogueOptions {
  log?: (message: string) => void;
  /** The catalogue export to import; the shipped seed/off-products.jsonl.gz by default. */
  productsFile?: string;
  /** The category taxonomy for the chains; the shipped seed/categories.json.gz by default. */
  categoriesFile?: string;
}

export interface SeedCatalogueSummary {
  catalogue: ImportStats;
  durationMs: number;
}

/** Seeds a database with the shipped catalogue (see the top of this file). */
export async function seedCatalogue(db: Db, options: SeedCatalogueOptions = {}): Promise<SeedCatalogueSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const taxonomy = await loadCategoryTaxonomy(options.categoriesFile ?? SHIPPED_CATEGORIES_FILE);
  const catalogue = await importCatalogue(db, options.productsFile ?? SHIPPED_PRODUCTS_FILE, { taxonomy, log });
  const durationMs = performance.now() - started;
  log(`seed: done in ${(durationMs / 1000).toFixed(1)} s`);
  return { catalogue, durationMs };
}
