import { existsSync } from "node:fs";
import path from "node:path";

import { SHIPPED_CATEGORIES_FILE, SHIPPED_PRODUCTS_FILE } from "@productcheck/catalogue/shipped";
import { REGISTRY_DATA_DIR } from "@productcheck/registry/load-registry";

/**
 * Files the server reads at run time. The production bundle carries copies next to itself
 * (dist/migrations, dist/seed, dist/registry); in development they are read from the packages.
 */
function besideBundle(name: string): string | undefined {
  const candidate = path.join(import.meta.dirname, name);
  return existsSync(candidate) ? candidate : undefined;
}

const seedDir = besideBundle("seed");

export const resources = {
  /** Committed migrations; undefined = the db package's default (the repository's prisma/migrations). */
  migrationsDir: besideBundle("migrations"),
  productsFile: seedDir ? path.join(seedDir, path.basename(SHIPPED_PRODUCTS_FILE)) : SHIPPED_PRODUCTS_FILE,
  categoriesFile: seedDir ? path.join(seedDir, path.basename(SHIPPED_CATEGORIES_FILE)) : SHIPPED_CATEGORIES_FILE,
  /** The brand registry's data files, synced into the database at every start. */
  registryDir: besideBundle("registry") ?? REGISTRY_DATA_DIR,
};
