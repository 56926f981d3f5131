import { seedCatalogue } from "@productcheck/catalogue/seed-catalogue";
import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { loadRegistry } from "@productcheck/registry/load-registry";
import { syncRegistry } from "@productcheck/registry/sync-registry";

/** A fresh database (the local PostgreSQL when it answers, else PGlite) with the shipped catalogue and the registry, as the server starts it. */
export async function seededDatabase() {
  const database = await createTestDatabase();
  const seeded = await seedCatalogue(database.db);
  const synced = await syncRegistry(database.db, loadRegistry());
  console.info(
    `database: ${database.kind}, ${seeded.catalogue.imported} products, ${synced.added.brands} brands, ${synced.added.companies} companies`,
  );
  return database;
}
