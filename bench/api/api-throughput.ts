// The API's throughput under load, against its ceilings measured in the same run (issue 11, part 1).
//
// The production build (`pnpm build`: apps/server/dist/main.js, NODE_ENV=production, info logging)
// is started once on a fresh database on the local PostgreSQL (127.0.0.1:5432) and once on the
// embedded default (PGlite in a new folder). autocannon, in a child process, loads each scenario
// with `--connections` connections for `--seconds` seconds:
// - a charged scan of a catalogue product by a guest with credits (64 guests, each with its cookie
//   from a first POST /api/scan, taken round-robin; every scan its own clientScanId and a barcode the
//   guest has not scanned yet);
// - a free re-scan (the guests' barcodes again, each time a new clientScanId);
// - GET /api/scanned-products/{id}, and of a view of 1 kB or more with a browser's Accept-Encoding
//   (its answer compressed);
//   GET /api/scanned-products/{id}/alternatives of an American product, the cache warm; GET /api/user;
// - the charged scan and the product GET at a constant offered load of `--rate` requests/s (p99),
//   sent evenly (paced-load.ts; `--pacing autocannon` for autocannon's bursts, as until round 6),
//   each after a VACUUM and CHECKPOINT (`--settle`), with the server's own time per request from its log.
// The two ceilings: a bare Node HTTP server answering fixed JSON (in a child process, loaded like
// the API), and `pgbench -N` at the same concurrency on its own database (`pgbench -i -s 4` once;
// `-c 20 -j 2 -T <s> -N`), or a raw node-postgres transaction of the same shape when pgbench is
// missing. Each is measured at the start of the run (`--seconds`, `runStartCeilings` in the JSON)
// and again right before and right after every scenario that gets a ratio (`--ceiling-seconds`, 5 s:
// the bare server for the GETs, pgbench for the scans). The machine is shared and its speed swings
// within a run, so a scenario's `ratio` is its rate over the mean of its two adjacent ceilings;
// `ratioToRunStartCeiling` is the same rate over the run-start ceiling, and both are printed. The
// constant-rate scenarios get no ratio (read their p99). On PostgreSQL the statements each request
// sends are counted by a preload in the server (count-queries.mjs) and reported per request of
// each scenario.
//
// Guest limits are set out of the way (FREE_GUEST_SCANS and GUEST_SCANS_PER_IP_PER_DAY of 10^9).
// Each guest shops from a network of its own (TRUST_PROXY=1, one proxy hop, and an X-Forwarded-For per guest), as
// shoppers on their phones do. Guests sharing a network share one budget row, which is counted
// exactly and so is taken one scan at a time: `chargedScanOneNetwork` measures that case (all
// guests behind one address, like a shop's Wi-Fi).
//   pnpm bench:api            (builds first)
//   pnpm --filter @productcheck/bench bench:api [--seconds 10] [--ceiling-seconds 5] [--connections 20] [--rate 200] [--pacing even|autocannon] [--settle on|off]
//     [--only postgres|pglite] [--scenario <regular expression>] [--server <main.js>] [--cpu-prof <folder>] [--out <file.json>]
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs, promisify } from "node:util";

import pg from "pg";

import { GUEST_COOKIE } from "@productcheck/auth/guest";

import { processCpuMs } from "../support/process-cpu";
import type { LoadJob, LoadResult } from "./load";
import { latencyPercentiles } from "./paced-load";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    /** The length of the ceiling runs right before and after each scenario. */
    "ceiling-seconds": { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    rate: { type: "string", default: "200" },
    /** How the constant-rate scenarios offer their load: "even" (one request every 1000/rate ms) or "autocannon" (its bursts, as before). */
    pacing: { type: "string", default: "even" },
    /** Before each constant-rate scenario, VACUUM and CHECKPOINT so that it starts from the same database state: "on" or "off". */
    settle: { type: "string", default: "on" },
    only: { type: "string" },
    /** Another build of the server to measure (e.g. an earlier commit's, for a before/after). */
    server: { type: "string" },
    /** Only the scenarios whose names match this regular expression (a part of a name, or "^getProduct$" for one). */
    scenario: { type: "string" },
    "cpu-prof": { type: "string" },
    out: { type: "string", default: path.join(import.meta.dirname, "../results/api.json") },
  },
});
const seconds = Number(values.seconds);
const ceilingSeconds = Number(values["ceiling-seconds"]);
const connections = Number(values.connections);
const rate = Number(values.rate);
const pacing = values.pacing === "autocannon" ? "autocannon" : "even";
const settle = values.settle !== "off";
const cpuProfDir = values["cpu-prof"] ? path.resolve(values["cpu-prof"]) : undefined;
const scenarioPattern = values.scenario ? new RegExp(values.scenario) : undefined;
const GUESTS = 64;

