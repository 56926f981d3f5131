// `pnpm catalog:sync`: the whole Open Food Facts database into the catalogue of DATABASE_URL (or of the
// embedded database in DATA_DIR), and kept fresh with the daily deltas (catalogue-sync.ts). Exits 1
// with the reason when a download or the database fails; what was written stays recorded, so the next
// run goes on from there.
import path from "node:path";
import { parseArgs } from "node:util";

import { APP_VERSION } from "@productcheck/domain/app-version";

import { CATALOGUE_SYNC_LOCK_KEY, countryCodes, describeSync, OFF_DELTA_INDEX_URL, OFF_JSONL_EXPORT_URL, syncCatalogue } from "./catalogue-sync";
import { loadCategoryTaxonomy } from "./category-taxonomy";
import { callerDirectory, openCatalogueDatabase, positiveInteger } from "./cli-database";
import { lineProgress, terminalProgress } from "./sync-progress";

const USAGE = `Usage: pnpm catalog:sync [--export-url <url>] [--delta-index-url <url> | --no-deltas] [--country <name|code>]…
                         [--full] [--taxonomy <file>] [--batch-size <rows>]

  --export-url       the full export, JSONL or CSV, gzipped or not (OFF_EXPORT_URL; default
                     ${OFF_JSONL_EXPORT_URL})
  --delta-index-url  the list of daily delta files (OFF_DELTA_INDEX_URL; default ${OFF_DELTA_INDEX_URL})
  --no-deltas        import the export only
  --country          keep only products sold there: Sweden, SE or en:sweden; repeat or comma-separate
  --full             import the export again even when one is recorded
  --taxonomy         the category taxonomy for the chains (e.g. OFF's categories.full.json.gz)`;

async function main(): Promise<void> {
  const callerDir = callerDirectory();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "export-url": { type: "string" },
      "delta-index-url": { type: "string" },
      "no-deltas": { type: "boolean" },
      country: { type: "string", multiple: true },
      full: { type: "boolean" },
      taxonomy: { type: "string" },
      "batch-size": { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help || positionals.length > 0) {
    console.info(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const url = (option: string, value: string): string => {
    if (!URL.canParse(value)) throw new Error(`${option} must be a URL, not "${value}"`);
    return value;
  };
  const exportUrl = url("--export-url", values["export-url"] ?? (process.env.OFF_EXPORT_URL || OFF_JSONL_EXPORT_URL));
  const deltaIndexUrl = values["no-deltas"]
    ? null
    : url("--delta-index-url", values["delta-index-url"] ?? (process.env.OFF_DELTA_INDEX_URL || OFF_DELTA_INDEX_URL));
  const countries = countryCodes(values.country ?? []);
  const batchSize = positiveInteger("--batch-size", values["batch-size"]);
  const taxonomy = values.taxonomy ? await loadCategoryTaxonomy(path.resolve(callerDir, values.taxonomy)) : undefined;
  const log = (message: string): void => console.info(message);
  // OFF asks every client for "AppName/Version (contact)", as the server's live lookups send it.
  const userAgent = `ProductCheck/${APP_VERSION} (${process.env.ADMIN_EMAIL || process.env.APP_ORIGIN || "https://productcheck.local"})`;

  const database = await openCatalogueDatabase(callerDir, "catalogue sync", log);
  const release = await database.tryLock(CATALOGUE_SYNC_LOCK_KEY).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (release === null) {
    await database.close();
    throw new Error("another catalogue sync is running on this database; try again when it has finished");
  }
  try {
    if (countries.length > 0) log(`catalogue sync: keeping products sold in ${countries.join(", ")}`);
    const summary = await syncCatalogue(database.db, {
      exportUrl,
      deltaIndexUrl,
      userAgent,
      countries,
      full: values.full,
      taxonomy,
      batchSize,
      log,
      progress: process.stderr.isTTY ? terminalProgress() : lineProgress(log),
    });
    for (const line of describeSync(summary)) log(`catalogue sync: ${line}`);
  } finally {
    await release();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`catalogue sync failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
