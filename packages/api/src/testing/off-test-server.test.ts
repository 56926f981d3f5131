import { afterEach, describe, expect, it } from "vitest";

import { cocaColaUpcOffProduct, nutellaOffProduct } from "@productcheck/catalogue/testing/off-test-products";

import { startOffTestServer, type OffTestServer, type OffTestServerOptions } from "./off-test-server";

let server: OffTestServer | undefined;

async function start(options: OffTestServerOptions = {}): Promise<OffTestServer> {
  server = await startOffTestServer(options);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("startOffTestServer", () => {
  it("listens on 127.0.0.1 on a free port", async () => {
    const { baseUrl } = await start();
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("answers a known code like OFF v2, with only the requested fields", async () => {
    const { baseUrl } = await start({ products: { "3017620422003": nutellaOffProduct() } });
    const response = await fetch(`${baseUrl}/api/v2/product/3017620422003.json?fields=code,product_name,brands`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: "3017620422003",
      product: { code: "3017620422003", product_name: "Nutella", brands: "Nutella, Ferrero" },
      status: 1,
      status_verbose: "product found",
    });
  });

  it("answers an unknown code with HTTP 404 and status 0, like OFF v2", async () => {
    const { baseUrl } = await start();
    const response = await fetch(`${baseUrl}/api/v2/product/4006381333931.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "4006381333931", status: 0, status_verbose: "product not found" });
  });

  it("finds a 12-digit UPC-A under its 13-digit code, as OFF does", async () => {
    const { baseUrl } = await start({ products: { "0049000050103": cocaColaUpcOffProduct() } });
    const response = await fetch(`${baseUrl}/api/v2/product/049000050103.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: "0049000050103", status: 1 });
  });

  it("records the path and User-Agent of every request", async () => {
    const { baseUrl, requests } = await start();
    await fetch(`${baseUrl}/api/v2/product/1.json?fields=code`, { headers: { "User-Agent": "Test/1.0 (t@example.com)" } });
    expect(requests).toEqual([{ path: "/api/v2/product/1.json?fields=code", userAgent: "Test/1.0 (t@example.com)" }]);
  });

  it("adds products while running", async () => {
    const off = await start();
    off.addProduct("3017620422003", nutellaOffProduct());
    const response = await fetch(`${off.baseUrl}/api/v2/product/3017620422003.json`);
    expect(response.status).toBe(200);
  });

  it("simulates failures and lets them be switched off again", async () => {
    const off = await start({ products: { "3017620422003": nutellaOffProduct() }, failWith: 429 });
    expect((await fetch(`${off.baseUrl}/api/v2/product/3017620422003.json`)).status).toBe(429);
    off.setFailure(500);
    expect((await fetch(`${off.baseUrl}/api/v2/product/3017620422003.json`)).status).toBe(500);
    off.setFailure(null);
    expect((await fetch(`${off.baseUrl}/api/v2/product/3017620422003.json`)).status).toBe(200);
  });

  it("delays its answers", async () => {
    const off = await start({ delayMs: 150 });
    const started = performance.now();
    await fetch(`${off.baseUrl}/api/v2/product/1.json`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    off.setDelay(0);
    const again = performance.now();
    await fetch(`${off.baseUrl}/api/v2/product/1.json`);
    expect(performance.now() - again).toBeLessThan(140);
  });

  it("sends a raw answer for a code", async () => {
    const off = await start();
    off.setRawAnswer("3017620422003", "{not json", 200);
    const response = await fetch(`${off.baseUrl}/api/v2/product/3017620422003.json`);
    expect(await response.text()).toBe("{not json");
  });

  it("answers other paths with 404", async () => {
    const { baseUrl } = await start();
    expect((await fetch(`${baseUrl}/api/v0/product/1.json`)).status).toBe(404);
  });

  it("closes promptly even with a delayed answer pending", async () => {
    const off = await start({ delayMs: 10_000 });
    const pending = fetch(`${off.baseUrl}/api/v2/product/1.json`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await off.close();
    server = undefined;
    expect(await pending).toBeInstanceOf(Error);
  });

  it("can be closed twice", async () => {
    const off = await start();
    await off.close();
    await expect(off.close()).resolves.toBeUndefined();
  });
});
