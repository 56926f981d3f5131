// The charged scan's cost in PostgreSQL alone, without the server (docs/performance.md, "The scan's
// work in the database"): pgbench runs the statement the server sends for a charged scan of a
// catalogue product by a guest with credits (`scan_barcode`, docs/scan-flow.md#charging), against
// `pgbench -N` at the same concurrency, alternately, in the same minute.
//
// A fresh database on the local PostgreSQL is migrated (the repository's migrations, or `--migrations`
// for another set: a before/after) and seeded with the shipped catalogue. Each round makes one guest
// per pgbench client with credits and a network of its own, as the API bench's guests have; a client
// walks the catalogue in order with a new client scan id each time, so every scan is a first, charged
// scan, and passes the product's row version as a server that built its view already would (so the
// product's columns are not sent). Per round it reports:
// - transactions/s of the scan script and of `pgbench -N` (on a database of its own, `-i -s 4`), and
//   their ratio, the figure to compare between runs on a shared machine;
// - what a scan does in this database (pg_stat_user_tables: rows inserted, updated, of which HOT), and
//   WAL bytes per scan from pg_stat_wal (the whole server's, so other work on it counts too);
// - the wait events of the scan's backends under the load (pg_stat_activity sampled every 10 ms;
//   "CPU" where a backend waits for nothing).
// Then, one scan at a time, EXPLAIN (ANALYZE, BUFFERS, WAL) of the scan's statement, averaged: this
// statement's own WAL records and bytes and the buffers it hit and dirtied, whatever else runs.
//   pnpm --filter @productcheck/bench bench:scan-sql [--seconds 10] [--connections 20] [--rounds 3]
//     [--migrations <folder>] [--compare <folder>] [--explain 200] [--out <file.json>]
// `--compare` makes a second database with other migrations (e.g. an earlier commit's, from `git archive`)
// and runs its scans in the same rounds, the two taking turns, against the same `pgbench -N` figure.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";

import pg from "pg";

import { seedCatalogue } from "@productcheck/catalogue/seed-catalogue";
import { openDatabase } from "@productcheck/db/database";

import { processCpuMs } from "../support/process-cpu";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    rounds: { type: "string", default: "3" },
    /** Another folder of migrations (e.g. an earlier commit's prisma/migrations, for a before/after). */
    migrations: { type: "string" },
    /** A second folder of migrations, measured in turn with the first in the same rounds (a before/after in one sitting). */
    compare: { type: "string" },
    /** How many scans are planned with EXPLAIN ANALYZE, one at a time. */
    explain: { type: "string", default: "200" },
    /** How many scans are sent one after another on one connection to take the backend's CPU per scan. */
    serial: { type: "string", default: "2000" },
    out: { type: "string", default: path.join(import.meta.dirname, "../results/scan-sql.json") },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const explainScans = Number(values.explain);
const serialScans = Number(values.serial);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const run = promisify(execFile);

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const createDatabase = (name: string) => withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
const dropDatabase = (name: string) => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

// The server's statement (packages/api/src/services/scan/scan-charge.ts) with what it would pass for a
// guest with credits on its own network: the product's version it knows, the guest's id, the client's
// scan id, the clock, the 24-hour window and the network's daily bucket (a budget out of the way).
// `bench_product` numbers the catalogue and holds each product's row version.
function scanStatement(arg: { guest: string; round: string; i: string; product: string }): string {
  const now = `(now() AT TIME ZONE 'UTC')::timestamp`;
  return `SELECT s."outcome" FROM "bench_product" b CROSS JOIN LATERAL "scan_barcode"(
  b."barcode", b."version", NULL::integer, ${arg.guest}::integer, NULL::text, NULL::integer, NULL::text,
  'bench_' || ${arg.round}::text || '_' || ${arg.i}::text, 'mobile', ${now}, ${now} - interval '24 hours',
  'bench-network-' || ${arg.guest}::text, 1000000000,
  date_trunc('day', ${now}), ${now} - interval '24 hours'
) s WHERE b."n" = ${arg.product}::integer;
`;
}

// Each client starts at its own place in the catalogue, as the API bench's guests do, so that concurrent
// scans seldom count the same product (ScanProductCount's row).
const SCAN_SCRIPT = String.raw`\set i :i + 1
\set product (:client_id * :products / :clients + :i) % :products + 1
\set guest :guest_base + :client_id
` + scanStatement({ guest: ":guest", round: ":round", i: ":i", product: ":product" });

interface PgbenchRun {
  tps: number;
  latencyMs: number;
  transactions: number;
}

async function pgbench(url: string, args: string[]): Promise<PgbenchRun> {
  const { stdout } = await run("pgbench", ["-n", "-c", String(connections), "-j", "2", "-T", String(seconds), ...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return {
    tps: Math.round(tps),
    latencyMs: Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]),
    transactions: Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]),
  };
}

