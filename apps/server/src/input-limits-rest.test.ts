import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testConfig } from "@productcheck/api/testing/test-helpers";
import { createSession } from "@productcheck/auth/session";

import { MAX_JSON_DEPTH } from "./json-body";
import { startTestServer } from "./testing/test-server";

// docs/security.md#input-limits and #error-bodies: the malformed inputs the attack found (ids past
// int32, NUL in text, JSON nested thousands deep) are 400s that say what is wrong, over /api and
// /trpc alike; every tRPC error is JSON; a request id is adopted only when short and plain.

let server: Awaited<ReturnType<typeof startTestServer>>;
let user = "";
let admin = "";

beforeAll(async () => {
  server = await startTestServer();
  const session = async (email: string) => {
    const row = await server.db.user.create({ data: { email, scansRemaining: 5 }, select: { id: true } });
    return `pc_session=${(await createSession(server.db, row.id)).token}`;
  };
  user = await session("limits@example.com");
  admin = await session(testConfig.adminEmail ?? "admin@example.com");
});
afterAll(async () => {
  await server.close();
});

const trpcGet = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

async function send(method: string, path: string, cookie: string, body?: string) {
  const response = await server.request(path, { method, headers: { cookie, "content-type": "application/json" }, body });
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", text, json: JSON.parse(text) as Record<string, unknown> };
}
const messageOf = (json: Record<string, unknown>) =>
  typeof json.message === "string" ? json.message : ((json.error as { message?: string } | undefined)?.message ?? "");

describe("ids past int32", () => {
  const huge = 2_147_483_648;
  it.each([
    ["POST", "/api/product-suggestions", "user", JSON.stringify({ name: "X", barcode: "7310000000008", productId: huge })],
    ["GET", `/api/admin/brands/${huge}`, "admin", undefined],
    ["PATCH", `/api/admin/product-suggestions/99999999999999999999`, "admin", JSON.stringify({ name: "X" })],
    ["POST", "/trpc/productSuggestions.create", "user", JSON.stringify({ name: "X", barcode: "7310000000008", productId: 1e21 })],
  ])("%s %s is a 400 naming the id", async (method, path, who, body) => {
    const answer = await send(method, path, who === "admin" ? admin : user, body);
    expect(answer.status).toBe(400);
    expect(messageOf(answer.json)).toMatch(/too large|whole number|id/);
  });
});

describe("scans' public ids (docs/security.md#public-ids)", () => {
  const long = "a".repeat(65);
  it.each([
    ["GET", `/api/scanned-products/${long}`, undefined, /too long/],
    ["GET", `/api/scanned-products/a.b/alternatives`, undefined, /letters, digits/],
    ["POST", `/api/scanned-products/a%00b/save`, JSON.stringify({ isSaved: true }), /letters, digits/],
    ["GET", trpcGet("scannedProducts.get", { id: 5 }), undefined, /must be text/],
    ["POST", "/trpc/scannedProducts.refreshAlternatives", JSON.stringify({ id: "" }), /empty/],
  ])("junk: %s %s is a 400 saying what is wrong", async (method, path, body, message) => {
    const answer = await send(method, path, user, body);
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/application\/json/);
    expect(messageOf(answer.json)).toMatch(message);
  });

  it.each([`/api/scanned-products/${2_147_483_648}`, "/api/scanned-products/1", "/api/scanned-products/AAAAAAAAAAAAAAAAAAAAAA/alternatives"])(
    "a well-formed id of no scan: %s is a JSON 404",
    async (path) => {
      const answer = await send("GET", path, user);
      expect(answer.status).toBe(404);
      expect(messageOf(answer.json)).toBe("We couldn't find this product");
    },
  );
});

describe("NUL in text", () => {
  it.each([
    ["POST", "/api/scan", "user", { barcode: "7310000000008\u0000", clientScanId: "1_abcdefgh" }],
    ["POST", "/api/product-suggestions", "user", { name: "Jam\u0000", barcode: "7310000000008", productId: 1 }],
    ["POST", "/api/auth/request-code", "user", { email: "a\u0000@example.com" }],
    ["POST", "/api/payment-success", "user", { paymentIntentId: "pi_\u0000" }],
    ["POST", "/api/admin/brands", "admin", { name: "B", ownerId: 1, aliases: ["x\u0000"], sourceNote: "note" }],
    ["POST", "/trpc/productSuggestions.create", "user", { name: "Jam", description: "\u0000", barcode: "7310000000008", productId: 1 }],
  ])("%s %s is a 400 that says so", async (method, path, who, body) => {
    const answer = await send(method, path, who === "admin" ? admin : user, JSON.stringify(body));
    expect(answer.status).toBe(400);
    expect(messageOf(answer.json)).toMatch(/NUL/);
  });

  it("in a query string too", async () => {
    for (const path of ["/api/admin/registry/search?query=a%00b", trpcGet("admin.registry.search", { query: "a\u0000b" })]) {
      const answer = await send("GET", path, admin);
      expect(answer.status, path).toBe(400);
      expect(messageOf(answer.json)).toMatch(/NUL/);
    }
  });
});

