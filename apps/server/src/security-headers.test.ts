import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createUser } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";

import { contentSecurityPolicy } from "./plugins/security-headers";
import { startTestServer } from "./testing/test-server";

// The header sets of docs/security.md#security-headers: the page's on the web app's pages and files, the API's on
// /api, /trpc and the health checks, their errors included.

let dev: Awaited<ReturnType<typeof startTestServer>>;
let production: Awaited<ReturnType<typeof startTestServer>>;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, "index.html"), `<!doctype html><title>ProductCheck</title><script type="module" src="/assets/index-abc.js"></script>`);
  writeFileSync(path.join(distDir, "assets/index-abc.js"), "export {};");
  dev = await startTestServer({ webDistDir: distDir });
  production = await startTestServer({ webDistDir: distDir, config: { production: true } });
});
afterAll(async () => {
  await dev.close();
  await production.close();
  rmSync(distDir, { recursive: true, force: true });
});

const html = { headers: { accept: "text/html" } };

/** What every answer carries, page or API. */
function expectHeadersOfEveryAnswer(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

function expectPageHeaders(headers: Headers) {
  expectHeadersOfEveryAnswer(headers);
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
  expect(csp).toMatch(/img-src 'self' data: blob:;/);
  expect(csp).toContain("object-src 'none'");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toMatch(/^camera=\(self\), microphone=\(\), geolocation=\(\)/);
}

/** A JSON answer: nothing may load, run or frame it, and it is never stored; none of the page's allowances. */
function expectApiHeaders(headers: Headers) {
  expectHeadersOfEveryAnswer(headers);
  expect(headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get("referrer-policy")).toBe("no-referrer");
  expect(headers.get("permissions-policy")).toBeNull();
  expect(headers.get("cache-control")).toBe("no-store");
}

describe("security headers", () => {
  it("are on the pages, with index.html still revalidated", async () => {
    for (const url of ["/", "/scanner", "/results/abc"]) {
      const response = await dev.request(url, html);
      expect(response.status).toBe(200);
      expectPageHeaders(response.headers);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("are the page's on a file (a worker script's CSP governs the worker), which keeps its year-long cache", async () => {
    const response = await dev.request("/assets/index-abc.js");
    expect(response.status).toBe(200);
    expectPageHeaders(response.headers);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("are the API's on API answers and their errors, which are never stored", async () => {
    const answers = [
      await dev.request("/api/user"),
      await dev.request("/trpc/auth.status?batch=1&input=%7B%7D"),
      await dev.request("/healthz"),
      // Matched by the /api/* route however the client spells the path: the route decides.
      await dev.request("/%61pi/user"),
      // Errors: an unknown API path, a refused input, a cross-site write and an unknown tRPC procedure.
      await dev.request("/api/nothing-here"),
      await dev.request("/api/scanned-products/%00"),
      await fetch(`${dev.origin}/api/scan`, { method: "POST", headers: { origin: "https://evil.example" } }),
      await dev.request("/trpc/no.such"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 404, 400, 403, 404]);
    for (const answer of answers) expectApiHeaders(answer.headers);
  });

  it("are the page's on an error outside the server's paths", async () => {
    const response = await dev.request("/no-such-file.js");
    expect(response.status).toBe(404);
    expectPageHeaders(response.headers);
  });

  it("add HSTS in production only", async () => {
    expect((await dev.request("/", html)).headers.get("strict-transport-security")).toBeNull();
    for (const url of ["/", "/api/user"]) {
      expect((await production.request(url, html)).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("let Stripe.js talk to the configured Stripe API (STRIPE_API_BASE) and Stripe's own", () => {
    expect(contentSecurityPolicy({})).toContain("connect-src 'self' blob: https://api.stripe.com;");
    expect(contentSecurityPolicy({ stripeApiBase: "http://127.0.0.1:12111/" })).toContain(
      "connect-src 'self' blob: https://api.stripe.com http://127.0.0.1:12111;",
    );
  });
});

describe("cookies", () => {
  it("carry the __Host- prefix in production (Secure, Path=/, no Domain), and only that name is read", async () => {
    const user = await createUser(production.db);
    const { token } = await createSession(production.db, user.id);
    const status = async (cookie: string) => (await (await production.request("/api/user", { headers: { cookie } })).json()) as { id: number };
    expect(await status(`__Host-pc_session=${token}`)).toMatchObject({ id: user.id });
    // A plain-named cookie could have been planted by a subdomain or an http page: not read.
    expect(await status(`pc_session=${token}`)).toMatchObject({ id: 0 });

    const cookies = (await production.request("/api/auth/logout", { method: "POST", headers: { cookie: `__Host-pc_session=${token}` } })).headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-pc_session=;/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });

  it("keep their plain names over http in development and tests", async () => {
    const cookies = (await dev.request("/api/auth/logout", { method: "POST" })).headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^pc_session=;/);
    expect(cookies[0]).not.toMatch(/; Secure/i);
  });
});
