import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let distDir: string;

/** A file of the build with the `.br` and `.gz` the web build writes beside it (apps/web/vite-precompress.ts). */
function writeBuilt(file: string, text: string) {
  const full = path.join(distDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  writeBuilt("index.html", `<!doctype html><html lang="en"><head><title>ProductCheck</title></head>${" ".repeat(2000)}</html>`);
  writeBuilt("assets/index-abc123.js", `console.log(${JSON.stringify("x".repeat(5000))});`);
  writeBuilt(
    ".vite/manifest.json",
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js", isEntry: true },
      "src/routes/scanner.tsx?tsr-split=component": { file: "assets/scanner-def456.js", imports: ["index.html"] },
      "src/routes/results.$id.tsx?tsr-split=component": { file: "assets/results-789abc.js", imports: ["index.html"] },
    }),
  );
  server = await startTestServer({ webDistDir: distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const accept = (encoding: string) => ({ headers: { "accept-encoding": encoding, accept: "text/html" } });

describe("the built web app", () => {
  it("sends the precompressed asset the browser accepts, immutable for a year", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await server.request("/assets/index-abc123.js", accept(`${encoding}, deflate`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toContain("xxxx");
    }
    const plain = await server.request("/assets/index-abc123.js", accept("identity"));
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("has index.html revalidated on every visit, also as the SPA fallback", async () => {
    for (const url of ["/", "/scanner"]) {
      const response = await server.request(url, accept("br"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<title>ProductCheck</title>");
    }
  });

  it("preloads a screen's own chunks in the page of its path, and a result's scan", async () => {
    const scanner = await server.request("/scanner", accept("gzip"));
    expect(scanner.headers.get("content-encoding")).toBe("gzip");
    expect(scanner.headers.get("vary")).toBe("accept-encoding");
    const html = await scanner.text();
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/scanner-def456.js">`);
    expect(html).not.toContain("results-789abc.js");
    const result = await (await server.request("/results/Xk3_9-qZ", accept("br"))).text();
    expect(result).toContain(`<link rel="modulepreload" crossorigin href="/assets/results-789abc.js">`);
    expect(result).toContain(`href="/trpc/scannedProducts.get?batch=1&amp;input=${encodeURIComponent('{"0":{"id":"Xk3_9-qZ"}}')}"`);
    expect(await (await server.request("/results/not%20an%20id!", accept("br"))).text()).not.toContain("scannedProducts.get");
    const revisit = await server.request("/scanner", { headers: { ...accept("br").headers, "if-none-match": scanner.headers.get("etag")! } });
    expect(revisit.status).toBe(304);
  });

  it("does not serve Vite's manifest", async () => {
    const response = await server.request("/.vite/manifest.json", { headers: { accept: "application/json" } });
    expect(response.status).toBe(404);
  });

  it("compresses JSON answers of 1 kB or more", async () => {
    const response = await server.request("/api/openapi.json", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect((await response.json()) as unknown).toHaveProperty("paths");
  });
});