const root = path.join(import.meta.dirname, "../..");
const serverEntry = values.server ? path.resolve(values.server) : path.join(root, "apps/server/dist/main.js");
const tsx = path.join(import.meta.dirname, "../node_modules/.bin/tsx");
const run = promisify(execFile);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} does not exist: run \`pnpm build\` at the repository root first.`);

// ---------------------------------------------------------------------------------------------
// Load and ceilings

const jobFile = path.join(mkdtempSync(path.join(tmpdir(), "productcheck-bench-job-")), "job.json");

async function load(job: LoadJob): Promise<LoadResult> {
  writeFileSync(jobFile, JSON.stringify(job));
  const { stdout } = await run(tsx, [path.join(import.meta.dirname, "load.ts"), jobFile], { maxBuffer: 64 * 1024 * 1024 });
  const line = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(line) as LoadResult;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) {
    child.kill("SIGKILL");
    await exited;
  }
}

interface Ceiling<T> {
  /** Loads the ceiling for this many seconds. */
  measure: (seconds: number) => Promise<T>;
  stop: () => Promise<void>;
}

/** A bare Node HTTP server answering fixed JSON, in a process of its own kept for the whole run. */
async function bareNodeServer(): Promise<Ceiling<LoadResult>> {
  const port = await freePort();
  const source = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"ok":true}'); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return {
    measure: (loadSeconds) => load({ url: `http://127.0.0.1:${port}`, connections, seconds: loadSeconds, get: { path: "/", headers: {} } }),
    stop: () => stopProcess(child),
  };
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const createDatabase = (name: string) => withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
const dropDatabase = (name: string) => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

interface PgbenchResult {
  tool: "pgbench" | "node-postgres";
  tps: number;
  latencyMs: number;
}

/**
 * `pgbench -N` (one update, one select, one insert a transaction) at the same concurrency, on a
 * database of its own, initialised once and kept (and dropped at `stop`) for the whole run.
 */
async function pgbenchCeiling(): Promise<Ceiling<PgbenchResult> & { databaseName: string }> {
  const name = `bench_pgbench_${process.pid}`;
  await dropDatabase(name);
  await createDatabase(name);
  const url = databaseUrl(name);
  const stop = () => dropDatabase(name).then(() => undefined);
  try {
    const hasPgbench = await run("pgbench", ["--version"]).then(() => true, () => false);
    if (!hasPgbench) {
      await createRawPgTables(url);
      return { measure: (loadSeconds) => rawPgTransactions(url, loadSeconds), stop, databaseName: name };
    }
    await run("pgbench", ["-i", "-q", "-s", "4", url]);
  } catch (error) {
    await stop();
    throw error;
  }
  const measure = async (loadSeconds: number): Promise<PgbenchResult> => {
    const { stdout } = await run("pgbench", ["-c", String(connections), "-j", "2", "-T", String(loadSeconds), "-N", url]);
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tool: "pgbench", tps: Math.round(tps), latencyMs };
  };
  return { measure, stop, databaseName: name };
}

const RAW_PG_SCALE = 4;

/** pgbench's tables (scale 4) for the same transaction by hand, over node-postgres. */
async function createRawPgTables(url: string): Promise<void> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(`
    CREATE TABLE pgbench_accounts (aid int PRIMARY KEY, bid int, abalance int, filler char(84));
    CREATE TABLE pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
    INSERT INTO pgbench_accounts SELECT a, (a - 1) / 100000 + 1, 0, '' FROM generate_series(1, ${RAW_PG_SCALE * 100_000}) a;
    VACUUM ANALYZE pgbench_accounts;`);
  await setup.end();
}

