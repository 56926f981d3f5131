// Does the catalogue scale to the whole of Open Food Facts? One run on a fresh database on the real
// PostgreSQL, with the production app (Fastify + REST + Prisma) serving it:
// 1. the shipped catalogue (15,465 products) and the registry, as a server's first start loads them;
//    table and index sizes, and the latency of a scan's product lookup and of POST /api/scan;
// 2. a generated catalogue of --products more (default 4,000,000) written through the import path of
//    `pnpm catalog:import` / `pnpm catalog:sync` (OFF JSONL lines → reader → normaliser → batched
//    upsert), timed; then the same sizes and latencies, and the plan (EXPLAIN) of every statement a
//    scan sends, checked for sequential scans of the big tables.
// Generated rows are realistic in shape: distinct valid EAN-13 codes across real GS1 prefixes, brands
// (and their owners) from the brand registry, categories from the shipped taxonomy, OFF country tags,
// made-in places and packer codes for some.
//   pnpm --filter @productcheck/bench bench:catalogue-scale [--products 4000000] [--samples 500]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import pg from "pg";

import { createSession, SESSION_COOKIE } from "@productcheck/auth/session";
import { loadCategoryTaxonomy } from "@productcheck/catalogue/category-taxonomy";
import { importCatalogueRows } from "@productcheck/catalogue/import-catalogue";
import { exportRows } from "@productcheck/catalogue/read-export";
import type { Db } from "@productcheck/db/client";
import { computeCheckDigit } from "@productcheck/domain/barcode";
import { loadRegistry } from "@productcheck/registry/load-registry";
import { startTestServer } from "@productcheck/server/testing/test-server";

import { seededDatabase } from "../support/seeded-database";
import { seededRandom } from "../support/seeded-random";
import { summarize, type Summary } from "../support/stats";

const { values } = parseArgs({
  options: { products: { type: "string", default: "4000000" }, samples: { type: "string", default: "500" } },
});
const generatedCount = Number(values.products);
const samples = Number(values.samples);

// ---- the generated catalogue -------------------------------------------------------------------


/** Real GS1 prefixes (3 digits) of the countries whose products shoppers meet; 0xx are UPC-A codes. */
const PREFIXES = [
  "001", "007", "008", "016", "038", "070", "073", "300", "340", "376", "400", "405", "426", "440", "500", "505",
  "540", "560", "570", "590", "611", "640", "690", "700", "703", "730", "735", "738", "760", "800", "803", "840",
  "849", "870", "871", "890", "930",
];
const COUNTRY_TAGS = [
  "en:united-states", "en:france", "en:germany", "en:spain", "en:italy", "en:united-kingdom", "en:sweden",
  "en:norway", "en:denmark", "en:finland", "en:belgium", "en:netherlands", "en:switzerland", "en:canada",
  "en:poland", "en:austria", "en:portugal", "en:mexico", "en:australia", "en:ireland",
];
const PLACES = ["France", "Deutschland", "España", "Italia", "Sverige", "United States", "Polska", "Nederland", "Danmark", "Made in Belgium"];
const PACKER_CODES = ["FR 35.062.001 CE", "DE BY 123 EG", "SE 1234 EG", "ES 10.01234/M CE", "IT 123 CE", "DK M123 EF"];
const QUANTITIES = ["500 g", "1 kg", "250 g", "1 l", "330 ml", "1.5 l", "12 fl oz (355 mL)", "16 oz", "400 g", "6 x 33 cl", "750 ml", "100 g"];
const VARIANTS = ["Original", "Classic", "Light", "Organic", "Extra", "Family pack", "No added sugar", "Spicy", "Vanilla", "Wholegrain"];

const registry = loadRegistry();
const taxonomy = await loadCategoryTaxonomy();
const categoryTags = Object.keys(taxonomy.categories);

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

/** The barcode of generated product `i`: distinct for every i (prefix, then i's place in that prefix). */
function generatedBarcode(i: number): string {
  const prefix = PREFIXES[i % PREFIXES.length] as string;
  const body = `${prefix}${String(Math.floor(i / PREFIXES.length) * 7 + 1_000_000).padStart(9, "0")}`;
  return `${body}${computeCheckDigit(body)}`;
}

