// `pnpm catalog:sync` (docs/origin.md, The catalogue): the whole Open Food Facts database, kept fresh.
// A first full import of the export (JSONL or CSV, streamed and gunzipped as it downloads), then the
// daily delta files the export site lists in its delta index, oldest first. It goes through the same
// pipeline as `pnpm catalog:import` (readers, normaliser, batched upsert that never touches a product
// with source `suggestion`), and keeps its state in the database:
// - CatalogueImport: the full import, with the rows written so far. An interrupted import resumes after
//   them when the export is still the same file (its ETag, or Last-Modified and length), and starts
//   again otherwise; rows written twice are harmless, the upsert is idempotent.
// - CatalogueDelta: each delta file applied on top of that import, recorded once it is written whole,
//   so a re-run skips it and a half-applied one is applied again.
// A run with other countries than the recorded import's, or after the delta index stopped reaching
// back to the last change applied (OFF keeps 14 days of deltas), imports the export again.
import type { Db } from "@productcheck/db/client";
import type { CatalogueRecord } from "@productcheck/domain/catalogue-record";
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { countryFromOffTag, normalizeCountryCode } from "@productcheck/domain/countries";

import { loadCategoryTaxonomy } from "./category-taxonomy";
import { type Download, downloadText, openDownload } from "./download";
import { importCatalogueRows, type ImportStats } from "./import-catalogue";
import type { RowResult } from "./off-row";
import { exportRows } from "./read-export";

export const OFF_JSONL_EXPORT_URL = "https://static.openfoodfacts.org/data/openfoodfacts-products.jsonl.gz";
export const OFF_CSV_EXPORT_URL = "https://static.openfoodfacts.org/data/en.openfoodfacts.org.products.csv.gz";
export const OFF_DELTA_INDEX_URL = "https://static.openfoodfacts.org/data/delta/index.txt";
/**
 * The advisory lock key `pnpm catalog:sync` holds while it runs, so two syncs of one database never
 * interleave (the migration runner's is 72707369, the registry sync's 72707370).
 */
export const CATALOGUE_SYNC_LOCK_KEY = 72707371;

/** Shown while a file downloads: a bar on a terminal, a line now and then otherwise (sync-progress.ts). */
export interface SyncProgress {
  start(label: string, totalBytes: number | null): void;
  update(state: { bytes: number; rows: number; imported: number }): void;
  stop(): void;
}

export interface SyncOptions {
  /** The full export (JSONL or CSV/TSV, gzipped or not). */
  exportUrl: string;
  /** The delta index; null = no deltas. */
  deltaIndexUrl: string | null;
  /** Sent with every download (OFF asks for `AppName/Version (contact)`). */
  userAgent: string;
  /** ISO 3166-1 alpha-2 codes (see `countryCodes`): only products sold in one of them are kept. */
  countries?: readonly string[];
  /** Import the export again even when one is recorded. */
  full?: boolean;
  taxonomy?: CategoryTaxonomy;
  batchSize?: number;
  log?: (message: string) => void;
  progress?: SyncProgress;
}

export interface SyncedFile {
  url: string;
  stats: ImportStats;
}

export interface SyncSummary {
  /** The full import made or resumed by this run, with the rows an earlier run had written. */
  fullImport: (SyncedFile & { resumedAfterRows: number }) | null;
  deltas: (SyncedFile & { file: string })[];
  /** Listed deltas left alone: applied before, or older than the export. */
  deltasSkipped: number;
  /** Products that were not in the catalogue before this run. */
  added: number;
  /** Products written that were there before. */
  updated: number;
  /** Rows not written: unreadable, unusable barcode, nothing to show, corrected by an admin, or left out by the country filter. */
  skipped: number;
  durationMs: number;
}

export interface DeltaFile {
  file: string;
  url: string;
  from: Date;
  to: Date;
}

/** OFF's delta files are named for the window of changes they hold: `…_<from>_<to>.json.gz`, in Unix seconds. */
const DELTA_NAME = /_(\d{1,12})_(\d{1,12})\.[A-Za-z.]+$/u;

/** The delta files of an index (one file name a line, relative to the index), oldest first. */
export function parseDeltaIndex(text: string, indexUrl: string): DeltaFile[] {
  const files: DeltaFile[] = [];
  for (const name of text.split(/\s+/u)) {
    const match = DELTA_NAME.exec(name);
    if (!match) continue;
    const from = Number(match[1]);
    const to = Number(match[2]);
    if (!(from < to)) continue;
    files.push({ file: name, url: new URL(name, indexUrl).toString(), from: new Date(from * 1000), to: new Date(to * 1000) });
  }
  return files.sort((a, b) => a.from.getTime() - b.from.getTime() || a.to.getTime() - b.to.getTime());
}

