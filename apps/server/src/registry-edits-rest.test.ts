import { afterAll, beforeAll, expect, it } from "vitest";

import { createBrandChain, createProduct } from "@productcheck/api/testing/test-helpers";
import { openDatabase } from "@productcheck/db/database";
import { createTestDatabase, postgresAvailable } from "@productcheck/db/testing/test-database";
import { brandKey } from "@productcheck/domain/brand-key";

import { startTestServer } from "./testing/test-server";

// Two instances behind a load balancer: each its own Prisma client, pool and ownership resolver, one
// PostgreSQL. PGlite's folder is open in one process at a time, so this needs the server.
const onPostgres = await postgresAvailable();

let first: Awaited<ReturnType<typeof startTestServer>>;
let second: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  if (!onPostgres) return;
  const database = await createTestDatabase();
  first = await startTestServer({ database });
  const other = await openDatabase({ databaseUrl: database.databaseUrl });
  second = await startTestServer({ database: other });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

interface View {
  isAmerican: boolean;
  hq_country: string | null;
}

it.runIf(onPostgres)("shows a brand's new owner on the other instance within a second of the edit", async () => {
  const brand = await createBrandChain(first.db, "Edited Brand", [["Edited Owner", "SE"]]);
  const product = await createProduct(first.db, { name: "Edited product", brand: "Edited Brand", brandKey: brandKey("Edited Brand") });
  const scan = await first.request("/api/scan", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ barcode: product.barcode, clientScanId: `${Date.now()}_editscan` }),
  });
  const { scannedProduct } = (await scan.json()) as { scannedProduct: { id: string } & View };
  expect(scannedProduct).toMatchObject({ isAmerican: false, hq_country: "SE" });
  const view = async (): Promise<View> => (await (await second.request(`/api/scanned-products/${scannedProduct.id}`)).json()) as View;
  expect(await view()).toMatchObject({ isAmerican: false, hq_country: "SE" });

  // Through the first instance's Prisma client, as an admin's edit would be.
  const american = await first.db.company.create({ data: { name: "Edited American Owner", hqCountry: "US" }, select: { id: true } });
  await first.db.brand.update({ where: { id: brand.id }, data: { ownerId: american.id }, select: { id: true } });
  const edited = performance.now();
  let seen = await view();
  while (!seen.isAmerican && performance.now() - edited < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = await view();
  }
  expect(seen).toMatchObject({ isAmerican: true, hq_country: "US" });
  expect(performance.now() - edited).toBeLessThan(1000);
});