interface TableCounts {
  [table: string]: { inserted: number; updated: number; hotUpdated: number };
}

async function tableCounts(client: pg.Client): Promise<TableCounts> {
  // The statistics of this transaction's snapshot are cached until its end: read them afresh.
  await client.query("SELECT pg_stat_clear_snapshot()");
  const { rows } = await client.query<{ relname: string; ins: string; upd: string; hot: string }>(
    `SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables`,
  );
  return Object.fromEntries(rows.map((row) => [row.relname, { inserted: Number(row.ins), updated: Number(row.upd), hotUpdated: Number(row.hot) }]));
}

async function walBytes(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>(`SELECT pg_current_wal_insert_lsn() - '0/0'::pg_lsn AS bytes`);
  return Number(rows[0]?.bytes);
}

interface Watched {
  /** Shares of the sampled active backends by wait event ("CPU": waiting for nothing). */
  waits: Record<string, number>;
  /** CPU time (user + system) of pgbench's backends per transaction, in ms, between two samples; null without /proc. */
  cpuMsPerTransaction: number | null;
}

/** CPU time so far of these processes, in ms (`processCpuMs`); null when one cannot be read. */
function processesCpuMs(pids: number[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    total += ms;
  }
  return total;
}

/**
 * Watches pgbench's backends on database `name` until `done` settles: samples their wait events every
 * 10 ms, and their CPU time and the transactions done (`countSql`) a second after the start and a
 * second before the end, so that the CPU per transaction leaves out connecting and preparing.
 */
