import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSession } from "@productcheck/auth/session";
import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

// docs/accounts.md#csrf-rule: every request with a method other than GET, HEAD or OPTIONS must come
// from the app itself, whatever spelling of the path reaches a route; the Stripe webhook is exempt.

let server: Awaited<ReturnType<typeof startTestServer>>;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const EVIL = "https://evil.example";

async function victim() {
  const user = await server.db.user.create({ data: { email: `csrf${++sequence}@example.com`, scansRemaining: 5 }, select: { id: true } });
  const { token } = await createSession(server.db, user.id);
  const body = `73200${String(sequence).padStart(7, "0")}`;
  const barcode = `${body}${computeCheckDigit(body)}`;
  await server.db.product.create({ data: { barcode, name: "CSRF target", source: "catalogue" } });
  return { userId: user.id, cookie: `pc_session=${token}`, barcode };
}

async function chargedOf(userId: number) {
  const user = await server.db.user.findUniqueOrThrow({ where: { id: userId }, select: { scansRemaining: true } });
  const scans = await server.db.scan.count({ where: { userId } });
  return { scansRemaining: user.scansRemaining, scans };
}

const scanPaths = [
  "/%74rpc/scan.create",
  "/%74%72%70%63/scan.create",
  "/trpc/scan%2Ecreate",
  "/trpc/%73can.create",
  "/%61pi/scan",
  "/api/%73can",
  "/%2561pi/scan",
  "//api/scan",
  "///api/scan",
  "/trpc//scan.create",
  "//trpc/scan.create",
  "/api//scan",
  "/API/scan",
  "/Api/Scan",
  "/Trpc/scan.create",
  "/TRPC/scan.create",
  "/api/scan/",
  "/api/scan?x=/healthz",
  "/./api/scan",
  "/healthz/../api/scan",
  "/api/scan;jsessionid=1",
];

describe("CSRF rule: a cross-site write is refused whatever the path's spelling", () => {
  it.each(scanPaths)("POST %s with a foreign Origin is a 403 and charges nothing", async (path) => {
    const { userId, cookie, barcode } = await victim();
    const before = await chargedOf(userId);
    const response = await fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: { origin: EVIL, "sec-fetch-site": "cross-site", cookie, "content-type": "application/json" },
      body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_abcdefgh` }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "Cross-site request refused.", code: "FORBIDDEN" });
    expect(await chargedOf(userId)).toEqual(before);
  });

  it.each(["PUT", "PATCH", "DELETE"])("%s with a foreign Origin is a 403 too", async (method) => {
    const { cookie } = await victim();
    for (const path of ["/api/scanned-products/1/save", "/%61pi/scanned-products/1/save", "/trpc/scannedProducts.save"]) {
      const response = await fetch(`${server.origin}${path}`, {
        method,
        headers: { origin: EVIL, cookie, "content-type": "application/json" },
        body: JSON.stringify({ isSaved: true }),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  const scanVia = async (headers: Record<string, string>) => {
    const { userId, cookie, barcode } = await victim();
    const before = await chargedOf(userId);
    const response = await fetch(`${server.origin}/api/scan`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...headers },
      body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_abcdefgh` }),
    });
    return { response, charged: (await chargedOf(userId)).scans - before.scans };
  };

  it("refuses a request without Origin whose Referer is foreign", async () => {
    const { response, charged } = await scanVia({ referer: `${EVIL}/page` });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused.", code: "FORBIDDEN" });
    expect(charged).toBe(0);
  });

  it("refuses Origin: null (sandboxed frames, data: URLs)", async () => {
    const { response, charged } = await scanVia({ origin: "null" });
    expect(response.status).toBe(403);
    expect(charged).toBe(0);
  });

  it("refuses an Origin that only starts like ours", async () => {
    const { response, charged } = await scanVia({ origin: `${server.origin}.evil.example` });
    expect(response.status).toBe(403);
    expect(charged).toBe(0);
  });

  it("refuses a foreign Origin even with Sec-Fetch-Site: same-site", async () => {
    const { response, charged } = await scanVia({ origin: EVIL, "sec-fetch-site": "same-site" });
    expect(response.status).toBe(403);
    expect(charged).toBe(0);
  });

  it("lets the app itself through (own Origin) and charges once", async () => {
    const { response, charged } = await scanVia({ origin: server.origin });
    expect(response.status).toBe(200);
    expect(charged).toBe(1);
  });

  it("refuses a cross-site POST to a path that has no route (the answer is 403, not a hint)", async () => {
    const response = await fetch(`${server.origin}/no/such/route`, { method: "POST", headers: { origin: EVIL } });
    expect(response.status).toBe(403);
  });

  it("keeps the Stripe webhook exempt: it is authenticated by its signature, not its origin", async () => {
    for (const path of ["/api/stripe/webhook", "/api/stripe/%77ebhook"]) {
      const response = await fetch(`${server.origin}${path}`, {
        method: "POST",
        headers: { origin: EVIL, "content-type": "application/json" },
        body: "{}",
      });
      // This server has no Stripe keys: the webhook itself answers (503), not the CSRF rule.
      expect(response.status, path).toBe(503);
      expect(((await response.json()) as { message: string }).message).not.toBe("Cross-site request refused.");
    }
  });
});