describe("JSON nested too deep", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;
  const message = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

  it.each(["/api/scan", "/api/auth/logout", "/trpc/scan.create", "/trpc/auth.logout?batch=1"])("POST %s refuses 5,000 levels with a 400", async (path) => {
    for (const body of [nested(5_000), `{"barcode":${nested(5_000)}}`, `{"0":{"a":${nested(MAX_JSON_DEPTH)}}}`]) {
      const answer = await send("POST", path, user, body);
      expect(answer.status, body.slice(0, 20)).toBe(400);
      expect(answer.type).toMatch(/^application\/json/);
      expect(messageOf(answer.json)).toBe(message);
    }
  });

  it("refuses a deep tRPC GET input, given once or twice", async () => {
    const deepInput = `input=${encodeURIComponent(`{"id":${nested(1_000)}}`)}`;
    for (const query of [deepInput, `input=%7B%7D&${deepInput}`, `${deepInput}&input=%7B%7D`]) {
      const answer = await send("GET", `/trpc/scannedProducts.get?${query}`, user);
      expect(answer.status, query.slice(0, 30)).toBe(400);
      expect(messageOf(answer.json)).toBe(message);
    }
  });

  it("lets ordinary nesting through", async () => {
    const answer = await send("POST", "/api/scan", user, JSON.stringify({ barcode: "7310000000008", clientScanId: "1_abcdefgh" }));
    expect(messageOf(answer.json)).not.toBe(message);
  });
});

describe("tRPC error bodies", () => {
  it("are sent as application/json, the ones tRPC raises before a procedure runs included", async () => {
    const cases = [
      server.request("/trpc/scan.create", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }),
      server.request("/trpc/user.me", { method: "GET", headers: { "content-type": "multipart/form-data; boundary=x" } }),
      server.request("/trpc/no.such.procedure"),
      server.request("/trpc/scan.create", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });
});

describe("X-Request-Id", () => {
  it.each(["req-123", "a.b_c-D", "x".repeat(64)])("keeps a short plain id (%s)", async (id) => {
    expect((await server.request("/healthz", { headers: { "x-request-id": id } })).headers.get("x-request-id")).toBe(id);
  });

  it.each(["x".repeat(65), "x".repeat(8_000), "a b", "a/b", "<script>", "id;drop", "ä"])("replaces %s with one of its own", async (id) => {
    const answered = (await server.request("/healthz", { headers: { "x-request-id": encodeURI(id) === id ? id : encodeURI(id) } })).headers.get("x-request-id");
    expect(answered).not.toBe(id);
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a URL the router cannot decode", () => {
  it.each(["/api/scanned-products/%", "/api/%zz", "/trpc/%E0%A4%A"])("%s is a 400 in the API's shape", async (path) => {
    const response = await server.request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String), code: "BAD_REQUEST" });
  });
});

describe("a failure inside the database layer", () => {
  it("is a bare 500 over /api and /trpc: no Prisma or driver text, no stack", async () => {
    const broken = await startTestServer();
    const user = await broken.db.user.create({ data: { email: "broken@example.com" }, select: { id: true } });
    const cookie = `pc_session=${(await createSession(broken.db, user.id)).token}`;
    // A table gone from under the client: Prisma's error names the table and the query.
    await broken.db.$executeRawUnsafe('ALTER TABLE "SavedProduct" RENAME TO "SavedProductGone"');
    try {
      for (const path of ["/api/saved-products", "/trpc/savedProducts.list", "/trpc/savedProducts.list?batch=1&input=%7B%7D"]) {
        const response = await broken.request(path, { headers: { cookie } });
        const text = await response.text();
        expect(response.status, path).toBe(500);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
        expect(messageOf(Array.isArray(body) ? (body[0] ?? {}) : body)).toBe("Internal server error");
        expect(text).not.toMatch(/prisma|SavedProductGone|does not exist|relation|invalid `|stack|\.ts:\d+|node_modules/i);
      }
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
