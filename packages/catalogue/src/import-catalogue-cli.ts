// `pnpm catalog:import <file>`: streams an Open Food Facts export into the catalogue of DATABASE_URL,
// or of the embedded database in DATA_DIR. Kept apart from import-catalogue.ts so that importing the
// library (the server bundles it) never runs the command.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { openDatabase } from "@productcheck/db/database";

import { loadCategoryTaxonomy } from "./category-taxonomy";
import { importCatalogue } from "./import-catalogue";
import { seedCatalogue } from "./seed-catalogue";

const USAGE = "Usage: pnpm catalog:import <file.jsonl|file.csv|file.tsv[.gz]> [--taxonomy <file>] [--batch-size <rows>]";

async function main(): Promise<void> {
  // pnpm runs package scripts in the package folder; paths on the command line are the caller's.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  for (const file of [path.join(callerDir, ".env"), path.resolve(import.meta.dirname, "../../../.env")]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { taxonomy: { type: "string" }, "batch-size": { type: "string" }, help: { type: "boolean" } },
  });
  const file = positionals[0];
  if (values.help || file === undefined || positionals.length > 1) {
    console.info(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const batchSize = values["batch-size"] === undefined ? undefined : Number(values["batch-size"]);
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    throw new Error(`--batch-size must be a positive whole number, not "${values["batch-size"]}"`);
  }
  const exportFile = path.resolve(callerDir, file);
  if (!existsSync(exportFile)) throw new Error(`No such file: ${exportFile}`);
  const log = (message: string): void => console.info(message);
  const taxonomy = values.taxonomy ? await loadCategoryTaxonomy(path.resolve(callerDir, values.taxonomy)) : undefined;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(callerDir, process.env.DATA_DIR || "./data");
  log(databaseUrl ? "catalogue import: into DATABASE_URL" : `catalogue import: into the embedded database in ${dataDir}`);
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    log,
    // A database this command creates gets the shipped catalogue first, as on the server's first start;
    // the server syncs the brand registry into it when it starts.
    seed: async (db) => {
      await seedCatalogue(db, { log });
    },
  });
  try {
    await importCatalogue(database.db, exportFile, { taxonomy, batchSize, log });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