/** pgbench's `-N` script by hand, over node-postgres. */
async function rawPgTransactions(url: string, seconds: number): Promise<PgbenchResult> {
  const scale = RAW_PG_SCALE;
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        while (Date.now() < deadline) {
          const aid = 1 + Math.floor(Math.random() * scale * 100_000);
          const delta = Math.floor(Math.random() * 10_001) - 5000;
          await client.query("BEGIN");
          await client.query("UPDATE pgbench_accounts SET abalance = abalance + $1 WHERE aid = $2", [delta, aid]);
          await client.query("SELECT abalance FROM pgbench_accounts WHERE aid = $1", [aid]);
          await client.query("INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (1, 1, $1, $2, now())", [aid, delta]);
          await client.query("COMMIT");
          done += 1;
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return { tool: "node-postgres", tps: Math.round(done / seconds), latencyMs: Math.round(((seconds * 1000 * connections) / done) * 100) / 100 };
}

// ---------------------------------------------------------------------------------------------
// The production server

interface RunningServer {
  origin: string;
  /** The server process's CPU time so far (user + system), in ms; null where /proc is missing. */
  cpuMs: () => number | null;
  /** CPU time so far (ms) of each PostgreSQL backend connected to the server's database, by pid; null on PGlite or without /proc. */
  databaseCpuMs: () => Promise<Map<number, number> | null>;
  queries: () => Promise<number | null>;
  /** The server's own time per request (`responseTime` of its log lines, ms), collected between start and stop. */
  responseTimes: { start: () => void; stop: () => Promise<number[]> };
  /** The PostgreSQL database's name; null on PGlite. */
  databaseName: string | null;
  output: () => string;
  stop: () => Promise<void>;
}

async function startServer(database: { databaseUrl?: string; dataDir?: string }, label: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), "productcheck-bench-api-"));
  let output = "";
  const nodeArgs = database.databaseUrl ? ["--import", path.join(import.meta.dirname, "count-queries.mjs")] : [];
  if (cpuProfDir) {
    mkdirSync(cpuProfDir, { recursive: true });
    nodeArgs.push("--cpu-prof", `--cpu-prof-dir=${cpuProfDir}`, `--cpu-prof-name=server-${label}.cpuprofile`);
  }
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: workDir,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_ORIGIN: origin,
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
      DATABASE_URL: database.databaseUrl ?? "",
      DATA_DIR: database.dataDir ?? path.join(workDir, "data"),
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      // Required in production; nothing here sends mail.
      SMTP_URL: "smtp://127.0.0.1:9",
      OFF_BASE_URLS: "",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      STRIPE_PUBLISHABLE_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      STRIPE_API_BASE: "",
      FREE_GUEST_SCANS: "1000000000",
      GUEST_SCANS_PER_IP_PER_DAY: "1000000000",
    },
  });
  // The server's log is read (as production's stdout would be) and only its tail kept, for errors.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const responseTimes = serverResponseTimes(child);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server was not ready in 180 s:\n${output}`);
    await sleep(250);
  }
  const queries = () =>
    database.databaseUrl
      ? new Promise<number>((resolve) => {
          child.once("message", (message: { queries: number }) => resolve(message.queries));
          child.send("queries");
        })
      : Promise.resolve(null);
  const cpuMs = () => (child.pid === undefined ? null : processCpuMs(child.pid));
  const databaseName = database.databaseUrl ? new URL(database.databaseUrl).pathname.slice(1) : null;
  const databaseCpuMs = async () => {
    if (!databaseName) return null;
    const { rows } = await withAdmin((client) =>
      client.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [databaseName]),
    );
    const byPid = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== null) byPid.set(pid, ms);
    }
    return byPid.size > 0 ? byPid : null;
  };
  return {
    origin,
    cpuMs,
    databaseCpuMs,
    queries,
    responseTimes,
    databaseName,
    output: () => output,
    stop: async () => {
      await stopProcess(child);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * The `responseTime` (ms) of each "request completed" line the server logs (apps/server/src/app.ts):
 * its own time from the request's arrival to the answer's end, without the load generator's or the
 * sockets' queues. Only parsed between start and stop (a constant-rate scenario's 2,000 lines); the
 * asynchronous log writer is given a moment to flush the last ones.
 */
function serverResponseTimes(child: ChildProcess): RunningServer["responseTimes"] {
  let collected: number[] | undefined;
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    if (!collected) return;
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const time = /"responseTime":([\d.]+)/.exec(line)?.[1];
      if (time !== undefined) collected.push(Number(time));
    }
  });
  return {
    start: () => {
      collected = [];
      partial = "";
    },
    stop: async () => {
      await sleep(500);
      const times = collected ?? [];
      collected = undefined;
      return times;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The database around a scenario: what else PostgreSQL was doing (checkpoints, autovacuum, WAL)

interface DatabaseActivity {
  /** Checkpoints started (timed or requested), cluster-wide, during the scenario, and the buffers checkpoints wrote. */
  checkpoints: number;
  checkpointBuffers: number;
  /** The share of samples (every 250 ms) in which the checkpointer was busy: a spread checkpoint under way. */
  checkpointerBusy: number;
  /** What autovacuum workers were doing when sampled, in any database of the cluster (pgbench's too). */
  autovacuum: string[];
  /** WAL written cluster-wide during the scenario (MB). */
  walMb: number;
  /** The server's database at the start of the scenario (MB), and its tables' dead rows then. */
  databaseMb: number;
  deadRows: Record<string, number>;
}

interface ClusterCounters {
  checkpoints: number;
  buffers: number;
  walBytes: number;
}

const clusterCounters = async (client: pg.Client): Promise<ClusterCounters> => {
  const { rows } = await client.query<{ checkpoints: string; buffers: string; wal: string }>(
    `SELECT checkpoints_timed + checkpoints_req AS checkpoints, buffers_checkpoint AS buffers,
            pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0') AS wal FROM pg_stat_bgwriter`,
  );
  const [row] = rows;
  return { checkpoints: Number(row?.checkpoints), buffers: Number(row?.buffers), walBytes: Number(row?.wal) };
};

/** Watches the cluster from one connection of its own until `stop`, sampling every 250 ms. */
async function watchDatabase(databaseName: string): Promise<{ stop: () => Promise<DatabaseActivity> }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const sizes = await withDb(databaseUrl(databaseName), (db) =>
    db.query<{ mb: string; dead: Record<string, number> | null }>(
      `SELECT pg_database_size(current_database()) / 1048576.0 AS mb,
              (SELECT jsonb_object_agg(relname, n_dead_tup) FROM pg_stat_user_tables WHERE n_dead_tup > 0) AS dead`,
    ),
  );
  const before = await clusterCounters(client);
  const autovacuum = new Set<string>();
  let samples = 0;
  let busy = 0;
  let watching = true;
  const sampling = (async () => {
    while (watching) {
      const { rows } = await client.query<{ backend_type: string; datname: string | null; query: string; wait_event: string | null }>(
        `SELECT backend_type, datname, query, wait_event FROM pg_stat_activity WHERE backend_type IN ('autovacuum worker', 'checkpointer')`,
      );
      samples += 1;
      for (const row of rows) {
        if (row.backend_type === "checkpointer" && row.wait_event !== "CheckpointerMain") busy += 1;
        if (row.backend_type === "autovacuum worker") autovacuum.add(`${row.datname}: ${row.query}`);
      }
      await sleep(250);
    }
  })();
  return {
    stop: async () => {
      watching = false;
      await sampling;
      const after = await clusterCounters(client);
      await client.end();
      const round = (value: number) => Math.round(value * 100) / 100;
      return {
        checkpoints: after.checkpoints - before.checkpoints,
        checkpointBuffers: after.buffers - before.buffers,
        checkpointerBusy: round(busy / Math.max(1, samples)),
        autovacuum: [...autovacuum],
        walMb: round((after.walBytes - before.walBytes) / 1048576),
        databaseMb: round(Number(sizes.rows[0]?.mb)),
        deadRows: sizes.rows[0]?.dead ?? {},
      };
    },
  };
}

/**
 * The same starting state for each latency scenario, whatever ran before it: the scenarios before it
 * leave tens of thousands of dead rows (the scans' rollups, pgbench's updates) that autovacuum takes
 * up at some moment of its own, and WAL that a checkpoint writes out. VACUUM every database the run
 * writes to, then CHECKPOINT, so that neither lands by chance inside a 10-second p99 measurement
 * (docs/performance.md, "p99 at 200 requests/s").
 */
async function settleDatabase(databaseNames: string[]): Promise<number> {
  const started = Date.now();
  for (const name of databaseNames) await withDb(databaseUrl(name), (client) => client.query("VACUUM (ANALYZE)"));
  await withAdmin((client) => client.query("CHECKPOINT"));
  return Date.now() - started;
}

// ---------------------------------------------------------------------------------------------
// Scenarios

interface Scenario extends LoadResult {
  ceiling: "bare" | "pgbench";
  /** The ceiling's rate (requests/s or transactions/s) measured right before and right after this scenario. */
  adjacentCeiling?: { before: number; after: number };
  /** Requests/s over the mean of the adjacent ceilings: the ratio to read. */
  ratio?: number;
  /** Requests/s over the ceiling measured at the start of the run, minutes earlier. */
  ratioToRunStartCeiling?: number;
  queriesPerRequest?: number;
  /** The server's CPU time per request (ms): steadier than requests/s on a shared machine. */
  serverCpuMsPerRequest?: number;
  /** The CPU time of PostgreSQL's backends serving the server, per request (ms): the database's share of a request. */
  databaseCpuMsPerRequest?: number;
  /** Constant-rate scenarios: the server's own time per request from its log (ms), beside the client's latency. */
  serverResponseMs?: { p50: number; p90: number; p99: number; max: number };
  /** On PostgreSQL: checkpoints, autovacuum and WAL during the scenario. */
  databaseActivity?: DatabaseActivity;
  /** Constant-rate scenarios with `--settle on`: how long the VACUUM and CHECKPOINT before it took (ms). */
  settledMs?: number;
}

interface ScannedProduct {
  scannedProduct: { id: string; isAmerican: boolean };
}

function clientScanId(): string {
  return `${Date.now()}_${randomBytes(6).toString("base64url").replace(/[-_]/g, "x").slice(0, 8)}`;
}

/** What Chrome sends: the server answers JSON of 1 kB or more in Brotli (docs/performance.md, "Web"). */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** @fastify/compress's threshold in apps/server/src/app.ts. */
const COMPRESSED_FROM_BYTES = 1024;

/** The production server's guest cookie carries the `__Host-` prefix (docs/security.md). */
const GUEST_COOKIE_PAIR = `__Host-${GUEST_COOKIE}=`;

async function scanOnce(origin: string, barcode: string, network: string, cookie?: string) {
  const response = await fetch(`${origin}/api/scan`, {
    method: "POST",
    headers: { origin, "content-type": "application/json", "x-forwarded-for": network, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ barcode, clientScanId: clientScanId() }),
  });
  const body = (await response.json()) as ScannedProduct;
  if (!response.ok) throw new Error(`POST /api/scan ${barcode}: HTTP ${response.status} ${JSON.stringify(body)}`);
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(GUEST_COOKIE_PAIR));
  return { body, cookie: setCookie?.split(";")[0] ?? cookie };
}

