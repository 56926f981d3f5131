import { seedDatabase } from "@productcheck/db/seed";
import { createTestDatabase } from "@productcheck/db/test-database";

/** A fresh database (the local PostgreSQL when it answers, else PGlite) with the registry and the shipped catalogue. */
export async function seededDatabase() {
  const database = await createTestDatabase();
  const summary = await seedDatabase(database.db);
  console.info(
    `database: ${database.kind}, ${summary.catalogue?.imported ?? 0} products, ${summary.brands} brands, ${summary.companies} companies`,
  );
  return database;
}
