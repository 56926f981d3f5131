import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openDatabase } from "@productcheck/db/database";
import { createTestDatabaseConfig } from "@productcheck/db/testing/test-database";

import { CATALOGUE_SYNC_LOCK_KEY, countryCodes, describeSync, syncCatalogue, type SyncOptions } from "./catalogue-sync";
import { DownloadError } from "./download";
import { lineProgress } from "./sync-progress";
import { ean13, JSONL, offExportRow, offTsv, shippedProduct, SMALL_TAXONOMY, type ShippedProduct } from "./testing/catalogue-fixtures";
import { type ExportServer, startExportServer } from "./testing/export-server";
import { importTestbed } from "./testing/import-testbed";

const testbed = importTestbed();
let server: ExportServer;

beforeAll(async () => {
  server = await startExportServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 24 * 60 * 60 * 1000;
/** The export's date; deltas are placed around it. */
const EXPORTED = new Date("2026-11-20T04:00:00Z");
const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const deltaName = (fromDays: number, toDays: number): string =>
  `openfoodfacts_products_${seconds(new Date(EXPORTED.getTime() + fromDays * DAY))}_${seconds(new Date(EXPORTED.getTime() + toDays * DAY))}.json.gz`;

/** An OFF JSONL export row for product `n`. */
const row = (n: number, overrides: Partial<ShippedProduct> = {}) => offExportRow(shippedProduct({ code: ean13(n), name: `Product ${n}`, ...overrides }));

/** Serves an export of products 1..`count` at /data/export.jsonl.gz. */
function serveExport(count: number, overrides: Partial<ShippedProduct> = {}, file: { breakAfterBytes?: number; gzip?: boolean } = {}): void {
  const rows = Array.from({ length: count }, (_, i) => row(i + 1, overrides));
  server.serve("/data/export.jsonl.gz", { body: JSONL(rows), gzip: file.gzip ?? true, lastModified: EXPORTED, ...file });
}

/** Serves the delta index listing `deltas` (newest first, as OFF lists them) and each delta's rows. */
function serveDeltas(deltas: { name: string; rows: object[] }[]): void {
  server.serve("/data/delta/index.txt", { body: `${deltas.map((delta) => delta.name).reverse().join("\n")}\n` });
  for (const delta of deltas) server.serve(`/data/delta/${delta.name}`, { body: JSONL(delta.rows), gzip: true });
}

const options = (overrides: Partial<SyncOptions> = {}): SyncOptions => ({
  exportUrl: server.url("/data/export.jsonl.gz"),
  deltaIndexUrl: server.url("/data/delta/index.txt"),
  userAgent: "ProductCheck/test (test@example.com)",
  taxonomy: SMALL_TAXONOMY,
  batchSize: 10,
  ...overrides,
});

const product = (n: number) =>
  testbed.db.product.findUnique({ where: { barcode: ean13(n) }, select: { name: true, source: true, countriesSold: true } });

beforeEach(() => {
  server.requests.length = 0;
  serveExport(30);
  serveDeltas([
    // Ends more than a day before the export was written: already in it.
    { name: deltaName(-3, -2), rows: [row(1, { name: "Stale name" })] },
    { name: deltaName(-1, 0), rows: [row(1, { name: "Product 1, renamed" }), row(31)] },
    { name: deltaName(0, 1), rows: [row(1, { name: "Product 1, renamed again" }), row(32)] },
  ]);
});

describe("syncCatalogue", () => {
  it("imports the export, then the deltas after it in order; a second run applies only new deltas", async () => {
    const first = await syncCatalogue(testbed.db, options());
    expect(first.fullImport).toMatchObject({ resumedAfterRows: 0, stats: { read: 30, imported: 30 } });
    expect(first.deltas.map((delta) => delta.file)).toEqual([deltaName(-1, 0), deltaName(0, 1)]);
    expect(first).toMatchObject({ deltasSkipped: 1, added: 32, updated: 2, skipped: 0 });
    expect(await testbed.db.product.count()).toBe(32);
    expect(await product(1)).toMatchObject({ name: "Product 1, renamed again", source: "catalogue" });
    expect(await testbed.db.catalogueImport.findFirst({ select: { rowsDone: true, imported: true, completedAt: true, exportedAt: true } })).toMatchObject({
      rowsDone: 30,
      imported: 30,
      exportedAt: EXPORTED,
      completedAt: expect.any(Date),
    });

    serveDeltas([
      { name: deltaName(-1, 0), rows: [row(1, { name: "Product 1, renamed" })] },
      { name: deltaName(0, 1), rows: [row(1, { name: "Product 1, renamed again" })] },
      { name: deltaName(1, 2), rows: [row(2, { name: "Product 2, new" }), row(33)] },
    ]);
    server.requests.length = 0;
    const second = await syncCatalogue(testbed.db, options());
    expect(second).toMatchObject({ fullImport: null, deltasSkipped: 2, added: 1, updated: 1 });
    expect(second.deltas.map((delta) => delta.file)).toEqual([deltaName(1, 2)]);
    expect(server.requests).toEqual(["/data/delta/index.txt", `/data/delta/${deltaName(1, 2)}`]);
    expect(await product(2)).toMatchObject({ name: "Product 2, new" });
    expect(await product(1)).toMatchObject({ name: "Product 1, renamed again" });
    expect(describeSync(second)).toEqual([
      "export: already imported",
      "deltas: 1 applied, 2 already applied or older than the export",
      expect.stringMatching(/^products: 1 added, 1 updated, 0 skipped in \d+\.\d s$/u),
    ]);
  });

  it("is idempotent: a run with nothing new changes nothing, and --full writes the same products again", async () => {
    await syncCatalogue(testbed.db, options());
    const again = await syncCatalogue(testbed.db, options());
    expect(again).toMatchObject({ fullImport: null, deltas: [], deltasSkipped: 3, added: 0, updated: 0 });

    const full = await syncCatalogue(testbed.db, options({ full: true }));
    expect(full.fullImport?.stats).toMatchObject({ read: 30, imported: 30 });
    // The deltas after the export are applied again on top of it.
    expect(full.deltas).toHaveLength(2);
    expect(full).toMatchObject({ added: 0, updated: 34 });
    expect(await testbed.db.product.count()).toBe(32);
    expect(await product(1)).toMatchObject({ name: "Product 1, renamed again" });
    expect(await testbed.db.catalogueImport.count()).toBe(2);
  });

  it("reads OFF's CSV export (tab-separated, gzipped) and imports without deltas", async () => {
    server.serve("/data/en.openfoodfacts.org.products.csv.gz", {
      body: offTsv([row(1), row(2, { name: "Senap" }), row(3, { code: "12345" })]),
      gzip: true,
    });
    const summary = await syncCatalogue(testbed.db, options({ exportUrl: server.url("/data/en.openfoodfacts.org.products.csv.gz"), deltaIndexUrl: null }));
    expect(summary).toMatchObject({ fullImport: { stats: { read: 3, imported: 2, skipped: { barcode: 1 } } }, deltas: [], added: 2, skipped: 1 });
    expect(await product(2)).toMatchObject({ name: "Senap" });
  });

  it("resumes an interrupted import after the rows it had written, and starts again when the export changed", async () => {
    // Plain JSONL, so that the bytes sent before the cut are whole rows: about 90 of 200.
    const rows = Array.from({ length: 200 }, (_, i) => row(i + 1));
    const body = JSONL(rows);
    server.serve("/data/export.jsonl.gz", { body, lastModified: EXPORTED, breakAfterBytes: Math.floor(body.length * 0.45) });
    const failed = syncCatalogue(testbed.db, options());
    await expect(failed).rejects.toThrow(DownloadError);
    await expect(failed).rejects.toThrow(/^The download of http:\/\/127\.0\.0\.1:\d+\/data\/export\.jsonl\.gz failed after 0\.\d MB: /u);
    const interrupted = await testbed.db.catalogueImport.findFirstOrThrow({ select: { rowsDone: true, completedAt: true } });
    expect(interrupted.completedAt).toBeNull();
    expect(interrupted.rowsDone).toBeGreaterThanOrEqual(50);
    expect(interrupted.rowsDone % 10).toBe(0);
    expect(await testbed.db.product.count()).toBeGreaterThanOrEqual(interrupted.rowsDone);
    expect(await testbed.db.catalogueDelta.count()).toBe(0);

    server.serve("/data/export.jsonl.gz", { body, lastModified: EXPORTED });
    const resumed = await syncCatalogue(testbed.db, options());
    expect(resumed.fullImport).toMatchObject({ resumedAfterRows: interrupted.rowsDone, stats: { read: 200 - interrupted.rowsDone } });
    expect(resumed.deltas).toHaveLength(2);
    expect(await testbed.db.product.count()).toBe(200);
    expect(await testbed.db.catalogueImport.findFirstOrThrow({ select: { rowsDone: true, completedAt: true } })).toMatchObject({
      rowsDone: 200,
      completedAt: expect.any(Date),
    });

    // Interrupted again, then the export is replaced by a newer one: the import starts from its first row.
    server.serve("/data/export.jsonl.gz", { body, lastModified: EXPORTED, breakAfterBytes: Math.floor(body.length * 0.45) });
    await expect(syncCatalogue(testbed.db, options({ full: true }))).rejects.toThrow(DownloadError);
    serveExport(200, { quantity: "1 kg" }, { gzip: false });
    const restarted = await syncCatalogue(testbed.db, options());
    expect(restarted.fullImport).toMatchObject({ resumedAfterRows: 0, stats: { read: 200, imported: 200 } });
  });

  it("keeps only products sold in the chosen countries, from the export and the deltas", async () => {
    server.serve("/data/export.jsonl.gz", {
      body: JSONL([
        row(1, { countries_sold: ["en:sweden"] }),
        row(2, { countries_sold: ["en:france", "en:norway"] }),
        row(3, { countries_sold: ["en:united-states"] }),
        row(4, { countries_sold: [] }),
      ]),
      gzip: true,
      lastModified: EXPORTED,
    });
    serveDeltas([{ name: deltaName(0, 1), rows: [row(5, { countries_sold: ["en:norway"] }), row(6, { countries_sold: ["en:germany"] })] }]);
    const summary = await syncCatalogue(testbed.db, options({ countries: countryCodes(["Sweden", "no"]) }));
    expect(summary).toMatchObject({ fullImport: { stats: { read: 4, imported: 2, filtered: 2 } }, added: 3, skipped: 3 });
    const barcodes = await testbed.db.product.findMany({ select: { barcode: true }, orderBy: { barcode: "asc" } });
    expect(barcodes.map((p) => p.barcode)).toEqual([ean13(1), ean13(2), ean13(5)]);
    expect(await testbed.db.catalogueImport.findFirstOrThrow({ select: { countries: true } })).toEqual({ countries: ["NO", "SE"] });

    // Other countries than the recorded import's need the export again.
    const wider = await syncCatalogue(testbed.db, options({ countries: ["US"] }));
    expect(wider.fullImport?.stats).toMatchObject({ imported: 1, filtered: 3 });
    expect(await product(3)).toMatchObject({ countriesSold: ["en:united-states"] });
  });

  it("never overwrites a product corrected by an admin, from the export or a delta", async () => {
    for (const n of [1, 31]) {
      await testbed.db.product.create({ data: { barcode: ean13(n), name: `Corrected ${n}`, source: "suggestion" } });
    }
    const summary = await syncCatalogue(testbed.db, options());
    expect(summary.fullImport?.stats).toMatchObject({ imported: 29, keptSuggestions: 1 });
    expect(summary.deltas.map((delta) => delta.stats.keptSuggestions)).toEqual([2, 1]);
    expect(await product(1)).toMatchObject({ name: "Corrected 1", source: "suggestion" });
    expect(await product(31)).toMatchObject({ name: "Corrected 31", source: "suggestion" });
  });

  it("reports a failing download as what it is and records nothing it did not finish", async () => {
    server.serve("/data/delta/index.txt", { body: "", status: 503 });
    await expect(syncCatalogue(testbed.db, options())).rejects.toThrow(
      new DownloadError(`Could not download ${server.url("/data/delta/index.txt")}: HTTP 503 Service Unavailable`),
    );
    expect(await testbed.db.catalogueImport.count()).toBe(0);

    serveDeltas([{ name: deltaName(0, 1), rows: [row(31)] }, { name: deltaName(1, 2), rows: [row(32)] }]);
    server.serve("/data/export.jsonl.gz", { body: "", status: 404 });
    await expect(syncCatalogue(testbed.db, options())).rejects.toThrow(/^Could not download .*\/data\/export\.jsonl\.gz: HTTP 404 Not Found$/u);
    expect(await testbed.db.catalogueImport.count()).toBe(0);
    expect(await testbed.db.product.count()).toBe(0);

    serveExport(30);
    server.serve(`/data/delta/${deltaName(1, 2)}`, { body: "", status: 500 });
    await expect(syncCatalogue(testbed.db, options())).rejects.toThrow(`HTTP 500 Internal Server Error`);
    expect(await testbed.db.catalogueDelta.findMany({ select: { file: true } })).toEqual([{ file: deltaName(0, 1) }]);

    serveDeltas([{ name: deltaName(0, 1), rows: [row(31)] }, { name: deltaName(1, 2), rows: [row(32)] }]);
    const after = await syncCatalogue(testbed.db, options());
    expect(after.deltas.map((delta) => delta.file)).toEqual([deltaName(1, 2)]);

    const closed = await startExportServer();
    const unreachable = closed.url("/index.txt");
    await closed.close();
    await expect(syncCatalogue(testbed.db, options({ deltaIndexUrl: unreachable }))).rejects.toThrow(
      new DownloadError(`Could not download ${unreachable}: connect ECONNREFUSED ${new URL(unreachable).host} (ECONNREFUSED)`),
    );
  });

  it("imports the export again when the delta index no longer reaches back to the last change applied", async () => {
    await syncCatalogue(testbed.db, options());
    serveDeltas([{ name: deltaName(5, 6), rows: [row(40)] }]);
    const summary = await syncCatalogue(testbed.db, options());
    expect(summary.fullImport?.stats.read).toBe(30);
    expect(summary.deltas.map((delta) => delta.file)).toEqual([deltaName(5, 6)]);
  });

  it("shows progress as lines when not on a terminal", async () => {
    const lines: string[] = [];
    await syncCatalogue(testbed.db, options({ deltaIndexUrl: null, progress: lineProgress((line) => lines.push(line), 0) }));
    expect(lines.at(-1)).toMatch(/^catalogue sync: export\.jsonl\.gz: 0\.0 MB of 0\.0 MB \(100 %\), 30 rows read, 30 written$/u);
  });
});

describe("pnpm catalog:sync", () => {
  const cli = path.resolve(import.meta.dirname, "catalogue-sync-cli.ts");
  const run = promisify(execFile);

  it("prints a summary, and exits 1 with the reason when a download fails", async () => {
    const database = await createTestDatabaseConfig();
    try {
      const env = {
        ...process.env,
        DATABASE_URL: database.databaseUrl ?? "",
        DATA_DIR: database.dataDir ?? "",
        OFF_EXPORT_URL: server.url("/data/export.jsonl.gz"),
        OFF_DELTA_INDEX_URL: server.url("/data/delta/index.txt"),
      };
      const tsx = path.resolve(import.meta.dirname, "../node_modules/.bin/tsx");
      const ok = await run(tsx, [cli, "--country", "SE"], { env });
      expect(ok.stdout).toContain("catalogue sync: keeping products sold in SE");
      expect(ok.stdout).toMatch(/catalogue sync: export\.jsonl\.gz: .*30 rows read, 30 written/u);
      expect(ok.stdout).toMatch(/catalogue sync: products: 3[12] added/u);

      server.serve("/data/delta/index.txt", { body: "", status: 502 });
      const failed = await run(tsx, [cli, "--country", "SE"], { env }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr.trim()).toBe(`catalogue sync failed: Could not download ${server.url("/data/delta/index.txt")}: HTTP 502 Bad Gateway`);

      const bad = await run(tsx, [cli, "--country", "Atlantis"], { env }).catch((error: { code: number; stderr: string }) => error);
      expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown country "Atlantis"') });

      if (database.databaseUrl) {
        // A second sync of the same database while one runs (here: its lock held) stops before it writes.
        const running = await openDatabase({ databaseUrl: database.databaseUrl });
        const release = await running.tryLock(CATALOGUE_SYNC_LOCK_KEY);
        try {
          expect(release).not.toBeNull();
          const second = await run(tsx, [cli], { env }).catch((error: { code: number; stderr: string }) => error);
          expect(second).toMatchObject({
            code: 1,
            stderr: expect.stringContaining("catalogue sync failed: another catalogue sync is running on this database"),
          });
        } finally {
          await release?.();
          await running.close();
        }
      }
    } finally {
      await database.dispose();
    }
  });
});