async function watch(url: string, name: string, done: Promise<unknown>, countSql: string): Promise<Watched> {
  const counts: Record<string, number> = {};
  const samples: { cpuMs: number | null; transactions: number }[] = [];
  const startedAt = Date.now();
  await withClient(url, async (client) => {
    let finished = false;
    void done.finally(() => (finished = true));
    while (!finished) {
      const { rows } = await client.query<{ pid: number; wait: string }>(
        `SELECT pid, coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait FROM pg_stat_activity
          WHERE datname = $1 AND application_name = 'pgbench' AND pid <> pg_backend_pid()`,
        [name],
      );
      const elapsed = Date.now() - startedAt;
      if ((samples.length === 0 && elapsed > 1000) || (samples.length === 1 && elapsed > seconds * 1000 - 1000)) {
        const cpuMs = processesCpuMs(rows.map((row) => row.pid));
        const { rows: done } = await client.query<{ n: string }>(countSql);
        samples.push({ cpuMs, transactions: Number(done[0]?.n) });
      }
      for (const { wait } of rows) counts[wait] = (counts[wait] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const [first, last] = samples;
  const cpuMsPerTransaction =
    first?.cpuMs != null && last?.cpuMs != null && last.transactions > first.transactions
      ? Math.round(((last.cpuMs - first.cpuMs) / (last.transactions - first.transactions)) * 1000) / 1000
      : null;
  return {
    waits: Object.fromEntries(
      Object.entries(counts)
        .sort(([, a], [, b]) => b - a)
        .map(([wait, n]) => [wait, Math.round((n / total) * 1000) / 1000]),
    ),
    cpuMsPerTransaction,
  };
}

async function addGuests(client: pg.Client, count: number): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO "Guest" ("tokenHash", "scansRemaining", "ipHash")
     SELECT 'bench-' || gen_random_uuid(), 1000000000, 'bench' FROM generate_series(1, $1::int)
     RETURNING "id"`,
    [count],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids.at(-1)! - ids[0]! !== count - 1) throw new Error("the guests' ids are not consecutive");
  return ids[0]!;
}

interface ExplainTotals {
  executionMs: number;
  walRecords: number;
  walBytes: number;
  walFpi: number;
  sharedHit: number;
  sharedRead: number;
  sharedDirtied: number;
  sharedWritten: number;
}

/** EXPLAIN (ANALYZE, BUFFERS, WAL) of `scans` charged scans by one new guest, one at a time, averaged. */
async function explainScansOneByOne(client: pg.Client, guestId: number, scans: number): Promise<ExplainTotals> {
  const sums: ExplainTotals = { executionMs: 0, walRecords: 0, walBytes: 0, walFpi: 0, sharedHit: 0, sharedRead: 0, sharedDirtied: 0, sharedWritten: 0 };
  const statement = scanStatement({ guest: "$1", round: "'explain'", i: "$2", product: "$3" });
  for (let i = 1; i <= scans; i++) {
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: Record<string, number>; "Execution Time": number }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, WAL, FORMAT JSON) ${statement}`,
      [guestId, String(i), i],
    );
    const [{ Plan: plan, "Execution Time": executionMs }] = rows[0]!["QUERY PLAN"];
    sums.executionMs += executionMs;
    sums.walRecords += plan["WAL Records"] ?? 0;
    sums.walBytes += plan["WAL Bytes"] ?? 0;
    sums.walFpi += plan["WAL FPI"] ?? 0;
    sums.sharedHit += plan["Shared Hit Blocks"] ?? 0;
    sums.sharedRead += plan["Shared Read Blocks"] ?? 0;
    sums.sharedDirtied += plan["Shared Dirtied Blocks"] ?? 0;
    sums.sharedWritten += plan["Shared Written Blocks"] ?? 0;
  }
  return Object.fromEntries(Object.entries(sums).map(([key, sum]) => [key, Math.round((sum / scans) * 1000) / 1000])) as unknown as ExplainTotals;
}

/**
 * The backend's CPU time per scan, `scans` charged scans by one new guest sent one after another on
 * one connection (the same statement, prepared): no other client shares the backend, so the figure
 * barely moves with the machine's load, unlike a rate. Each scan waits for its commit as the server's do.
 */
async function serialCpuMsPerScan(database: ScanDatabase, scans: number): Promise<number | null> {
  const guestId = await addGuests(database.client, 1);
  return withClient(database.url, async (client) => {
    const { rows } = await client.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`);
    const statement = { name: "scan", text: scanStatement({ guest: "$1", round: "'serial'", i: "$2", product: "$3" }) };
    await client.query({ ...statement, values: [guestId, "0", 1] });
    const before = processesCpuMs([rows[0]!.pid]);
    for (let i = 1; i <= scans; i++) await client.query({ ...statement, values: [guestId, String(i), (i % database.products) + 1] });
    const after = processesCpuMs([rows[0]!.pid]);
    return before === null || after === null ? null : Math.round(((after - before) / scans) * 1000) / 1000;
  });
}

// ---------------------------------------------------------------------------------------------

interface ScanDatabase {
  label: string;
  migrations: string | undefined;
  name: string;
  url: string;
  products: number;
  client: pg.Client;
}

/** A new database migrated with `migrations` and seeded, with the catalogue numbered in `bench_product`. */
async function scanDatabase(label: string, migrations: string | undefined, name: string): Promise<ScanDatabase> {
  await createDatabase(name);
  const url = databaseUrl(name);
  console.info(`${label}: migrating ${name} with ${migrations ?? "prisma/migrations"} and seeding the catalogue…`);
  const database = await openDatabase({
    databaseUrl: url,
    migrationsDir: migrations ? path.resolve(migrations) : undefined,
    seed: async (db) => void (await seedCatalogue(db)),
  });
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE TABLE "bench_product" ("n" int PRIMARY KEY, "barcode" text NOT NULL, "version" text NOT NULL)`);
  await client.query(`INSERT INTO "bench_product" SELECT row_number() OVER (ORDER BY md5("barcode")), "barcode", xmin::text FROM "Product"`);
  // The catalogue is analysed; the scan's tables are left without statistics, as on the API bench's fresh
  // database (statistics taken while Scan was empty tie the planner's choice of its indexes).
  await client.query(`VACUUM ANALYZE "Product", "bench_product"`);
  const { rows } = await client.query<{ products: number }>(`SELECT count(*)::int AS products FROM "bench_product"`);
  return { label, migrations, name, url, products: rows[0]!.products, client };
}

async function scanRound(database: ScanDatabase, round: number, ceilingTps: number) {
  const { client } = database;
  const guestBase = await addGuests(client, connections);
  const tablesBefore = await tableCounts(client);
  const walBefore = await walBytes(client);
  const scanRun = pgbench(database.url, [
    "-M", "prepared", "-f", scriptFile,
    "-D", "i=0", "-D", `products=${database.products}`, "-D", `clients=${connections}`, "-D", `guest_base=${guestBase}`, "-D", `round=${round}`,
  ]);
  const { waits, cpuMsPerTransaction } = await watch(database.url, database.name, scanRun, `SELECT coalesce(max("id"), 0) AS n FROM "Scan"`);
  const scans = { ...(await scanRun), cpuMsPerTransaction };
  const walAfter = await walBytes(client);
  const tablesAfter = await tableCounts(client);
  const { rows: outcome } = await client.query<{ charged: number; free: number }>(
    `SELECT count(*) FILTER (WHERE "charged")::int AS charged, count(*) FILTER (WHERE NOT "charged")::int AS free
       FROM "Scan" WHERE "guestId" BETWEEN $1 AND $2`,
    [guestBase, guestBase + connections - 1],
  );
  const rowsPerScan: Record<string, Record<string, number>> = {};
  for (const [table, after] of Object.entries(tablesAfter)) {
    const before = tablesBefore[table] ?? { inserted: 0, updated: 0, hotUpdated: 0 };
    const changes = { inserted: after.inserted - before.inserted, updated: after.updated - before.updated, hotUpdated: after.hotUpdated - before.hotUpdated };
    if (changes.inserted + changes.updated === 0) continue;
    rowsPerScan[table] = Object.fromEntries(Object.entries(changes).map(([key, n]) => [key, Math.round((n / scans.transactions) * 100) / 100]));
  }
  const ratio = Math.round((scans.tps / ceilingTps) * 1000) / 1000;
  const walBytesPerScan = Math.round((walAfter - walBefore) / scans.transactions);
  console.info(
    `  ${database.label}: scan ${scans.tps} tps = ${ratio} × pgbench -N, backend CPU ${scans.cpuMsPerTransaction} ms/scan, ` +
      `${walBytesPerScan} WAL bytes/scan (server-wide); charged ${outcome[0]?.charged}, free ${outcome[0]?.free}`,
  );
  console.info(`    rows per scan: ${JSON.stringify(rowsPerScan)}`);
  console.info(`    waits: ${JSON.stringify(waits)}`);
  return { scan: scans, ratio, walBytesPerScan, rowsPerScan, waits, outcome: outcome[0] };
}

const stamp = Date.now();
const pgbenchDb = `bench_scan_sql_pgbench_${stamp}`;
const scriptFile = path.join(mkdtempSync(path.join(tmpdir(), "productcheck-scan-sql-")), "scan.sql");
writeFileSync(scriptFile, SCAN_SCRIPT);
const startedAt = new Date();
const wanted = [
  { label: "this", migrations: values.migrations },
  ...(values.compare ? [{ label: "compared", migrations: values.compare }] : []),
];
const databases: ScanDatabase[] = [];
const rounds_: Record<string, unknown>[] = [];
const oneAtATime: Record<string, ExplainTotals & { serialCpuMsPerScan: (number | null)[] }> = {};
await createDatabase(pgbenchDb);
try {
  for (const [index, { label, migrations }] of wanted.entries()) {
    databases.push(await scanDatabase(label, migrations, `bench_scan_sql_${stamp}_${index}`));
  }
  const pgbenchUrl = databaseUrl(pgbenchDb);
  await run("pgbench", ["-i", "-q", "-s", "4", pgbenchUrl]);
  console.info(`${rounds} rounds of pgbench -N and the scan script, ${connections} connections, ${seconds} s each`);
  for (let round = 1; round <= rounds; round++) {
    const ceilingRun = pgbench(pgbenchUrl, ["-N"]);
    const ceilingWatch = await watch(pgbenchUrl, pgbenchDb, ceilingRun, `SELECT count(*) AS n FROM pgbench_history`);
    const ceiling = { ...(await ceilingRun), cpuMsPerTransaction: ceilingWatch.cpuMsPerTransaction };
    console.info(`round ${round}: pgbench -N ${ceiling.tps} tps, backend CPU ${ceiling.cpuMsPerTransaction} ms/transaction`);
    const result: Record<string, unknown> = { round, pgbenchN: ceiling };
    // The databases take turns going first, so neither always follows pgbench.
    const order = round % 2 === 1 ? databases : [...databases].reverse();
    for (const database of order) result[database.label] = await scanRound(database, round, ceiling.tps);
    rounds_.push(result);
  }
  // One at a time: the backend's CPU per scan, the databases taking turns three times; then each
  // scan's own WAL and buffers.
  const serial: Record<string, (number | null)[]> = {};
  for (let turn = 0; turn < 3; turn++) {
    for (const database of databases) (serial[database.label] ??= []).push(await serialCpuMsPerScan(database, serialScans));
  }
  for (const database of databases) {
    const explained = await explainScansOneByOne(database.client, await addGuests(database.client, 1), explainScans);
    oneAtATime[database.label] = { serialCpuMsPerScan: serial[database.label] ?? [], ...explained };
    console.info(
      `${database.label}, one at a time: backend CPU ${serial[database.label]?.join(", ")} ms/scan (${serialScans} scans, three turns); ` +
        `EXPLAIN ANALYZE, mean of ${explainScans}: ${JSON.stringify(explained)}`,
    );
  }
} finally {
  for (const database of databases) {
    await database.client.end();
    await dropDatabase(database.name);
  }
  await dropDatabase(pgbenchDb);
}

const out = path.resolve(values.out);
writeFileSync(
  out,
  `${JSON.stringify(
    {
      connections,
      seconds,
      migrations: Object.fromEntries(wanted.map(({ label, migrations }) => [label, migrations ?? "prisma/migrations"])),
      rounds: rounds_,
      oneAtATime,
      measuredAt: startedAt.toISOString(),
    },
    null,
    2,
  )}
`,
);
console.info(`written to ${path.relative(process.cwd(), out)}`);
