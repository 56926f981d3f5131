// Killed at the worst moment (docs/architecture.md, "Running it"): the real server process on the real
// PostgreSQL, SIGKILLed during its first start and during a stream of scans, then started again.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashToken } from "@productcheck/auth/token";
import { readOffExport } from "@productcheck/catalogue/read-export";
import { SHIPPED_PRODUCTS_FILE } from "@productcheck/catalogue/shipped";
import { createTestDatabaseConfig, postgresAvailable, type TestDatabaseConfig } from "@productcheck/db/testing/test-database";

import { type ServerProcess, startServerProcess } from "./testing/server-process";

const FREE_GUEST_SCANS = 1000;
const available = await postgresAvailable();

let location: TestDatabaseConfig;
let dataDir: string;
let sql: pg.Client;
const running: ServerProcess[] = [];

beforeAll(async () => {
  location = await createTestDatabaseConfig({ empty: true });
  dataDir = await mkdtemp(path.join(tmpdir(), "productcheck-durability-"));
  sql = new pg.Client({ connectionString: location.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  for (const server of running) await server.kill();
  await sql?.end();
  await location?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

function start(): ServerProcess {
  const server = startServerProcess({
    DATABASE_URL: location.databaseUrl ?? "",
    DATA_DIR: dataDir,
    AUTH_SECRET: "durability-test-secret-of-at-least-32-characters",
    OFF_BASE_URLS: "",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    FREE_GUEST_SCANS: String(FREE_GUEST_SCANS),
    GUEST_SCANS_PER_IP_PER_DAY: String(FREE_GUEST_SCANS),
  });
  running.push(server);
  return server;
}

async function count(query: string, params: unknown[] = []): Promise<number> {
  const result = await sql.query<{ n: string }>(query, params);
  return Number(result.rows[0]?.n ?? 0);
}

/** Distinct barcodes of the shipped catalogue that the import keeps: the products a complete seed holds. */
async function shippedProductCount(): Promise<number> {
  const barcodes = new Set<string>();
  for await (const row of readOffExport(SHIPPED_PRODUCTS_FILE)) if (row.ok) barcodes.add(row.record.barcode);
  return barcodes.size;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!available)("SIGKILL on the real PostgreSQL", () => {
  let origin: string;

  it("finishes the catalogue on the next start when the first start was killed while seeding", async () => {
    const expected = shippedProductCount();
    const first = start();
    // Killed as soon as the seed has written its first products (before the fix, the next start saw
    // the migrations recorded, skipped the seed and served 0–15 of 150 catalogue products).
    for (;;) {
      const products = await count(`SELECT count(*) AS n FROM "Product"`).catch(() => 0);
      if (products > 0) break;
      if (first.child.exitCode !== null) throw new Error(`first start ended by itself:\n${first.output()}`);
      await sleep(20);
    }
    await first.kill();
    const partial = await count(`SELECT count(*) AS n FROM "Product"`);
    expect(partial).toBeLessThan(await expected);
    expect(await count(`SELECT count(*) AS n FROM "SeedState"`)).toBe(0);

    const second = start();
    origin = await second.listening;
    expect(second.output()).toContain("the seed never finished");
    expect(await count(`SELECT count(*) AS n FROM "Product"`)).toBe(await expected);
    expect(await count(`SELECT count(*) AS n FROM "SeedState"`)).toBe(1);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  });

  it("keeps every answered scan and a guest's quota exact when killed during a stream of scans", async () => {
    const server = running.at(-1);
    if (!server) throw new Error("no running server");
    const barcodes = (await sql.query<{ barcode: string }>(`SELECT "barcode" FROM "Product" ORDER BY "id" LIMIT 60`)).rows.map((row) => row.barcode);
    let cookie = "";
    const scan = async (barcode: string) => {
      const response = await fetch(`${origin}/api/scan`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, "x")}` }),
      });
      const body = (await response.json()) as { scannedProduct?: { id: string } };
      return { status: response.status, id: body.scannedProduct?.id, setCookie: response.headers.getSetCookie() };
    };
    // The guest's first scan gives it its cookie.
    const firstScan = await scan(barcodes[0] ?? "");
    expect(firstScan.status).toBe(200);
    cookie = firstScan.setCookie.find((value) => value.startsWith("pc_guest="))?.split(";")[0] ?? "";
    const token = cookie.slice("pc_guest=".length);
    const answered: string[] = [firstScan.id ?? ""];

    // Four scans in flight at a time; the process is killed once ten more have been answered.
    let next = 1;
    let killed = false;
    const worker = async () => {
      while (!killed && next < barcodes.length) {
        const barcode = barcodes[next++] ?? "";
        const result = await scan(barcode).catch(() => null);
        if (result?.status === 200 && result.id !== undefined) answered.push(result.id);
        if (answered.length >= 11 && !killed) {
          killed = true;
          await server.kill();
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(killed).toBe(true);

    const restarted = start();
    origin = await restarted.listening;
    const guest = await sql.query<{ id: number; scansRemaining: number }>(`SELECT "id", "scansRemaining" FROM "Guest" WHERE "tokenHash" = $1`, [
      hashToken(token),
    ]);
    const guestRow = guest.rows[0];
    if (!guestRow) throw new Error("the guest was lost");
    // Every scan answered 200 exists, as the guest's.
    const stored = await sql.query<{ publicId: string }>(`SELECT "publicId" FROM "Scan" WHERE "guestId" = $1`, [guestRow.id]);
    const storedIds = new Set(stored.rows.map((row) => row.publicId));
    expect(answered.filter((id) => !storedIds.has(id))).toEqual([]);
    // The quota adds up: every charged scan took exactly one of the free scans, none was lost or doubled.
    const charged = await count(`SELECT count(*) AS n FROM "Scan" WHERE "guestId" = $1 AND "charged"`, [guestRow.id]);
    expect(guestRow.scansRemaining + charged).toBe(FREE_GUEST_SCANS);
    const user = await fetch(`${origin}/api/user`, { headers: { cookie } });
    expect(await user.json()).toMatchObject({ id: 0, scansRemaining: guestRow.scansRemaining });
  });
});
