// The catalogue import (docs/origin.md, The catalogue): streams an Open Food Facts export of any size into the Product
// table in batches, in bounded memory, idempotently (re-running updates, never duplicates).
//
//   pnpm catalog:import <file> [--taxonomy <categories.json(.gz)>] [--batch-size <rows>]
//
// <file> is JSONL (our shipped seed/off-products.jsonl.gz or OFF's JSONL dump) or CSV/TSV (OFF's
// "CSV" export is tab-separated), gzipped or not. The database is DATABASE_URL, or else the embedded
// one in DATA_DIR (default ./data), migrated — and seeded, when it is new — before the import.
// Category chains use the shipped taxonomy subset unless --taxonomy names another file, e.g. OFF's
// full categories.full.json.gz, which an import of the whole OFF database needs: tags outside the
// taxonomy are dropped from the chain.
import { existsSync } from "node:fs";
import path from "node:path";

import type { Db } from "@productcheck/db/client";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { loadCategoryTaxonomy } from "./category-taxonomy";
import type { SkipReason } from "./off-row";
import { productRowFromRecord, upsertProductRows } from "./product-rows";
import { readOffExport } from "./read-export";

export interface ImportOptions {
  /** Category taxonomy for the chains; the shipped subset by default. */
  taxonomy?: CategoryTaxonomy;
  /** Rows per INSERT statement (default 5,000). */
  batchSize?: number;
  /** Progress and summary lines. */
  log?: (message: string) => void;
  /** At most one progress line per this many milliseconds (default 2,000). */
  progressEveryMs?: number;
  /** Keeps only the products it accepts (e.g. sold in chosen countries); the others count as `filtered`. */
  keep?: (record: CatalogueRecord) => boolean;
  /**
   * Called once each batch is written, with the number of rows read up to the batch's last row: every
   * row before it is in the database (a resumable import records it).
   */
  onBatchWritten?: (rowsRead: number, stats: ImportStats) => void | Promise<void>;
}

export interface ImportStats {
  /** Data rows read (lines of a JSONL file, records of a CSV file; blank lines and the header not counted). */
  read: number;
  /** Products inserted or updated. */
  imported: number;
  /** Rows whose product has an admin-approved correction (source `suggestion`), left untouched. */
  keptSuggestions: number;
  /** Rows whose barcode came again later in the same batch (the later row is the one written). */
  duplicates: number;
  /** Rows of products the `keep` option left out. */
  filtered: number;
  skipped: Record<SkipReason, number>;
  durationMs: number;
  /** Rows read per second. */
  rowsPerSecond: number;
}

const DEFAULT_BATCH_SIZE = 5_000;
const DEFAULT_PROGRESS_MS = 2_000;

const count = (value: number): string => value.toLocaleString("en-US");

/** One line of progress or summary, e.g. "120,000 rows read, 118,500 imported, …". */
export function describeImport(stats: ImportStats): string {
  const skipped = stats.skipped.barcode + stats.skipped.malformed + stats.skipped.empty;
  return (
    `${count(stats.read)} rows read, ${count(stats.imported)} imported, ${count(skipped)} skipped ` +
    `(invalid barcode ${count(stats.skipped.barcode)}, malformed ${count(stats.skipped.malformed)}, ` +
    `no name or brand ${count(stats.skipped.empty)}), ${count(stats.keptSuggestions)} corrected by an admin and kept, ` +
    `${count(stats.duplicates)} repeated, ` +
    (stats.filtered > 0 ? `${count(stats.filtered)} left out by the filter, ` : "") +
    `${count(Math.round(stats.rowsPerSecond))} rows/s`
  );
}

/**
 * Imports the rows of `rows` (see read-export.ts) into the Product table. Reading runs ahead of the
 * database by at most one batch, so memory stays at two batches whatever the size of the export.
 */
export async function importCatalogueRows(
  db: Db,
  rows: AsyncIterable<{ ok: true; record: CatalogueRecord } | { ok: false; reason: SkipReason }>,
  options: ImportOptions = {},
): Promise<ImportStats> {
  const taxonomy = options.taxonomy ?? (await loadCategoryTaxonomy());
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const progressEveryMs = options.progressEveryMs ?? DEFAULT_PROGRESS_MS;
  const log = options.log ?? (() => {});
  const started = performance.now();
  let lastProgress = started;
  const stats: ImportStats = {
    read: 0,
    imported: 0,
    keptSuggestions: 0,
    duplicates: 0,
    filtered: 0,
    skipped: { barcode: 0, malformed: 0, empty: 0 },
    durationMs: 0,
    rowsPerSecond: 0,
  };
  const measure = (): ImportStats => {
    stats.durationMs = performance.now() - started;
    stats.rowsPerSecond = stats.durationMs > 0 ? (stats.read * 1000) / stats.durationMs : 0;
    return stats;
  };

  let batch: ReturnType<typeof productRowFromRecord>[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const flush = async (): Promise<void> => {
    await inFlight;
    if (failure) throw failure.error;
    const rowsToWrite = batch;
    const rowsRead = stats.read;
    batch = [];
    const unique = new Set(rowsToWrite.map((row) => row.barcode)).size;
    inFlight = (async () => {
      const written = await upsertProductRows(db, rowsToWrite);
      stats.imported += written;
      stats.duplicates += rowsToWrite.length - unique;
      stats.keptSuggestions += unique - written;
      const now = performance.now();
      if (now - lastProgress >= progressEveryMs) {
        lastProgress = now;
        log(`catalogue import: ${describeImport(measure())}`);
      }
      await options.onBatchWritten?.(rowsRead, measure());
    })().catch((error: unknown) => {
      failure = { error };
    });
  };

  try {
    for await (const row of rows) {
      stats.read++;
      if (!row.ok) {
        stats.skipped[row.reason]++;
        continue;
      }
      if (options.keep && !options.keep(row.record)) {
        stats.filtered++;
        continue;
      }
      batch.push(productRowFromRecord(row.record, taxonomy));
      if (batch.length >= batchSize) await flush();
    }
  } catch (error) {
    // A failed read (a download that broke off) leaves the batch being written to finish first, so
    // that nothing is written after this function has failed.
    await inFlight;
    throw error;
  }
  if (batch.length > 0) await flush();
  await inFlight;
  if (failure) throw failure.error;
  return measure();
}

/** Imports an export file (JSONL or CSV/TSV, gzipped or not) into the Product table. */
export async function importCatalogue(db: Db, file: string, options: ImportOptions = {}): Promise<ImportStats> {
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const stats = await importCatalogueRows(db, readOffExport(file), options);
  options.log?.(`catalogue import of ${path.basename(file)} done in ${(stats.durationMs / 1000).toFixed(1)} s: ${describeImport(stats)}`);
  return stats;
}
