import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSession } from "@productcheck/auth/session";

import { startTestServer } from "./testing/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

/** Mails nothing; an address at fail.test fails as a broken SMTP server would, with details nobody may see. */
const mailer = {
  async sendSignInCode({ to }: { to: string }) {
    if (to.endsWith("@fail.test")) throw new Error("535 authentication failed for smtp://mailer:hunter2@mail.internal");
  },
};

beforeAll(async () => {
  server = await startTestServer({ mailer });
});
afterAll(async () => {
  await server.close();
});

async function signedInCookie(email: string, scansRemaining: number, now = new Date()) {
  const user = await server.db.user.create({ data: { email, scansRemaining }, select: { id: true } });
  const { token } = await createSession(server.db, user.id, now);
  return { userId: user.id, cookie: `pc_session=${token}` };
}

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    expect(await (await server.request("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await server.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

describe("GET /api/auth/status and /api/user", () => {
  it("describes a guest as user 0 with the free guest scans", async () => {
    expect(await (await server.request("/api/auth/status")).json()).toEqual({
      authenticated: false,
      userId: 0,
      email: null,
    });
    const user = await server.request("/api/user");
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({ id: 0, scansRemaining: 3, email: null, isAdmin: false });
  });

  it("describes a signed-in user from the session cookie", async () => {
    const { userId, cookie } = await signedInCookie("shopper@example.com", 7);
    const status = await server.request("/api/auth/status", { headers: { cookie } });
    expect(await status.json()).toEqual({ authenticated: true, userId, email: "shopper@example.com" });
    const user = await server.request("/api/user", { headers: { cookie } });
    expect(await user.json()).toEqual({ id: userId, scansRemaining: 7, email: "shopper@example.com", isAdmin: false });
  });

  it("treats an expired session as a guest and clears its cookie", async () => {
    const { cookie } = await signedInCookie("expired@example.com", 5, new Date(Date.now() - 31 * 24 * 3600_000));
    const response = await server.request("/api/auth/status", { headers: { cookie } });
    expect(await response.json()).toMatchObject({ authenticated: false });
    expect(response.headers.get("set-cookie")).toMatch(/^pc_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("renews a session that is past half its life, with a safe cookie", async () => {
    const { cookie } = await signedInCookie("sliding@example.com", 1, new Date(Date.now() - 20 * 24 * 3600_000));
    const response = await server.request("/api/user", { headers: { cookie } });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(cookie);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
  });

  it("ignores a forged session cookie", async () => {
    const response = await server.request("/api/auth/status", { headers: { cookie: "pc_session=forged" } });
    expect(await response.json()).toMatchObject({ authenticated: false });
  });
});

describe("the REST surface", () => {
  it("publishes an OpenAPI document of the documented paths", async () => {
    const response = await server.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: object; servers: { url: string }[] };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/auth/status", "/user", "/create-payment-intent", "/payment-success", "/payment-config"]),
    );
    expect(document.servers[0]?.url).toBe(`${server.origin}/api`);
  });

  it("answers an unknown path with a JSON 404", async () => {
    const response = await server.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String), code: "NOT_FOUND" });
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const response = await server.request("/api/user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON.", code: "BAD_REQUEST" });
  });

  it("answers an unexpected failure with a bare 500 over /api and /trpc, saying nothing of its cause", async () => {
    const post = (path: string, email: string) =>
      server.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
    const rest = await post("/api/auth/request-code", "rest@fail.test");
    expect(rest.status).toBe(500);
    expect(await rest.json()).toEqual({ message: "Internal server error", code: "INTERNAL_SERVER_ERROR" });
    const trpc = await post("/trpc/auth.requestCode", "trpc@fail.test");
    expect(trpc.status).toBe(500);
    const body = await trpc.text();
    expect(JSON.parse(body)).toMatchObject({ error: { message: "Internal server error", data: { code: "INTERNAL_SERVER_ERROR" } } });
    expect(body).not.toMatch(/hunter2|e-mail could not be sent/);
  });

  it("answers a request id on every response and keeps the caller's", async () => {
    const response = await server.request("/healthz", { headers: { "x-request-id": "req-123" } });
    expect(response.headers.get("x-request-id")).toBe("req-123");
  });
});

describe("CSRF protection", () => {
  it("refuses a cross-site POST to /api and /trpc", async () => {
    for (const path of ["/api/user", "/trpc/user.me"]) {
      const response = await fetch(`${server.origin}${path}`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Cross-site request refused.", code: "FORBIDDEN" });
    }
  });

  it("refuses a POST that names no origin at all", async () => {
    const response = await fetch(`${server.origin}/api/user`, { method: "POST" });
    expect(response.status).toBe(403);
  });

  it("lets a same-origin browser request through (Sec-Fetch-Site)", async () => {
    const response = await fetch(`${server.origin}/api/user`, {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status).not.toBe(403);
  });
});

describe("tRPC", () => {
  it("serves the same procedures at /trpc", async () => {
    const response = await server.request("/trpc/user.me");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { data: { id: 0, scansRemaining: 3, email: null, isAdmin: false } } });
  });

  it("answers a batch whose procedure names pass 100 characters (the admin screen batches five queries)", async () => {
    const names = Array.from({ length: 16 }, () => "user.me").join(",");
    expect(names.length).toBeGreaterThan(100);
    const response = await server.request(`/trpc/${names}?batch=1&input=%7B%7D`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(16);
  });
});
