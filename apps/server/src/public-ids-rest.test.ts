import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, createUser } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";

import { startTestServer } from "./testing/test-server";

// Scans are reached by an unguessable public id, and a scan's user id is shown to its scanner only
// (docs/security.md#public-ids).

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: { id: number; cookie: string };
let ownScanId: string;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server.db, 100);
  owner = { id: user.id, cookie: `pc_session=${(await createSession(server.db, user.id)).token}` };
  // 50 scans of one user's, the rows 1 to 50.
  for (let n = 0; n < 50; n++) {
    const product = await createProduct(server.db);
    const scan = await server.request("/api/scan", {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      body: JSON.stringify({ barcode: product.barcode, clientScanId: `${Date.now()}_walk${String(n).padStart(4, "0")}` }),
    });
    expect(scan.status).toBe(200);
    ownScanId = ((await scan.json()) as { scannedProduct: { id: string } }).scannedProduct.id;
  }
});
afterAll(async () => {
  await server.close();
});

describe("scans' public ids", () => {
  it("are random base64url, not the row's number", async () => {
    expect(ownScanId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const ids = await server.db.scan.findMany({ select: { id: true, publicId: true } });
    expect(ids).toHaveLength(50);
    expect(new Set(ids.map((row) => row.publicId)).size).toBe(50);
    for (const row of ids) expect(row.publicId).not.toBe(String(row.id));
  });

  it("let an anonymous walk of the numbers 1 to 50 read no scan", async () => {
    let read = 0;
    for (let n = 1; n <= 50; n++) {
      for (const path of [`/api/scanned-products/${n}`, `/api/scanned-products/${n}/alternatives`]) {
        const response = await server.request(path);
        if (response.status === 200) read++;
        else expect(response.status).toBe(404);
      }
    }
    expect(read).toBe(0);
  });

  it("show the scanner's user id to the scanner only: 0 to a guest and to another user", async () => {
    const other = await createUser(server.db);
    const otherCookie = `pc_session=${(await createSession(server.db, other.id)).token}`;
    const view = async (cookie?: string) =>
      ((await (await server.request(`/api/scanned-products/${ownScanId}`, cookie ? { headers: { cookie } } : {})).json()) as { id: string; userId: number });
    expect(await view(owner.cookie)).toMatchObject({ id: ownScanId, userId: owner.id });
    expect(await view()).toMatchObject({ id: ownScanId, userId: 0 });
    expect(await view(otherCookie)).toMatchObject({ id: ownScanId, userId: 0 });
  });
});