interface Ceilings {
  bare: Ceiling<LoadResult>;
  pgbench: Ceiling<PgbenchResult> & { databaseName: string };
  runStart: { bare: LoadResult; pgbench: PgbenchResult };
}

async function measureServer(label: "postgres" | "pglite", server: RunningServer, barcodes: string[], ceilings: Ceilings) {
  const { origin } = server;
  // Every guest gets its cookie from a first scan; each walks the whole catalogue from its own
  // starting point, so no guest repeats a barcode (which would be a free re-scan).
  const step = Math.floor(barcodes.length / GUESTS);
  const guests: { cookie: string; barcodes: string[]; network: string; firstScanId: string }[] = [];
  for (let g = 0; g < GUESTS; g++) {
    const own = [...barcodes.slice(g * step), ...barcodes.slice(0, g * step)];
    const network = `10.0.${g}.1`;
    const first = await scanOnce(origin, own[0]!, network);
    if (!first.cookie) throw new Error("the first scan set no guest cookie");
    guests.push({ cookie: first.cookie, barcodes: own, network, firstScanId: first.body.scannedProduct.id });
  }
  const [guest] = guests;
  if (!guest) throw new Error("no guests");
  // An American product among the first guest's barcodes, for the alternatives; and a view of 1 kB or
  // more, which the server compresses for a browser (fewer than half of the views are).
  let american: string | undefined;
  let compressible: string | undefined;
  for (const barcode of guest.barcodes.slice(-200)) {
    const { body } = await scanOnce(origin, barcode, guest.network, guest.cookie);
    if (body.scannedProduct.isAmerican) american ??= body.scannedProduct.id;
    if (JSON.stringify(body.scannedProduct).length >= COMPRESSED_FROM_BYTES) compressible ??= body.scannedProduct.id;
    if (american !== undefined && compressible !== undefined) break;
  }
  if (american === undefined) throw new Error("no American product among 200 scans");
  if (compressible === undefined) throw new Error(`no product view of ${COMPRESSED_FROM_BYTES} bytes or more among 200 scans`);
  const alternativesPath = `/api/scanned-products/${american}/alternatives`;
  const warm = await fetch(`${origin}${alternativesPath}`, { headers: { cookie: guest.cookie } });
  if (!warm.ok) throw new Error(`GET ${alternativesPath}: HTTP ${warm.status} ${await warm.text()}`);
  // Warm-up: JIT, prepared statements, pools.
  await load({ url: origin, connections, seconds: 2, get: { path: `/api/scanned-products/${guest.firstScanId}`, headers: { cookie: guest.cookie } } });

  // ... and the scan path (its first seconds run slower while the JIT compiles it).
  const warmUpScans = Math.floor((guest.barcodes.length - 200) / 4);
  await load({
    url: origin,
    connections,
    seconds: 3,
    scan: { origin, guests: guests.map((g) => ({ cookie: g.cookie, barcodes: g.barcodes.slice(-200 - warmUpScans, -200), network: g.network })) },
  });

  const scenarios: Record<string, Scenario> = {};
  const measure = async (name: string, ceiling: "bare" | "pgbench", job: LoadJob) => {
    if (scenarioPattern && !scenarioPattern.test(name)) return;
    // A constant offered load has no ceiling to compare with; the others get theirs right before and after.
    const adjacentCeiling = async () =>
      job.overallRate !== undefined
        ? undefined
        : ceiling === "bare"
          ? (await ceilings.bare.measure(ceilingSeconds)).rps
          : (await ceilings.pgbench.measure(ceilingSeconds)).tps;
    const ceilingBefore = await adjacentCeiling();
    const constantRate = job.overallRate !== undefined;
    const settledMs = constantRate && settle && server.databaseName ? await settleDatabase([server.databaseName, ceilings.pgbench.databaseName]) : undefined;
    const watch = server.databaseName ? await watchDatabase(server.databaseName) : undefined;
    if (constantRate) server.responseTimes.start();
    const before = await server.queries();
    const cpuBefore = server.cpuMs();
    const databaseBefore = await server.databaseCpuMs();
    const result = await load(job);
    const cpuAfter = server.cpuMs();
    const databaseAfter = await server.databaseCpuMs();
    const after = await server.queries();
    const serverTimes = constantRate ? await server.responseTimes.stop() : undefined;
    const databaseActivity = await watch?.stop();
    const ceilingAfter = await adjacentCeiling();
    const scenario: Scenario = { ...result, ceiling };
    if (serverTimes && serverTimes.length > 0) scenario.serverResponseMs = latencyPercentiles(serverTimes);
    if (databaseActivity) scenario.databaseActivity = databaseActivity;
    if (settledMs !== undefined) scenario.settledMs = settledMs;
    const ratioTo = (base: number) => Math.round((result.rps / base) * 1000) / 1000;
    if (ceilingBefore !== undefined && ceilingAfter !== undefined) {
      scenario.adjacentCeiling = { before: ceilingBefore, after: ceilingAfter };
      scenario.ratio = ratioTo((ceilingBefore + ceilingAfter) / 2);
      scenario.ratioToRunStartCeiling = ratioTo(ceiling === "bare" ? ceilings.runStart.bare.rps : ceilings.runStart.pgbench.tps);
    }
    if (before !== null && after !== null && result.requests > 0) {
      scenario.queriesPerRequest = Math.round(((after - before) / result.requests) * 100) / 100;
    }
    if (cpuBefore !== null && cpuAfter !== null && result.requests > 0) {
      // In µs steps: a GET takes some tens of µs, and the clock ticks (10 ms) over a run's 100,000+ requests allow it.
      scenario.serverCpuMsPerRequest = Math.round(((cpuAfter - cpuBefore) / result.requests) * 1000) / 1000;
    }
    if (databaseBefore && databaseAfter && result.requests > 0) {
      // A backend that connected during the run counts from zero.
      let used = 0;
      for (const [pid, ms] of databaseAfter) used += ms - (databaseBefore.get(pid) ?? 0);
      scenario.databaseCpuMsPerRequest = Math.round((used / result.requests) * 1000) / 1000;
    }
    scenarios[name] = scenario;
    const bad = result.non2xx + result.errors + result.timeouts;
    console.info(
      `  ${label} ${name}: ${result.rps}/s p50 ${result.p50} ms p99 ${result.p99} ms` +
        (scenario.adjacentCeiling
          ? ` = ${scenario.ratio} × ${ceiling} around it (${scenario.adjacentCeiling.before} before, ${scenario.adjacentCeiling.after} after),` +
            ` ${scenario.ratioToRunStartCeiling} × the run-start ${ceiling}`
          : "") +
        (scenario.queriesPerRequest !== undefined ? `, ${scenario.queriesPerRequest} statements/request` : "") +
        (scenario.serverCpuMsPerRequest !== undefined ? `, server CPU ${scenario.serverCpuMsPerRequest} ms/request` : "") +
        (scenario.databaseCpuMsPerRequest !== undefined ? `, database CPU ${scenario.databaseCpuMsPerRequest} ms/request` : "") +
        (scenario.serverResponseMs ? `; the server's own time p50 ${scenario.serverResponseMs.p50} ms p99 ${scenario.serverResponseMs.p99} ms` : "") +
        (result.sendLag ? `, sent late by p99 ${result.sendLag.p99} ms` : "") +
        (result.measuredLatency ? `; autocannon's answers without its corrections p50 ${result.measuredLatency.p50} ms p99 ${result.measuredLatency.p99} ms` : "") +
        (databaseActivity ? `; ${describeActivity(databaseActivity)}` : "") +
        (bad > 0 ? ` — ${bad} failed (${JSON.stringify(result.statusCodes)})` : ""),
    );
  };

  // Charged scans take barcodes the guest has not scanned (the constant-rate run its own range);
  // a free re-scan repeats the guest's first barcode.
  const third = Math.floor((guest.barcodes.length - 200) / 4);
  const fresh = (from: number, to: number, network?: string) =>
    guests.map((g) => ({ cookie: g.cookie, barcodes: g.barcodes.slice(from, to), network: network ?? g.network }));
  await measure("chargedScan", "pgbench", { url: origin, connections, seconds, scan: { origin, guests: fresh(1, third) } });
  await measure("freeRescan", "pgbench", { url: origin, connections, seconds, scan: { origin, guests: fresh(0, 1) } });
  const productGet = { path: `/api/scanned-products/${guest.firstScanId}`, headers: { cookie: guest.cookie } };
  await measure("getProduct", "bare", { url: origin, connections, seconds, get: productGet });
  // A view of 1 kB or more as a browser asks for it: the answer goes out compressed.
  await measure("getProductCompressed", "bare", {
    url: origin,
    connections,
    seconds,
    get: { path: `/api/scanned-products/${compressible}`, headers: { cookie: guest.cookie, "accept-encoding": BROWSER_ACCEPT_ENCODING } },
  });
  await measure("alternativesCached", "bare", { url: origin, connections, seconds, get: { path: alternativesPath, headers: { cookie: guest.cookie } } });
  await measure("getUser", "bare", { url: origin, connections, seconds, get: { path: "/api/user", headers: { cookie: guest.cookie } } });
  await measure(`chargedScanAt${rate}`, "pgbench", {
    url: origin,
    connections,
    seconds,
    overallRate: rate,
    pacing,
    scan: { origin, guests: fresh(third, third * 2) },
  });
  await measure("chargedScanOneNetwork", "pgbench", { url: origin, connections, seconds, scan: { origin, guests: fresh(third * 2, third * 3, "10.1.0.1") } });
  await measure(`getProductAt${rate}`, "bare", { url: origin, connections, seconds, overallRate: rate, pacing, get: productGet });
  return scenarios;
}

