import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createColaCatalogue } from "@productcheck/api/testing/alternatives-fixtures";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let cola: Awaited<ReturnType<typeof createColaCatalogue>>;

beforeAll(async () => {
  server = await startTestServer({ config: { freeGuestScans: 3 } });
  cola = await createColaCatalogue(server.db);
});
afterAll(async () => {
  await server.close();
});

const clientScanId = () => `${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}`;

/** Scans the American cola as a new guest; returns the scan id and the guest's cookie. */
async function scanAsGuest() {
  const response = await server.request("/api/scan", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ barcode: cola.scanned.barcode, clientScanId: clientScanId() }),
  });
  const { scannedProduct } = (await response.json()) as { scannedProduct: { id: string } };
  return { scanId: scannedProduct.id, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

async function scansLeft(cookie: string) {
  return ((await (await server.request("/api/user", { headers: { cookie } })).json()) as { scansRemaining: number }).scansRemaining;
}

describe("GET /api/scanned-products/{id}/alternatives over HTTP", () => {
  it("answers the scanner with the spec's object form, ranked for the Accept-Language country", async () => {
    const { scanId, cookie } = await scanAsGuest();
    const response = await server.request(`/api/scanned-products/${scanId}/alternatives`, {
      headers: { cookie, "accept-language": "de-DE,de;q=0.9" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { alternatives: { name: string; flagUrl: string }[]; needsPayment: boolean; homeCountry: string };
    expect(body).toMatchObject({ needsPayment: false, homeCountry: "DE" });
    expect(body.alternatives[0]?.name).toBe("Afri Cola");
    expect(Object.keys(body.alternatives[0] ?? {})).toEqual(
      expect.arrayContaining(["id", "name", "description", "size", "country", "flagUrl", "difference"]),
    );
  });

  it("charges another browser one scan only for a same-origin request, never for a cross-site one", async () => {
    const { scanId } = await scanAsGuest();
    const other = await scanAsGuest();
    expect(await scansLeft(other.cookie)).toBe(2);

    const crossSite = await server.request(`/api/scanned-products/${scanId}/alternatives`, {
      headers: { cookie: other.cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(await crossSite.json()).toMatchObject({ alternatives: [], needsPayment: true });
    expect(await scansLeft(other.cookie)).toBe(2);

    const sameOrigin = await server.request(`/api/scanned-products/${scanId}/alternatives`, {
      headers: { cookie: other.cookie, "sec-fetch-site": "same-origin" },
    });
    const body = (await sameOrigin.json()) as { alternatives: unknown[]; charged: boolean };
    expect(body.alternatives).toHaveLength(5);
    expect(body.charged).toBe(true);
    expect(await scansLeft(other.cookie)).toBe(1);
  });

  it("refreshes by POST, which the CSRF rule guards", async () => {
    const { scanId, cookie } = await scanAsGuest();
    const refused = await fetch(`${server.origin}/api/scanned-products/${scanId}/alternatives/refresh`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    await server.db.alternativeCache.updateMany({ data: { computedAt: new Date(Date.now() - 60_000) } });
    const refreshed = await server.request(`/api/scanned-products/${scanId}/alternatives/refresh`, { method: "POST", headers: { cookie } });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ charged: true, needsPayment: false });
    expect(await scansLeft(cookie)).toBe(1);
  });
});
