/** The Open Food Facts family of databases; each answers the same product API on its own host. */
export type OffDatabase = "food" | "beauty" | "petfood" | "products";

const DATABASE_BY_HOST_LABEL: Readonly<Record<string, OffDatabase>> = {
  openfoodfacts: "food",
  openbeautyfacts: "beauty",
  openpetfoodfacts: "petfood",
  openproductsfacts: "products",
};

/**
 * Which database a host serves, read from its name: `world.openbeautyfacts.org` → "beauty".
 * A host that names none of them (a mirror, a local test server) is taken to be the food database.
 */
export function offDatabaseForHost(hostname: string): OffDatabase {
  for (const label of hostname.toLowerCase().split(".")) {
    const database = DATABASE_BY_HOST_LABEL[label];
    if (database) return database;
  }
  return "food";
}