function describeActivity(activity: DatabaseActivity): string {
  const parts = [`database ${activity.databaseMb} MB`, `WAL ${activity.walMb} MB`];
  if (activity.checkpoints > 0 || activity.checkpointBuffers > 0) parts.push(`checkpoints started ${activity.checkpoints}, ${activity.checkpointBuffers} buffers written`);
  if (activity.checkpointerBusy > 0) parts.push(`checkpointer busy ${Math.round(activity.checkpointerBusy * 100)} %`);
  if (activity.autovacuum.length > 0) parts.push(`autovacuum: ${activity.autovacuum.join(", ")}`);
  return parts.join(", ");
}

async function catalogueBarcodes(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ barcode: string }>(`SELECT "barcode" FROM "Product" ORDER BY md5("barcode")`);
    return rows.map((row) => row.barcode);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------

const startedAt = new Date();
console.info(`ceilings at the start of the run (${connections} connections, ${seconds} s; then ${ceilingSeconds} s around each scenario)…`);
const bareCeiling = await bareNodeServer();
const pgbenchCeilingRuns = await pgbenchCeiling().catch(async (error: unknown) => {
  await bareCeiling.stop();
  throw error;
});
const stopCeilings = async () => {
  await bareCeiling.stop();
  await pgbenchCeilingRuns.stop();
};
const runStartCeilings = await (async () => ({ bare: await bareCeiling.measure(seconds), pgbench: await pgbenchCeilingRuns.measure(seconds) }))().catch(
  async (error: unknown) => {
    await stopCeilings();
    throw error;
  },
);
console.info(`  bare Node HTTP server: ${runStartCeilings.bare.rps}/s p50 ${runStartCeilings.bare.p50} ms p99 ${runStartCeilings.bare.p99} ms`);
console.info(`  ${runStartCeilings.pgbench.tool} -N: ${runStartCeilings.pgbench.tps} transactions/s (latency ${runStartCeilings.pgbench.latencyMs} ms)`);
const ceilings: Ceilings = { bare: bareCeiling, pgbench: pgbenchCeilingRuns, runStart: runStartCeilings };

