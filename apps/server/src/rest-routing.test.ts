import { request as httpRequest } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, createUser } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";

import { startTestServer } from "./testing/test-server";

// The REST paths are matched as trpc-to-openapi matches them, and a guest's view of a scan that this
// process holds already is sent without calling the procedure (plugins/rest-handler.ts,
// docs/performance.md, "API throughput").

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A request sent exactly as written: fetch would resolve "/../" and escapes before sending. */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = httpRequest(`${server.origin}${path}`, { method, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on("error", reject);
    call.end();
  });
}

async function guestScan() {
  const product = await createProduct(server.db, { name: "Remembered" });
  const scan = await server.request("/api/scan", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ barcode: product.barcode, clientScanId: `${Date.now()}_remember` }),
  });
  expect(scan.status).toBe(200);
  const cookie = scan.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const { scannedProduct } = (await scan.json()) as { scannedProduct: { id: string } };
  return { cookie, id: scannedProduct.id };
}

describe("the REST paths", () => {
  it("are matched in any letter case, with a trailing slash and after dot segments, as the adapter matched them", async () => {
    const { body: expected } = await rawRequest("GET", "/api/user");
    for (const path of ["/api/USER", "/api/user/", "/api/scanned-products/../user", "/api/user?unused=1"]) {
      expect(await rawRequest("GET", path), path).toEqual({ status: 200, body: expected });
    }
  });

  it("answer an unknown path 404 in the API's error shape, and HEAD of a path 204", async () => {
    for (const path of ["/api/%75ser", "/api/nothing-here", "/api/scan"]) {
      expect(await rawRequest("GET", path), path).toEqual({ status: 404, body: JSON.stringify({ message: "Not found", code: "NOT_FOUND" }) });
    }
    expect((await rawRequest("HEAD", "/api/user")).status).toBe(204);
  });

  it("answer a guest's repeated view of a scan with the same bytes as the procedure did", async () => {
    const { cookie, id } = await guestScan();
    const first = await rawRequest("GET", `/api/scanned-products/${id}`, { cookie });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ id, name: "Remembered", userId: 0, isSaved: false });
    // Read by the first view, the scan's product is now remembered: the same answer, from memory.
    const viewers: Record<string, string>[] = [{ cookie }, {}];
    for (const viewer of viewers) {
      expect(await rawRequest("GET", `/api/scanned-products/${id}`, viewer)).toEqual(first);
      expect(await rawRequest("GET", `/api/scanned-products/${id}?extra=ignored`, viewer)).toEqual(first);
    }
    expect((await rawRequest("GET", "/api/scanned-products/not%20an%20id")).status).toBe(400);
  });

  it("never answer a signed-in viewer from a guest's remembered view", async () => {
    const user = await createUser(server.db, 5);
    const userCookie = `pc_session=${(await createSession(server.db, user.id)).token}`;
    const product = await createProduct(server.db, { name: "Own scan" });
    const scan = await server.request("/api/scan", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: userCookie },
      body: JSON.stringify({ barcode: product.barcode, clientScanId: `${Date.now()}_ownscan1` }),
    });
    const { scannedProduct } = (await scan.json()) as { scannedProduct: { id: string } };
    const saved = await server.request(`/api/scanned-products/${scannedProduct.id}/save`, {
      method: "POST",
      headers: { cookie: userCookie, "content-type": "application/json" },
      body: JSON.stringify({ isSaved: true }),
    });
    expect(saved.status).toBe(200);
    // A guest's view is remembered first; the scanner still sees their own id and saved flag.
    for (let n = 0; n < 2; n++) expect(JSON.parse((await rawRequest("GET", `/api/scanned-products/${scannedProduct.id}`)).body)).toMatchObject({ userId: 0, isSaved: false });
    expect(JSON.parse((await rawRequest("GET", `/api/scanned-products/${scannedProduct.id}`, { cookie: userCookie })).body)).toMatchObject({
      userId: user.id,
      isSaved: true,
    });
  });
});
