// Latency of the admin dashboard's statistics on a large scan log: a fresh PostgreSQL database with the
// brand registry, 15,000 products, 100,000 users and 1,000,000 scans over 60 days (a skewed popularity,
// a realistic device mix), seeded in SQL with generate_series, then ANALYZE. Times the service
// (getAdminStats) and GET /api/admin/stats over real HTTP as the admin, 30 calls each after a warm-up.
//   pnpm --filter @productcheck/bench bench:admin-stats [--samples 30] [--scans 1000000]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { getAdminStats } from "@productcheck/api/services/admin/admin-stats";
import { testConfig } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";
import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { loadRegistry } from "@productcheck/registry/load-registry";
import { syncRegistry } from "@productcheck/registry/sync-registry";
import { startTestServer } from "@productcheck/server/testing/test-server";

import { percentile } from "../support/stats";

const { values } = parseArgs({
  options: {
    samples: { type: "string", default: "30" },
    products: { type: "string", default: "15000" },
    users: { type: "string", default: "100000" },
    scans: { type: "string", default: "1000000" },
  },
});
const samples = Number(values.samples);
const counts = { products: Number(values.products), users: Number(values.users), scans: Number(values.scans) };

const database = await createTestDatabase();
if (database.kind !== "postgres") throw new Error(`this benchmark needs PostgreSQL, got ${database.kind}`);
const { db } = database;
await syncRegistry(db, loadRegistry());

const seedStarted = performance.now();
// Products: registry brands on about half of them, made-in countries with a share unknown.
await db.$executeRawUnsafe(`
  WITH brands AS (SELECT array_agg(name ORDER BY id) AS names FROM "Brand")
  INSERT INTO "Product" (barcode, name, brand, source, "countryCode", "countrySource", "countryConfidence", "updatedAt")
  SELECT '99' || lpad(i::text, 11, '0'),
         'Bench product ' || i,
         CASE WHEN i % 2 = 0 THEN coalesce(brands.names[1 + i % greatest(1, cardinality(brands.names))], '') ELSE '' END,
         'catalogue',
         c.code,
         CASE WHEN c.code IS NULL THEN NULL ELSE 'catalogue'::"FactSource" END,
         CASE WHEN c.code IS NULL THEN NULL ELSE 'high'::"Confidence" END,
         now()
  FROM generate_series(1, ${counts.products}) AS i
  CROSS JOIN brands
  CROSS JOIN LATERAL (SELECT (ARRAY['US','SE','DE','FR','IT','GB','CN','ES','NL','PL','DK','NO','FI','JP',NULL,NULL])[1 + (i * 7) % 16] AS code) c`);
await db.$executeRawUnsafe(`
  INSERT INTO "User" (email, "scansRemaining")
  SELECT 'bench' || i || '@example.com', 10 FROM generate_series(1, ${counts.users}) AS i`);
// Scans: product rank ~ random()^3 (a few products far more popular), 70 % mobile, 22 % desktop,
// 8 % tablet, uniformly over the last 60 days (createdAt is UTC without time zone).
await db.$executeRawUnsafe(`
  WITH p AS (SELECT min(id) AS first, count(*) AS n FROM "Product" WHERE barcode LIKE '99%'),
       u AS (SELECT min(id) AS first, count(*) AS n FROM "User" WHERE email LIKE 'bench%')
  INSERT INTO "Scan" ("productId", "userId", "clientScanId", "deviceClass", charged, "createdAt")
  SELECT p.first + floor(p.n * power(random(), 3))::int,
         u.first + floor(u.n * random())::int,
         'bench_' || i,
         CASE WHEN r.d < 0.70 THEN 'mobile' WHEN r.d < 0.92 THEN 'desktop' ELSE 'tablet' END::"DeviceClass",
         random() < 0.8,
         (now() AT TIME ZONE 'UTC') - random() * interval '60 days'
  FROM generate_series(1, ${counts.scans}) AS i
  CROSS JOIN p CROSS JOIN u
  CROSS JOIN LATERAL (SELECT random() + i * 0 AS d) r`);
await db.$executeRawUnsafe(`
  INSERT INTO "SavedProduct" ("userId", "productId", "scanId")
  SELECT "userId", "productId", id FROM "Scan" WHERE id % 100 = 0
  ON CONFLICT DO NOTHING`);
await db.$executeRawUnsafe(`
  INSERT INTO "Suggestion" ("userId", "productId", barcode, name, "isApproved")
  SELECT s."userId", s."productId", p.barcode, p.name || ' (corrected)', s.id % 3 = 0
  FROM "Scan" s JOIN "Product" p ON p.id = s."productId" WHERE s.id % 2000 = 0`);
await db.$executeRawUnsafe(`ANALYZE`);
const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
console.info(`seeded ${counts.products} products, ${counts.users} users, ${counts.scans} scans in ${seedSeconds} s (ANALYZE included)`);

const server = await startTestServer({ database });
const admin = await db.user.create({ data: { email: testConfig.adminEmail ?? "admin@example.com" }, select: { id: true } });
const { token } = await createSession(db, admin.id);
const headers = { cookie: `pc_session=${token}` };

async function measure(label: string, run: () => Promise<unknown>) {
  for (let index = 0; index < 3; index++) await run(); // warm-up
  const durations: number[] = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  const sorted = durations.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  const summary = { n: samples, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? Number.NaN) };
  console.info(`${label.padEnd(40)} p50 ${summary.p50} ms  p95 ${summary.p95} ms  max ${summary.max} ms`);
  return summary;
}

const service = await measure("getAdminStats (service)", () => getAdminStats({ db }));
const http = await measure("GET /api/admin/stats (HTTP, admin)", async () => {
  const response = await server.request("/api/admin/stats", { headers });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  return response.json();
});
const stats = await getAdminStats({ db });
const targetMs = 300;
console.info(`p95 target < ${targetMs} ms: service ${service.p95 < targetMs ? "met" : "MISSED"}, HTTP ${http.p95 < targetMs ? "met" : "MISSED"}`);

const out = path.join(import.meta.dirname, "../results/admin-stats.json");
writeFileSync(
  out,
  `${JSON.stringify(
    {
      database: database.kind,
      seeded: { ...counts, seedSeconds },
      samples,
      targetP95Ms: targetMs,
      service,
      http,
      figures: {
        scannedProductCount: stats.scannedProductCount,
        deviceStats: stats.deviceStats,
        topCountries: stats.topCountries.slice(0, 3),
        mostScannedTop: stats.mostScannedProducts.slice(0, 3),
        scansToday: stats.scansPerDay.at(-1),
      },
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  )}\n`,
);
console.info(`written to ${path.relative(process.cwd(), out)}`);
await server.close();
