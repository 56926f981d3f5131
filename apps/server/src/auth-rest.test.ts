import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSmtpMailer } from "@productcheck/api/services/shared/mailer";
import { signInCodeOf, startTestSmtpServer, type TestSmtpServer } from "@productcheck/api/testing/test-smtp-server";
import { hashToken } from "@productcheck/auth/token";
import { computeCheckDigit } from "@productcheck/domain/barcode";

import { startTestServer } from "./testing/test-server";

let smtp: TestSmtpServer;
let mailer: ReturnType<typeof createSmtpMailer>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let sequence = 0;
const nextEmail = () => `rest${++sequence}@example.com`;

beforeAll(async () => {
  // Mail goes over real SMTP to a server the test runs.
  smtp = await startTestSmtpServer();
  mailer = createSmtpMailer({ url: smtp.url, from: "ProductCheck <no-reply@productcheck.test>" });
  server = await startTestServer({ mailer });
});
afterAll(async () => {
  await server.close();
  mailer.close();
  await smtp.close();
});

function post(path: string, body: unknown, cookie = "") {
  return server.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The `name=value` part of a Set-Cookie header for `name`, and its attributes. */
function cookieFrom(response: Response, name: string) {
  const header = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return { header: header ?? "", pair: header?.split(";")[0] ?? "" };
}

/** Requests a code over HTTP and reads it from the e-mail the SMTP server received. */
async function codeFor(email: string, cookie = "") {
  const since = smtp.messages.length;
  const response = await post("/api/auth/request-code", { email }, cookie);
  expect(response.status).toBe(200);
  return signInCodeOf(await smtp.waitForMail(email, { since }));
}

describe("POST /api/auth/request-code, /verify-code and /logout over HTTP", () => {
  it("signs in with the e-mailed code, keeps the session in a safe cookie, and logs out", async () => {
    const email = nextEmail();
    const since = smtp.messages.length;
    const requested = await post("/api/auth/request-code", { email: email.toUpperCase() });
    expect(requested.status).toBe(200);
    expect(await requested.json()).toEqual({ sent: true, expiresInMinutes: 10 });
    const mail = await smtp.waitForMail(email, { since });
    expect(mail.subject).toMatch(/^\d{6} is your ProductCheck sign-in code$/);
    const code = signInCodeOf(mail);
    expect(mail.html).toContain(code);

    const verified = await post("/api/auth/verify-code", { code, email });
    expect(verified.status).toBe(200);
    const { user } = (await verified.json()) as { user: { id: number } };
    expect(user).toEqual({ id: expect.any(Number), email, scansRemaining: 10, isAdmin: false });
    const session = cookieFrom(verified, "pc_session");
    expect(session.header).toMatch(/HttpOnly/);
    expect(session.header).toMatch(/SameSite=Lax/);
    expect(session.header).toMatch(/Path=\//);
    expect(session.header).not.toMatch(/Secure/);
    expect(session.header).toMatch(/Expires=/);
    const cookie = session.pair;

    expect(await (await server.request("/api/auth/status", { headers: { cookie } })).json()).toEqual({
      authenticated: true,
      userId: user.id,
      email,
    });

    const logout = await post("/api/auth/logout", undefined, cookie);
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ loggedOut: true });
    expect(cookieFrom(logout, "pc_session").header).toMatch(/^pc_session=;.*Expires=Thu, 01 Jan 1970/);
    const token = cookie.slice("pc_session=".length);
    expect(await server.db.session.count({ where: { id: hashToken(token) } })).toBe(0);
    // The old cookie no longer signs anyone in.
    expect(await (await server.request("/api/auth/status", { headers: { cookie } })).json()).toMatchObject({
      authenticated: false,
    });
  });

  it("answers an address without an account exactly like one with an account", async () => {
    await server.db.user.create({ data: { email: "known@example.com" } });
    const known = await post("/api/auth/request-code", { email: "known@example.com" });
    const unknown = await post("/api/auth/request-code", { email: "unknown@example.com" });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    await smtp.waitForMail("known@example.com");
    await smtp.waitForMail("unknown@example.com");
  });

  it("answers bad input with 400s that name the problem", async () => {
    const badEmail = await post("/api/auth/request-code", { email: "nope" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toEqual({ message: "Invalid input: email: Please enter a valid email address", code: "BAD_REQUEST" });
    const badCode = await post("/api/auth/verify-code", { code: "12ab56", email: "a@example.com" });
    expect(badCode.status).toBe(400);
    expect(await badCode.json()).toEqual({ message: "Invalid input: code: Verification code must be 6 digits", code: "BAD_REQUEST" });
  });

  it("answers a wrong code with 400 and the tries left", async () => {
    const email = nextEmail();
    const code = await codeFor(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const response = await post("/api/auth/verify-code", { code: wrong, email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "That code is not right. 4 tries left.", code: "BAD_REQUEST" });
    expect((await post("/api/auth/verify-code", { code, email })).status).toBe(200);
  });

  it("answers a second request for one address within a minute with 429", async () => {
    const email = nextEmail();
    await codeFor(email);
    const again = await post("/api/auth/request-code", { email });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(await again.json()).toEqual({
      message: expect.stringMatching(/^A code was sent to this address recently\. Please wait \d+ seconds/),
      code: "TOO_MANY_REQUESTS",
    });
    // The web app's tRPC call gets the same header (before: neither carried one).
    const trpc = await server.request("/trpc/auth.requestCode", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get("retry-after"))).toBeGreaterThan(50);
  });

  it("moves the browser's guest scans into the account and drops the visitor cookie", async () => {
    const body = "730000017000";
    const barcode = `${body}${computeCheckDigit(body)}`;
    await server.db.product.create({ data: { barcode, name: "Knäckebröd", source: "catalogue" } });
    const scanned = await post("/api/scan", { barcode, clientScanId: `${Date.now()}_abcdefgh` });
    expect(scanned.status).toBe(200);
    const { scannedProduct } = (await scanned.json()) as { scannedProduct: { id: string } };
    const guestCookie = cookieFrom(scanned, "pc_guest").pair;

    const email = nextEmail();
    const code = await codeFor(email, guestCookie);
    const verified = await post("/api/auth/verify-code", { code, email }, guestCookie);
    expect(verified.status).toBe(200);
    // 10 free account scans + the guest's 2 left.
    expect(((await verified.json()) as { user: { scansRemaining: number } }).user.scansRemaining).toBe(12);
    expect(cookieFrom(verified, "pc_guest").header).toMatch(/^pc_guest=;/);
    const sessionCookie = cookieFrom(verified, "pc_session").pair;

    const view = await server.request(`/api/scanned-products/${scannedProduct.id}`, { headers: { cookie: sessionCookie } });
    const { userId } = (await view.json()) as { userId: number };
    expect(userId).toBeGreaterThan(0);
    const saved = await server.request(`/api/scanned-products/${scannedProduct.id}/save`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: sessionCookie },
      body: JSON.stringify({ isSaved: true }),
    });
    expect(saved.status).toBe(200);
  });

  it("refuses a cross-site sign-in attempt (CSRF)", async () => {
    const response = await fetch(`${server.origin}/api/auth/verify-code`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ code: "123456", email: "a@example.com" }),
    });
    expect(response.status).toBe(403);
  });

  it("lists the sign-in paths in the OpenAPI document", async () => {
    const document = (await (await server.request("/api/openapi.json")).json()) as { paths: Record<string, object> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/auth/request-code", "/auth/verify-code", "/auth/logout", "/saved-products", "/product-suggestions"]),
    );
    expect(Object.keys(document.paths["/scanned-products/{id}/save"] ?? {})).toEqual(expect.arrayContaining(["post", "put"]));
  });
});

describe("the session cookie in production", () => {
  it("is Secure and __Host- prefixed (docs/accounts.md#cookies)", async () => {
    const production = await startTestServer({ config: { production: true }, mailer });
    try {
      const email = nextEmail();
      const since = smtp.messages.length;
      await production.request("/api/auth/request-code", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      const code = signInCodeOf(await smtp.waitForMail(email, { since }));
      const verified = await production.request("/api/auth/verify-code", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code, email }),
      });
      expect(verified.status).toBe(200);
      expect(cookieFrom(verified, "__Host-pc_session").header).toMatch(/; Secure/);
      expect(cookieFrom(verified, "__Host-pc_session").header).toMatch(/; Path=\//);
    } finally {
      await production.close();
    }
  });
});
