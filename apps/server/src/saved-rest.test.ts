import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSession } from "@productcheck/auth/session";
import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function signedIn(createdAt = new Date()) {
  const user = await server.db.user.create({ data: { email: `saved${++sequence}@example.com`, scansRemaining: 5 }, select: { id: true } });
  const { token } = await createSession(server.db, user.id, createdAt);
  return { userId: user.id, cookie: `pc_session=${token}` };
}

function send(method: "POST" | "PUT" | "GET", path: string, cookie: string, body?: unknown) {
  return server.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A product scanned by the user behind `cookie`; returns the scan id. */
async function scanAs(cookie: string, name = "Saved product") {
  const body = `73100${String(++sequence).padStart(7, "0")}`;
  const barcode = `${body}${computeCheckDigit(body)}`;
  await server.db.product.create({ data: { barcode, name, quantity: "500 g", countryCode: "SE", countrySource: "catalogue", countryConfidence: "high", source: "catalogue" } });
  const response = await send("POST", "/api/scan", cookie, { barcode, clientScanId: `${Date.now()}_${String(sequence).padStart(8, "x")}` });
  expect(response.status).toBe(200);
  return { scanId: ((await response.json()) as { scannedProduct: { id: string } }).scannedProduct.id, barcode };
}

describe("POST/PUT /api/scanned-products/{id}/save and GET /api/saved-products over HTTP", () => {
  it("saves with POST, lists it, and removes it with PUT", async () => {
    const { cookie } = await signedIn();
    const { scanId, barcode } = await scanAs(cookie, "Lingonberry jam");

    const saved = await send("POST", `/api/scanned-products/${scanId}/save`, cookie, { isSaved: true });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ id: scanId, isSaved: true });

    const list = await send("GET", "/api/saved-products", cookie);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([
      expect.objectContaining({
        id: scanId,
        name: "Lingonberry jam",
        size: "500 g",
        country: "SE",
        countryName: "Sweden",
        barcode,
        isAmerican: false,
      }),
    ]);
    expect(await (await send("GET", `/api/scanned-products/${scanId}`, cookie)).json()).toMatchObject({ isSaved: true });

    const removed = await send("PUT", `/api/scanned-products/${scanId}/save`, cookie, { isSaved: false });
    expect(removed.status).toBe(200);
    expect(await (await send("GET", "/api/saved-products", cookie)).json()).toEqual([]);
  });

  it("answers a guest with 401", async () => {
    const { cookie } = await signedIn();
    const { scanId } = await scanAs(cookie);
    for (const method of ["POST", "PUT"] as const) {
      const response = await send(method, `/api/scanned-products/${scanId}/save`, "", { isSaved: true });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Please log in first.", code: "UNAUTHORIZED" });
    }
    expect((await send("GET", "/api/saved-products", "")).status).toBe(401);
  });

  it("answers an expired session with 401 and clears its cookie", async () => {
    const owner = await signedIn();
    const { scanId } = await scanAs(owner.cookie);
    const expired = await signedIn(new Date(Date.now() - 31 * 24 * 3600_000));
    const response = await send("POST", `/api/scanned-products/${scanId}/save`, expired.cookie, { isSaved: true });
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toMatch(/^pc_session=;/);
    expect((await send("GET", "/api/saved-products", expired.cookie)).status).toBe(401);
  });

  it("answers another user's scan with 403", async () => {
    const owner = await signedIn();
    const { scanId } = await scanAs(owner.cookie);
    const other = await signedIn();
    const response = await send("POST", `/api/scanned-products/${scanId}/save`, other.cookie, { isSaved: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.stringContaining("Only the account that scanned"), code: "FORBIDDEN" });
  });

  it("answers an unknown scan with 404 and a malformed body with 400", async () => {
    const { cookie } = await signedIn();
    expect((await send("POST", "/api/scanned-products/999999/save", cookie, { isSaved: true })).status).toBe(404);
    const { scanId } = await scanAs(cookie);
    // A string is not a boolean: "false" must never be read as true.
    for (const isSaved of ["false", "yes", 1, null]) {
      const malformed = await send("POST", `/api/scanned-products/${scanId}/save`, cookie, { isSaved });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ message: "Invalid input: isSaved: must be true or false", code: "BAD_REQUEST" });
    }
    expect(await server.db.savedProduct.count({ where: { scan: { publicId: scanId } } })).toBe(0);
  });
});

describe("POST /api/product-suggestions over HTTP", () => {
  it("stores a pending suggestion for a signed-in user", async () => {
    const { cookie, userId } = await signedIn();
    const { barcode } = await scanAs(cookie, "Cola");
    const product = await server.db.product.findUniqueOrThrow({ where: { barcode }, select: { id: true } });
    const response = await send("POST", "/api/product-suggestions", cookie, {
      name: "Cola Zero",
      description: "",
      manufacturer: "",
      brand: "Cola",
      size: "33 cl",
      country: "SE",
      category: "",
      barcode,
      productId: product.id,
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    expect(await server.db.suggestion.findUniqueOrThrow({ where: { id }, select: { userId: true, isApproved: true, name: true } })).toEqual({
      userId,
      isApproved: false,
      name: "Cola Zero",
    });
  });

  it("answers a guest with 401 and a missing name with a 400 that says so", async () => {
    const body = { name: "", barcode: "7310000000001", productId: 1 };
    expect((await send("POST", "/api/product-suggestions", "", body)).status).toBe(401);
    const { cookie } = await signedIn();
    const response = await send("POST", "/api/product-suggestions", cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Invalid input: name: Product name is required", code: "BAD_REQUEST" });
  });
});
