import { get } from "node:http";
import * as zlib from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { computeCheckDigit } from "@productcheck/domain/barcode";

import { rememberingZlib } from "./compression-memo";
import { startTestServer } from "./testing/test-server";

const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const view = (name: string) => Buffer.from(JSON.stringify({ name, description: `${name}: cocoa and hazelnuts spreads. `.repeat(40) }));

describe("rememberingZlib", () => {
  it("answers the bytes node:zlib gives, and the same answer for the same bytes given again", () => {
    const remembering = rememberingZlib(1024 * 1024);
    const nutella = remembering.brotliCompressSync(view("Nutella"), brotliOptions);
    expect(nutella.equals(zlib.brotliCompressSync(view("Nutella"), brotliOptions))).toBe(true);
    // Another Buffer with the same bytes: the answer kept, not compressed again.
    expect(remembering.brotliCompressSync(view("Nutella"), brotliOptions)).toBe(nutella);
    const nocilla = remembering.brotliCompressSync(view("Nocilla"), brotliOptions);
    expect(zlib.brotliDecompressSync(nocilla).toString()).toBe(view("Nocilla").toString());
    expect(remembering.gzipSync(view("Nutella")).equals(zlib.gzipSync(view("Nutella")))).toBe(true);
  });

  it("keeps answers by their options too", () => {
    const remembering = rememberingZlib(1024 * 1024);
    const quality4 = remembering.brotliCompressSync(view("Nutella"), brotliOptions);
    const quality11 = remembering.brotliCompressSync(view("Nutella"), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(quality11).not.toBe(quality4);
    expect(quality11.equals(zlib.brotliCompressSync(view("Nutella"), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))).toBe(true);
  });

  it("keeps at most its bytes, the least recently used going first", () => {
    const size = view("Nutella").length;
    const remembering = rememberingZlib(size * 2);
    const first = remembering.brotliCompressSync(view("Nutella"), brotliOptions);
    remembering.brotliCompressSync(view("Nocilla"), brotliOptions);
    const again = remembering.brotliCompressSync(view("Nutella"), brotliOptions);
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});

describe("compressed API answers", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let productPath: string;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    const body = "301762042200";
    const barcode = `${body}${computeCheckDigit(body)}`;
    await server.db.product.create({
      data: { barcode, name: "Nutella", brand: "Ferrero", description: "Cocoa and hazelnuts spreads. ".repeat(30), source: "catalogue" },
    });
    const scan = await server.request("/api/scan", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ barcode, clientScanId: `${Date.now()}_nutella1` }),
    });
    expect(scan.status).toBe(200);
    const { scannedProduct } = (await scan.json()) as { scannedProduct: { id: string } };
    productPath = `/api/scanned-products/${scannedProduct.id}`;
    cookie = (scan.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  });
  afterAll(async () => {
    await server.close();
  });

  /** The answer's bytes as they leave the server (fetch would decompress them). */
  const raw = (path: string, encoding: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      get(`${server.origin}${path}`, { headers: { "accept-encoding": encoding, cookie } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });

  it("sends a product view asked for again as the same compressed bytes, which decompress to the plain answer", async () => {
    const plain = await raw(productPath, "identity");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decompress] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      const first = await raw(productPath, `${encoding}, deflate`);
      const second = await raw(productPath, `${encoding}, deflate`);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.headers["content-encoding"]).toBe(encoding);
        expect(answer.headers.vary).toBe("accept-encoding");
        expect(answer.headers["content-length"]).toBe(String(answer.body.length));
        expect(answer.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      }
      expect(second.body.equals(first.body)).toBe(true);
      expect(decompress(first.body).equals(plain.body)).toBe(true);
    }
  });
});