const results: Record<string, unknown> = {};
let barcodes: string[];
try {
  // The PostgreSQL database is made even for `--only pglite`: its catalogue gives the barcodes.
  {
    const name = `bench_api_${Date.now()}`;
    await createDatabase(name);
    const url = databaseUrl(name);
    let server: RunningServer | undefined;
    try {
      console.info("PostgreSQL: starting the production server on a fresh database…");
      server = await startServer({ databaseUrl: url }, "postgres");
      barcodes = await catalogueBarcodes(url);
      if (values.only !== "pglite") {
        results.postgres = await measureServer("postgres", server, barcodes, ceilings);
        const { rows } = await withDb(url, (client) => client.query<{ scans: number; charged: number }>(`SELECT count(*)::int AS scans, count(*) FILTER (WHERE charged)::int AS charged FROM "Scan"`));
        console.info(`  scans recorded: ${rows[0]?.scans} (charged ${rows[0]?.charged})`);
      }
    } catch (error) {
      if (server) console.error(server.output().slice(-5000));
      throw error;
    } finally {
      await server?.stop();
      await dropDatabase(name);
    }
  }
  if (values.only !== "postgres") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "productcheck-bench-pglite-"));
    let server: RunningServer | undefined;
    try {
      console.info("PGlite: starting the production server on a new embedded database…");
      server = await startServer({ dataDir }, "pglite");
      results.pglite = await measureServer("pglite", server, barcodes, ceilings);
    } catch (error) {
      if (server) console.error(server.output().slice(-5000));
      throw error;
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await stopCeilings();
}

async function withDb<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const out = path.resolve(values.out);
writeFileSync(
  out,
  `${JSON.stringify({ connections, seconds, ceilingSeconds, rate, pacing, settle, runStartCeilings, ...results, measuredAt: startedAt.toISOString() }, null, 2)}\n`,
);
console.info(`written to ${path.relative(process.cwd(), out)}`);