/** Product `i` as a line of OFF's JSONL export (the fields the reader takes, plus a few it ignores, as OFF's have). */
function generatedLine(i: number): string {
  const next = seededRandom(i + 1);
  const brand = pick(registry.brands, next);
  const category = pick(categoryTags, next);
  const categoryName = taxonomy.categories[category]?.name ?? "";
  const countries = [pick(COUNTRY_TAGS, next), ...(next() < 0.4 ? [pick(COUNTRY_TAGS, next)] : [])];
  return JSON.stringify({
    code: generatedBarcode(i),
    product_name: `${categoryName} ${pick(VARIANTS, next)}`,
    lang: "en",
    brands: next() < 0.15 ? `${brand.name}, ${brand.owner}` : brand.name,
    brands_tags: [brand.name.toLowerCase().replace(/[^a-z0-9]+/gu, "-")],
    categories: categoryName,
    categories_tags: [...(taxonomy.categories[category]?.parents ?? []), category],
    countries_tags: countries,
    origins: next() < 0.1 ? pick(PLACES, next) : "",
    manufacturing_places: next() < 0.3 ? pick(PLACES, next) : "",
    emb_codes: next() < 0.1 ? pick(PACKER_CODES, next) : "",
    quantity: pick(QUANTITIES, next),
    brand_owner: next() < 0.4 ? brand.owner : "",
    nutriscore_grade: pick(["a", "b", "c", "d", "e"], next),
    last_modified_t: 1_700_000_000 + i,
  });
}

// ---- measuring ---------------------------------------------------------------------------------

async function sizes(db: Db) {
  const [table] = await db.$queryRawUnsafe<{ total: bigint; heap: bigint; indexes: bigint; toast: bigint; rows: bigint }[]>(
    `SELECT pg_total_relation_size('"Product"') AS total, pg_relation_size('"Product"') AS heap,
            pg_indexes_size('"Product"') AS indexes,
            pg_total_relation_size('"Product"') - pg_relation_size('"Product"') - pg_indexes_size('"Product"') AS toast,
            (SELECT count(*) FROM "Product") AS rows`,
  );
  const indexes = await db.$queryRawUnsafe<{ name: string; bytes: bigint }[]>(
    `SELECT indexrelid::regclass::text AS name, pg_relation_size(indexrelid) AS bytes
     FROM pg_index WHERE indrelid = '"Product"'::regclass ORDER BY 1`,
  );
  const mb = (bytes: bigint): number => Math.round(Number(bytes) / 10_485.76) / 100;
  if (!table) throw new Error("no size for Product");
  return {
    products: Number(table.rows),
    totalMB: mb(table.total),
    tableMB: mb(table.heap),
    toastMB: mb(table.toast),
    indexesMB: mb(table.indexes),
    perIndexMB: Object.fromEntries(indexes.map((index) => [index.name.replaceAll('"', ""), mb(index.bytes)])),
  };
}

/** Every statement node-postgres sends while `capture` is on (the scan path's queries, for EXPLAIN). */
const captured: { text: string; values: unknown[] }[] = [];
let capture = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function capturingQuery(this: pg.Client, ...args: unknown[]) {
  if (capture) {
    const [first, second] = args as [unknown, unknown];
    if (typeof first === "string") captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: config.values ?? [] });
    }
  }
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await seededDatabase();
if (database.kind !== "postgres" || !database.databaseUrl) {
  throw new Error("bench:catalogue-scale needs the real PostgreSQL (TEST_DATABASE_URL, default 127.0.0.1:5432)");
}
const databaseUrl = database.databaseUrl;
const server = await startTestServer({ database, config: { production: true } });
const { db, origin } = server;
const user = await db.user.create({ data: { email: "bench@example.com", scansRemaining: 10_000_000 }, select: { id: true } });
const { token } = await createSession(db, user.id);
// The production server names its cookies `__Host-…` (apps/server/src/context.ts).
const headers = { origin, cookie: `__Host-${SESSION_COOKIE}=${token}`, "content-type": "application/json" };
const shippedBarcodes = (await db.product.findMany({ select: { barcode: true } })).map((product) => product.barcode);

/** The columns a scan reads with the product (as the view is built from them). */
const lookupSelect = { id: true, barcode: true, name: true, brand: true, brandKey: true, manufacturer: true, brandOwner: true, categories: true, countryCode: true, source: true } as const;

let sequence = 0;
async function scan(barcode: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/scan`, {
    method: "POST",
    headers,
    body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_${String(++sequence).padStart(8, "0")}` }),
  });
  await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`POST /api/scan ${barcode}: HTTP ${response.status}`);
  return ms;
}

async function lookup(barcode: string): Promise<number> {
  const started = performance.now();
  const found = await db.product.findUnique({ where: { barcode }, select: lookupSelect });
  const ms = performance.now() - started;
  if (!found) throw new Error(`no product ${barcode}`);
  return ms;
}