/**
 * Alpha-2 codes for `--country` values: a code ("se", "UK"), an English name ("Sweden", "united
 * states") or an OFF tag ("en:sweden"), each possibly a comma list. Throws on anything else.
 */
export function countryCodes(values: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const value of values.flatMap((item) => item.split(","))) {
    const text = value.trim();
    if (text === "") continue;
    const tag = text.toLowerCase().includes(":") ? text : `en:${text.toLowerCase().replace(/[^a-z0-9]+/gu, "-").replace(/^-|-$/gu, "")}`;
    const code = (/^[A-Za-z]{2}$/u.test(text) ? normalizeCountryCode(text) : null) ?? countryFromOffTag(tag);
    if (code === null) throw new Error(`Unknown country "${text}": give an ISO code (SE), an English name (Sweden) or an Open Food Facts tag (en:sweden)`);
    codes.add(code);
  }
  return [...codes].sort();
}

/** Whether a product is sold in one of `codes` (its OFF `countries_tags`). */
export function soldIn(codes: readonly string[]): ((record: CatalogueRecord) => boolean) | undefined {
  if (codes.length === 0) return undefined;
  const wanted = new Set(codes);
  return (record) => record.countriesSold.some((tag) => wanted.has(countryFromOffTag(tag) ?? ""));
}

/** OFF writes its export for hours after it starts: deltas ending up to a day before its date are applied too. */
const EXPORT_MARGIN_MS = 24 * 60 * 60 * 1000;

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, i) => item === b[i]);

const count = (value: number): string => value.toLocaleString("en-US");

/** The counters a file's rows add to the summary. */
const skippedRows = (stats: ImportStats): number =>
  stats.skipped.barcode + stats.skipped.malformed + stats.skipped.empty + stats.keptSuggestions + stats.filtered;

/** Reads one downloaded file into the catalogue, showing its progress. */
async function importDownload(
  db: Db,
  download: Download,
  label: string,
  options: SyncOptions & { taxonomy: CategoryTaxonomy },
  resume: { skip: number; onBatchWritten?: (rowsRead: number, stats: ImportStats) => Promise<void> } = { skip: 0 },
): Promise<ImportStats> {
  const progress = options.progress;
  let rows = resume.skip;
  let imported = 0;
  const report = (): void => progress?.update({ bytes: download.bytesRead, rows, imported });
  async function* counted(): AsyncGenerator<RowResult> {
    for await (const row of exportRows(download.lines, resume.skip)) {
      rows++;
      if (rows % 1000 === 0) report();
      yield row;
    }
  }
  progress?.start(label, download.totalBytes);
  try {
    const stats = await importCatalogueRows(db, counted(), {
      taxonomy: options.taxonomy,
      batchSize: options.batchSize,
      keep: soldIn(options.countries ?? []),
      onBatchWritten: async (rowsRead, current) => {
        imported = current.imported;
        report();
        await resume.onBatchWritten?.(rowsRead, current);
      },
    });
    imported = stats.imported;
    report();
    return stats;
  } finally {
    progress?.stop();
  }
}

