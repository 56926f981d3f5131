// `pnpm registry:check [folder]`: reads the brand registry's data files (the shipped ones, or those of
// `folder`), runs every check of load-registry.ts and prints what they hold; exits with 1 and one line
// per problem when something is wrong. CI runs it (the root `pnpm test`).
import path from "node:path";

import { loadRegistry, REGISTRY_DATA_DIR, RegistryError } from "./load-registry";
import { regionsOf } from "./registry-schema";

// pnpm runs package scripts in the package folder; a folder on the command line is the caller's.
const folder = process.argv[2];
const dataDir = folder === undefined ? REGISTRY_DATA_DIR : path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);

try {
  const { companies, brands } = loadRegistry(dataDir);
  const aliases = brands.reduce((sum, brand) => sum + (brand.aliases?.length ?? 0), 0);
  const regionalOwners = brands.flatMap((brand) => brand.regionalOwners ?? []);
  const regions = regionalOwners.reduce((sum, regional) => sum + regionsOf(regional).length, 0);
  const parents = companies.filter((company) => company.parent !== undefined).length;
  console.info(
    `brand registry in ${path.relative(process.cwd(), dataDir) || "."} is consistent: ${companies.length} companies (${parents} with a parent), ` +
      `${brands.length} brands, ${aliases} aliases, ${regionalOwners.length} regional owners (in ${regions} brand regions)`,
  );
} catch (error) {
  if (!(error instanceof RegistryError)) throw error;
  console.error(`${error.message}\n${error.problems.length} problem(s) in ${dataDir}`);
  process.exitCode = 1;
}
