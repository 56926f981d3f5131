// Server time of the scan path, measured over real HTTP on loopback by one sequential client against
// the production app (Fastify + tRPC/REST + Prisma) on a seeded database. The baseline in the same run
// is GET /healthz (no database), so figures are also given as ratios to it.
//   pnpm --filter @productcheck/bench bench:scan [--samples 300]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { createSession, SESSION_COOKIE } from "@productcheck/auth/session";
import { startTestServer } from "@productcheck/server/testing/test-server";

import { seededDatabase } from "../support/seeded-database";
import { summarize, type Summary } from "../support/stats";

const { values } = parseArgs({ options: { samples: { type: "string", default: "300" } } });
const samples = Number(values.samples);

const server = await startTestServer({ database: await seededDatabase(), config: { production: true } });
const { db, origin } = server;

const user = await db.user.create({ data: { email: "bench@example.com", scansRemaining: 1_000_000 }, select: { id: true } });
const { token } = await createSession(db, user.id);
const headers = { origin, cookie: `__Host-${SESSION_COOKIE}=${token}`, "content-type": "application/json" };

// Every product once, in a fixed pseudo-random order: a first scan of each is a charged catalogue scan.
const products = await db.product.findMany({ select: { barcode: true }, orderBy: { id: "asc" } });
const barcodes = products.map((product, index) => ({ barcode: product.barcode, order: (index * 7919) % products.length }));
barcodes.sort((a, b) => a.order - b.order);

async function timed(request: () => Promise<Response>): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await request();
  const body: unknown = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

let sequence = 0;
const scan = (barcode: string, clientScanId = `${Date.now()}_${String(++sequence).padStart(8, "0")}`) =>
  timed(() => fetch(`${origin}/api/scan`, { method: "POST", headers, body: JSON.stringify({ barcode, clientScanId }) }));

async function measure(label: string, count: number, run: (index: number) => Promise<{ ms: number }>): Promise<Summary> {
  for (let index = 0; index < 20; index++) await run(count + index); // warm-up
  const durations: number[] = [];
  for (let index = 0; index < count; index++) durations.push((await run(index)).ms);
  const summary = summarize(durations);
  console.info(`${label.padEnd(44)} p50 ${summary.p50} ms  p95 ${summary.p95} ms  p99 ${summary.p99} ms`);
  return summary;
}

const scanIds: string[] = [];
const results = {
  database: server.kind,
  samples,
  healthz: await measure("GET /healthz (baseline, no database)", samples, () =>
    timed(() => fetch(`${origin}/healthz`)),
  ),
  user: await measure("GET /api/user", samples, () => timed(() => fetch(`${origin}/api/user`, { headers }))),
  firstScan: await measure("POST /api/scan, catalogue product, charged", samples, async (index) => {
    const entry = barcodes[index + 100];
    if (!entry) throw new Error("not enough products");
    const result = await scan(entry.barcode);
    scanIds.push((result.body as { scannedProduct: { id: string } }).scannedProduct.id);
    return result;
  }),
  rescan: await measure("POST /api/scan, re-scan within 24 h (free)", samples, (index) =>
    scan(barcodes[(index % samples) + 100]?.barcode ?? ""),
  ),
  view: await measure("GET /api/scanned-products/{id}", samples, (index) =>
    timed(() => fetch(`${origin}/api/scanned-products/${scanIds[index % scanIds.length]}`, { headers })),
  ),
};
const ratio = (summary: Summary) => Math.round((summary.p50 / results.healthz.p50) * 10) / 10;
console.info(`p50 ratios to /healthz: scan ${ratio(results.firstScan)}×, re-scan ${ratio(results.rescan)}×, view ${ratio(results.view)}×`);

const out = path.join(import.meta.dirname, "../results/scan.json");
writeFileSync(out, `${JSON.stringify({ ...results, measuredAt: new Date().toISOString() }, null, 2)}\n`);
console.info(`written to ${path.relative(process.cwd(), out)}`);
await server.close();