/** Runs the sync (see the top of this file) and says what it did. */
export async function syncCatalogue(db: Db, options: SyncOptions): Promise<SyncSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const taxonomy = options.taxonomy ?? (await loadCategoryTaxonomy());
  const settings = { ...options, taxonomy };
  const countries = [...(options.countries ?? [])].sort();
  const productsBefore = await db.product.count();

  // The index first: when it cannot be read, nothing has been changed yet.
  const deltas = options.deltaIndexUrl ? parseDeltaIndex(await downloadText(options.deltaIndexUrl, options.userAgent), options.deltaIndexUrl) : [];
  if (options.deltaIndexUrl) log(`catalogue sync: ${deltas.length} delta files listed at ${options.deltaIndexUrl}`);

  let current = await db.catalogueImport.findFirst({
    orderBy: { id: "desc" },
    select: { id: true, url: true, version: true, exportedAt: true, countries: true, rowsDone: true, imported: true, completedAt: true },
  });
  const applied = current
    ? await db.catalogueDelta.findMany({ where: { importId: current.id }, select: { file: true, toTime: true } })
    : [];

  let reason: string | null = null;
  if (!current) reason = "no export imported yet";
  else if (!current.completedAt) reason = "the last import of the export was interrupted";
  else if (options.full) reason = "asked to import the export again";
  else if (!sameList(current.countries, countries)) reason = `the countries changed (${current.countries.join(", ") || "all"} → ${countries.join(", ") || "all"})`;
  else if (deltas.length > 0 && (current.exportedAt !== null || applied.length > 0)) {
    // Changes up to `reached` are in the catalogue; the oldest listed delta must start before it.
    // (An export of unknown date had every delta listed then applied on top, so `applied` says.)
    const reached = Math.max(
      current.exportedAt ? current.exportedAt.getTime() - EXPORT_MARGIN_MS : Number.NEGATIVE_INFINITY,
      ...applied.map((delta) => delta.toTime.getTime()),
    );
    const oldest = deltas[0];
    if (oldest && oldest.from.getTime() > reached) {
      reason = `the delta index starts at ${oldest.from.toISOString()}, after the last change applied (${new Date(reached).toISOString()})`;
    }
  }

  let fullImport: SyncSummary["fullImport"] = null;
  if (reason !== null) {
    log(`catalogue sync: importing ${options.exportUrl}: ${reason}`);
    const download = await openDownload(options.exportUrl, options.userAgent);
    const resumable =
      current !== null &&
      current.completedAt === null &&
      current.url === options.exportUrl &&
      download.version !== "" &&
      current.version === download.version &&
      sameList(current.countries, countries);
    if (current && current.completedAt === null && !resumable) log("catalogue sync: the export changed since the interrupted import; starting it again");
    const row = resumable && current
      ? current
      : await db.catalogueImport.create({
          data: { url: options.exportUrl, version: download.version, exportedAt: download.lastModified, countries },
          select: { id: true, url: true, version: true, exportedAt: true, countries: true, rowsDone: true, imported: true, completedAt: true },
        });
    if (resumable) log(`catalogue sync: resuming after the ${count(row.rowsDone)} rows written before`);
    const stats = await importDownload(db, download, options.exportUrl.split("/").pop() ?? options.exportUrl, settings, {
      skip: row.rowsDone,
      onBatchWritten: async (rowsRead, progress) => {
        await db.catalogueImport.update({
          where: { id: row.id },
          data: { rowsDone: row.rowsDone + rowsRead, imported: row.imported + progress.imported },
          select: { id: true },
        });
      },
    });
    await db.catalogueImport.update({
      where: { id: row.id },
      data: { rowsDone: row.rowsDone + stats.read, imported: row.imported + stats.imported, completedAt: new Date() },
      select: { id: true },
    });
    // The planner's statistics still describe the catalogue before the import, perhaps a thousand times smaller.
    await db.$executeRawUnsafe('ANALYZE "Product"');
    fullImport = { url: options.exportUrl, stats, resumedAfterRows: resumable ? row.rowsDone : 0 };
    current = { ...row, completedAt: new Date() };
    applied.length = 0;
  }
  if (!current) throw new Error("catalogue sync: no import recorded after importing the export");

  const done = new Set(applied.map((delta) => delta.file));
  const after = current.exportedAt ? current.exportedAt.getTime() - EXPORT_MARGIN_MS : Number.NEGATIVE_INFINITY;
  const pending = deltas.filter((delta) => !done.has(delta.file) && delta.to.getTime() > after);
  const appliedNow: SyncSummary["deltas"] = [];
  for (const delta of pending) {
    const download = await openDownload(delta.url, options.userAgent);
    const stats = await importDownload(db, download, delta.file, settings);
    await db.catalogueDelta.create({
      data: { importId: current.id, file: delta.file, fromTime: delta.from, toTime: delta.to, read: stats.read, imported: stats.imported },
      select: { file: true },
    });
    log(`catalogue sync: applied ${delta.file}: ${count(stats.read)} rows read, ${count(stats.imported)} written`);
    appliedNow.push({ url: delta.url, file: delta.file, stats });
  }

  const files = [...(fullImport ? [fullImport.stats] : []), ...appliedNow.map((delta) => delta.stats)];
  const written = files.reduce((sum, stats) => sum + stats.imported, 0);
  const added = (await db.product.count()) - productsBefore;
  return {
    fullImport,
    deltas: appliedNow,
    deltasSkipped: deltas.length - pending.length,
    added,
    updated: Math.max(0, written - added),
    skipped: files.reduce((sum, stats) => sum + skippedRows(stats), 0),
    durationMs: performance.now() - started,
  };
}

/** The summary in a few lines. */
export function describeSync(summary: SyncSummary): string[] {
  const lines: string[] = [];
  if (summary.fullImport) {
    const { stats, resumedAfterRows } = summary.fullImport;
    lines.push(
      `export: ${count(stats.read)} rows read${resumedAfterRows > 0 ? ` (resumed after ${count(resumedAfterRows)})` : ""}, ` +
        `${count(stats.imported)} written, ${count(Math.round(stats.rowsPerSecond))} rows/s`,
    );
  } else {
    lines.push("export: already imported");
  }
  lines.push(`deltas: ${summary.deltas.length} applied, ${summary.deltasSkipped} already applied or older than the export`);
  lines.push(
    `products: ${count(summary.added)} added, ${count(summary.updated)} updated, ${count(summary.skipped)} skipped ` +
      `in ${(summary.durationMs / 1000).toFixed(1)} s`,
  );
  return lines;
}