/** p50/p99 of a scan's product lookup and of POST /api/scan over `samples` products drawn from `barcodes`, none scanned before. */
async function latencies(label: string, barcodes: () => string) {
  const drawn = new Set<string>();
  const draw = (): string => {
    for (;;) {
      const barcode = barcodes();
      if (!drawn.has(barcode)) {
        drawn.add(barcode);
        return barcode;
      }
    }
  };
  for (let i = 0; i < 30; i++) {
    await lookup(draw()); // warm-up
    await scan(draw());
  }
  const lookups: number[] = [];
  const scans: number[] = [];
  for (let i = 0; i < samples; i++) lookups.push(await lookup(draw()));
  for (let i = 0; i < samples; i++) scans.push(await scan(draw()));
  const result = { lookup: summarize(lookups), scan: summarize(scans) };
  const line = (summary: Summary) => `p50 ${summary.p50} ms, p99 ${summary.p99} ms`;
  console.info(`${label}: product lookup ${line(result.lookup)}; POST /api/scan ${line(result.scan)}`);
  return result;
}

const pickShipped = seededRandom(42);
const before = { sizes: await sizes(db), ...(await latencies("15k catalogue", () => pick(shippedBarcodes, pickShipped))) };
console.info(`15k catalogue: ${JSON.stringify(before.sizes)}`);

// ---- the import ------------------------------------------------------------------------------

const shipped = new Set(shippedBarcodes);
const generated: number[] = [];
async function* lines(): AsyncGenerator<string> {
  for (let i = 0; generated.length < generatedCount; i++) {
    const barcode = generatedBarcode(i);
    if (shipped.has(barcode)) continue;
    generated.push(i);
    yield generatedLine(i);
  }
}
console.info(`importing ${generatedCount.toLocaleString("en-US")} generated products through the catalogue import…`);
const importStats = await importCatalogueRows(db, exportRows(lines()), {
  taxonomy,
  log: (message) => console.info(message),
  progressEveryMs: 30_000,
});
const rejected = importStats.read - importStats.imported;
await db.$executeRawUnsafe('ANALYZE "Product"');
console.info(
  `imported ${importStats.imported.toLocaleString("en-US")} in ${(importStats.durationMs / 1000).toFixed(0)} s ` +
    `(${Math.round(importStats.rowsPerSecond).toLocaleString("en-US")} rows/s), ${rejected} rejected`,
);

const pickGenerated = seededRandom(7);
const after = {
  sizes: await sizes(db),
  ...(await latencies(`${(generatedCount / 1e6).toFixed(1)}M catalogue`, () => {
    const i = generated[Math.floor(pickGenerated() * generated.length)] as number;
    return generatedBarcode(i);
  })),
};
console.info(`large catalogue: ${JSON.stringify(after.sizes)}`);

// ---- the plans of a scan's statements at this size -----------------------------------------

captured.length = 0;
capture = true;
const probe = generatedBarcode(generated[generated.length - 1] as number);
await scan(probe);
await scan(probe); // the free re-scan within 24 hours takes the other branch of the charge
capture = false;
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const plans: { statement: string; plan: string; seqScans: string[] }[] = [];
for (const statement of captured) {
  if (/^\s*(BEGIN|COMMIT|ROLLBACK|SET|SHOW)\b/iu.test(statement.text)) continue;
  // Plain EXPLAIN plans a statement without running it (the charge's CTE writes).
  const result = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${statement.text}`, statement.values);
  const plan = result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  const seqScans = [...plan.matchAll(/Seq Scan on "?(\w+)"?/gu)].map((match) => match[1] as string);
  plans.push({ statement: statement.text.replace(/\s+/gu, " ").slice(0, 400), plan, seqScans });
}
await client.end();
const bigTables = new Set(["Product", "Scan"]);
const unindexed = plans.filter((plan) => plan.seqScans.some((table) => bigTables.has(table)));
console.info(`${plans.length} statements of a scan explained; ${unindexed.length} scan Product or Scan sequentially`);
for (const plan of unindexed) console.info(`${plan.statement}\n${plan.plan}`);

const results = {
  database: server.kind,
  method:
    "generated OFF JSONL lines through the catalogue import (exportRows → normaliser → importCatalogueRows' batched upsert, 5,000 rows a statement), as pnpm catalog:import / catalog:sync write them",
  samples,
  shipped: before,
  large: {
    ...after,
    import: {
      rows: importStats.read,
      imported: importStats.imported,
      rejected,
      seconds: Math.round(importStats.durationMs / 1000),
      rowsPerSecond: Math.round(importStats.rowsPerSecond),
    },
  },
  scanStatements: plans.map((plan) => ({ statement: plan.statement, seqScans: plan.seqScans, plan: plan.plan.split("\n") })),
  measuredAt: new Date().toISOString(),
};
const out = path.join(import.meta.dirname, "../results/catalogue-scale.json");
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.info(`written to ${path.relative(process.cwd(), out)}`);
await server.close();
