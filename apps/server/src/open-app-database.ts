// The server's database at start-up: migrated (and, when new, seeded with the shipped catalogue), then
// brought in line with the brand registry's data files, at every start (README, "Database" and
// "Catalogue and brand registry"). A registry correction is a change to a data file and a restart.
import { seedCatalogue } from "@productcheck/catalogue/seed-catalogue";
import { type Database, openDatabase } from "@productcheck/db/database";
import { loadRegistry } from "@productcheck/registry/load-registry";
import { syncRegistry } from "@productcheck/registry/sync-registry";

export interface AppDatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL connections at once (DATABASE_POOL_SIZE). */
  poolSize?: number;
  dataDir?: string;
  migrationsDir?: string;
  /** The catalogue a new database is seeded with, and its category taxonomy. */
  productsFile: string;
  categoriesFile: string;
  /** The folder of the registry's data files. */
  registryDir: string;
  log: (message: string) => void;
}

export async function openAppDatabase(options: AppDatabaseOptions): Promise<Database> {
  const { productsFile, categoriesFile, log } = options;
  // Read and checked first: a broken data file stops the start before the database is touched.
  const registry = loadRegistry(options.registryDir);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    poolSize: options.poolSize,
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir,
    seed: async (db) => {
      await seedCatalogue(db, { log, productsFile, categoriesFile });
    },
    log,
  });
  try {
    await syncRegistry(database.db, registry, { log });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
