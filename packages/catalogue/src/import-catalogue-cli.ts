// `pnpm catalog:import <file>`: streams an Open Food Facts export into the catalogue of DATABASE_URL,
// or of the embedded database in DATA_DIR. Kept apart from import-catalogue.ts so that importing the
// library (the server bundles it) never runs the command.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { loadCategoryTaxonomy } from "./category-taxonomy";
import { callerDirectory, openCatalogueDatabase, positiveInteger } from "./cli-database";
import { importCatalogue } from "./import-catalogue";

const USAGE = "Usage: pnpm catalog:import <file.jsonl|file.csv|file.tsv[.gz]> [--taxonomy <file>] [--batch-size <rows>]";

async function main(): Promise<void> {
  const callerDir = callerDirectory();
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
  const batchSize = positiveInteger("--batch-size", values["batch-size"]);
  const exportFile = path.resolve(callerDir, file);
  if (!existsSync(exportFile)) throw new Error(`No such file: ${exportFile}`);
  const log = (message: string): void => console.info(message);
  const taxonomy = values.taxonomy ? await loadCategoryTaxonomy(path.resolve(callerDir, values.taxonomy)) : undefined;
  const database = await openCatalogueDatabase(callerDir, "catalogue import", log);
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
