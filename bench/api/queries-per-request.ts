// Database round trips per request, and the throughput of the product view, against the real
// PostgreSQL on a seeded database (the brand registry and the shipped catalogue).
//
// Every statement the server sends to PostgreSQL goes through node-postgres' Client#query, so this
// process counts those calls (BEGIN and COMMIT included) around each request, made one at a time.
// Throughput is measured by autocannon in a child process (so the load generator does not share
// the server's event loop), with a bare Node HTTP server answering fixed JSON as the ceiling of
// the same run: the machine is shared, so only the ratio is comparable between runs.
//   pnpm --filter @productcheck/bench bench:queries [--seconds 10] [--connections 20]
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs, promisify } from "node:util";

import pg from "pg";

import { createSession, SESSION_COOKIE } from "@productcheck/auth/session";
import { startTestServer } from "@productcheck/server/testing/test-server";

import { seededDatabase } from "../support/seeded-database";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "20" } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  queries += 1;
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await seededDatabase();
if (database.kind !== "postgres") throw new Error("this benchmark needs the local PostgreSQL (127.0.0.1:5432)");
const server = await startTestServer({ database, config: { production: true } });
const { db, origin } = server;

const user = await db.user.create({ data: { email: "bench@example.com", scansRemaining: 1_000_000 }, select: { id: true } });
const { token } = await createSession(db, user.id);
const cookie = `__Host-${SESSION_COOKIE}=${token}`;
const headers = { origin, cookie, "content-type": "application/json" };

const products = await db.product.findMany({ select: { barcode: true }, orderBy: { id: "asc" }, take: 400 });
let sequence = 0;
const scan = (barcode: string) =>
  fetch(`${origin}/api/scan`, {
    method: "POST",
    headers,
    body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_${String(++sequence).padStart(8, "0")}` }),
  });

/** The statements one request sent, and its answer. */
async function counted(request: () => Promise<Response>): Promise<{ count: number; body: unknown }> {
  const before = queries;
  const response = await request();
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return { count: queries - before, body };
}

function spread(counts: number[]) {
  const sorted = [...counts].sort((a, b) => a - b);
  return { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
}

// Warm-up: the first requests of a process load caches (the taxonomy, prepared statements).
for (const product of products.slice(300, 320)) await counted(() => scan(product.barcode));

const charged: number[] = [];
const rescan: number[] = [];
const view: number[] = [];
const scanIds: string[] = [];
for (const product of products.slice(0, 200)) {
  const first = await counted(() => scan(product.barcode));
  charged.push(first.count);
  const id = (first.body as { scannedProduct: { id: string } }).scannedProduct.id;
  scanIds.push(id);
  rescan.push((await counted(() => scan(product.barcode))).count);
  view.push((await counted(() => fetch(`${origin}/api/scanned-products/${id}`, { headers }))).count);
}
const perRequest = {
  chargedScan: spread(charged),
  freeRescan: spread(rescan),
  productView: spread(view),
};
console.info(
  `queries per request (min/median/max): charged scan ${Object.values(perRequest.chargedScan).join("/")}, ` +
    `free re-scan ${Object.values(perRequest.freeRescan).join("/")}, GET product ${Object.values(perRequest.productView).join("/")}`,
);

const autocannon = path.join(import.meta.dirname, "../node_modules/.bin/autocannon");
async function requestsPerSecond(url: string, extraHeaders: Record<string, string> = {}): Promise<{ rps: number; p50: number; p99: number }> {
  const headerArgs = Object.entries(extraHeaders).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    autocannon,
    ["-c", String(connections), "-d", String(seconds), "-j", ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const bare = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end('{"ok":true}');
});
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
const bareAddress = bare.address();
if (!bareAddress || typeof bareAddress === "string") throw new Error("no port");
const ceiling = await requestsPerSecond(`http://127.0.0.1:${bareAddress.port}/`);
bare.close();
const productView = await requestsPerSecond(`${origin}/api/scanned-products/${scanIds[0]}`, { cookie });
const ratio = Math.round((productView.rps / ceiling.rps) * 1000) / 1000;
console.info(
  `GET /api/scanned-products/{id}: ${productView.rps} requests/s (p50 ${productView.p50} ms, p99 ${productView.p99} ms) ` +
    `= ${ratio} × a bare Node server's ${ceiling.rps}/s, ${connections} connections, ${seconds} s`,
);

const out = path.join(import.meta.dirname, "../results/queries.json");
writeFileSync(
  out,
  `${JSON.stringify({ perRequest, throughput: { connections, seconds, ceiling, productView, ratio }, measuredAt: new Date().toISOString() }, null, 2)}\n`,
);
console.info(`written to ${path.relative(process.cwd(), out)}`);
await server.close();
