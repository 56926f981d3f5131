import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let nutellaLike: string;

beforeAll(async () => {
  server = await startTestServer({ config: { freeGuestScans: 1 } });
  const body = "301762042200";
  nutellaLike = `${body}${computeCheckDigit(body)}`;
  await server.db.product.create({ data: { barcode: nutellaLike, name: "Hazelnut spread", source: "catalogue" } });
});
afterAll(async () => {
  await server.close();
});

function scan(barcode: string, cookie = "", clientScanId = `${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}`) {
  return server.request("/api/scan", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ barcode, clientScanId }),
  });
}

describe("POST /api/scan over HTTP", () => {
  it("scans as a new guest, sets the visitor cookie, then answers 402 with the spec's message", async () => {
    const first = await scan(nutellaLike);
    expect(first.status).toBe(200);
    const { scannedProduct } = (await first.json()) as { scannedProduct: { id: number; name: string; userId: number } };
    expect(scannedProduct).toMatchObject({ name: "Hazelnut spread", userId: 0 });
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^pc_guest=[a-z2-7]+;.*HttpOnly/);
    const cookie = setCookie.split(";")[0] ?? "";

    const user = await server.request("/api/user", { headers: { cookie } });
    expect(await user.json()).toEqual({ id: 0, scansRemaining: 0, email: null, isAdmin: false });

    const body = "400638133393";
    await server.db.product.create({ data: { barcode: `${body}${computeCheckDigit(body)}`, name: "Other", source: "catalogue" } });
    const second = await scan(`${body}${computeCheckDigit(body)}`, cookie);
    expect(second.status).toBe(402);
    expect(await second.json()).toEqual({ message: "No scans remaining", code: "PAYMENT_REQUIRED" });

    const product = await server.request(`/api/scanned-products/${scannedProduct.id}`);
    expect(product.status).toBe(200);
    expect(await product.json()).toMatchObject({ id: scannedProduct.id, name: "Hazelnut spread", barcode: nutellaLike });

    // The guest's view this process remembers answers in the reader's language too (README, "Languages").
    const explanation = async (acceptLanguage: string) => {
      const response = await server.request(`/api/scanned-products/${scannedProduct.id}`, { headers: { "accept-language": acceptLanguage } });
      return ((await response.json()) as { brandExplanation: string }).brandExplanation;
    };
    expect(await explanation("sv-SE,sv;q=0.9")).toBe(
      "Produktens varumärke är okänt. Streckkoden registrerades i Frankrike, så den är förmodligen inte amerikansk.",
    );
    expect(await explanation("en-GB")).toBe("The brand of this product is not known. Its barcode was registered in France, so it is probably not American.");
  });

  it("answers junk with 400 and a readable message", async () => {
    const response = await scan("not a barcode");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; code: string };
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.message).toMatch(/digit/i);
  });

  it("answers a malformed request body with 400 naming the fields", async () => {
    const response = await server.request("/api/scan", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ barcode: 42 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^Invalid input: barcode: .*; clientScanId: /);
  });

  it("answers an unknown barcode with 404, a junk scan id with 400 and a scan id of no scan with 404", async () => {
    const unknown = await scan("4000417025005");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "We couldn't find this product", code: "NOT_FOUND" });
    expect((await server.request("/api/scanned-products/a.b")).status).toBe(400);
    expect((await server.request("/api/scanned-products/abc")).status).toBe(404);
    expect((await server.request("/api/scanned-products/123456789")).status).toBe(404);
  });
});
