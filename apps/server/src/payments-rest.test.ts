import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testPayments } from "@productcheck/api/testing/payments";
import { startStripeTestServer, type StripeTestServer } from "@productcheck/api/testing/stripe-test-server";
import { createSession } from "@productcheck/auth/session";

import { startTestServer } from "./testing/test-server";

let stripeServer: StripeTestServer;
let server: Awaited<ReturnType<typeof startTestServer>>;
let unconfigured: Awaited<ReturnType<typeof startTestServer>>;
let sequence = 0;

beforeAll(async () => {
  stripeServer = await startStripeTestServer();
  [server, unconfigured] = await Promise.all([startTestServer({ payments: testPayments(stripeServer) }), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close(), stripeServer.close()]);
});

async function signedIn(scansRemaining = 0) {
  const user = await server.db.user.create({ data: { email: `payer${++sequence}@example.com`, scansRemaining }, select: { id: true } });
  const { token } = await createSession(server.db, user.id);
  return { userId: user.id, cookie: `pc_session=${token}` };
}

function post(target: typeof server, path: string, body: unknown, cookie = "") {
  return target.request(path, {
    method: "POST",
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A donation over HTTP; the intent behind it as the Stripe test server holds it. */
async function donate(cookie: string, amount: 1 | 10 = 1) {
  const response = await post(server, "/api/create-payment-intent", { amount }, cookie);
  expect(response.status).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return { clientSecret, intent: stripeServer.intentOf(clientSecret) };
}

/** Stripe's delivery: no cookie, no Origin, no Sec-Fetch-Site — only its signature. */
function deliver(payload: string, signature?: string) {
  return fetch(`${server.origin}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", ...(signature === undefined ? {} : { "stripe-signature": signature }) },
    body: payload,
  });
}

function deliverEvent(type: string, intentId: string, signing?: { timestamp?: number }) {
  const { payload, header } = stripeServer.signedEvent(type, intentId, signing);
  return deliver(payload, header);
}

async function scansOf(userId: number) {
  return (await server.db.user.findUniqueOrThrow({ where: { id: userId }, select: { scansRemaining: true } })).scansRemaining;
}

async function statusOf(paymentIntentId: string) {
  return (await server.db.purchase.findUniqueOrThrow({ where: { paymentIntentId }, select: { status: true } })).status;
}

describe("payments over HTTP", () => {
  it("answers 503 with the spec's message when the server has no Stripe keys", async () => {
    const created = await post(unconfigured, "/api/create-payment-intent", { amount: 1 });
    expect(created.status).toBe(503);
    expect(await created.json()).toEqual({ message: "Payments are not configured on this server", code: "SERVICE_UNAVAILABLE" });
    expect(await (await unconfigured.request("/api/payment-config")).json()).toEqual({ enabled: false, publishableKey: null, scansPerEuro: 25 });
    const webhook = await fetch(`${unconfigured.origin}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(webhook.status).toBe(503);
  });

  it("gives the donation page its publishable key", async () => {
    expect(await (await server.request("/api/payment-config")).json()).toEqual({
      enabled: true,
      publishableKey: stripeServer.publishableKey,
      scansPerEuro: 25,
    });
  });

  it.each([[{ amount: 5 }], [{ amount: "1" }], [{ amount: 0 }], [{}], [undefined]])("answers the body %j with a 400 naming amount", async (body) => {
    const response = await post(server, "/api/create-payment-intent", body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; code: string };
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(/^Invalid input: .*amount/);
  });

  it("starts a guest's donation, with its visitor cookie, and credits it on the empty success call", async () => {
    const created = await post(server, "/api/create-payment-intent", { amount: 1 });
    expect(created.status).toBe(200);
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^pc_guest=/);
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    stripeServer.setStatus(stripeServer.intentOf(clientSecret).id, "succeeded");

    const success = await post(server, "/api/payment-success", undefined, cookie);
    expect(success.status).toBe(200);
    expect(await success.json()).toEqual({ authenticated: false, status: "credited", scansRemaining: 3 + 25 });
  });

  it("answers a Stripe outage with 503 and its message, not a masked 500", async () => {
    const { cookie } = await signedIn();
    stripeServer.failWith(503);
    try {
      const response = await post(server, "/api/create-payment-intent", { amount: 10 }, cookie);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: "Payments are unavailable right now. Please try again.", code: "SERVICE_UNAVAILABLE" });
    } finally {
      stripeServer.failWith(null);
    }
  });

  it("answers 404 'No pending payment' to a success call without a payment", async () => {
    const { cookie } = await signedIn();
    const response = await post(server, "/api/payment-success", undefined, cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "No pending payment", code: "NOT_FOUND" });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("credits a signed payment_intent.succeeded once, however often Stripe sends it, with no CSRF header", async () => {
    const { userId, cookie } = await signedIn(1);
    const { intent } = await donate(cookie);
    stripeServer.setStatus(intent.id, "succeeded");
    const { payload, header } = stripeServer.signedEvent("payment_intent.succeeded", intent.id);

    const first = await deliver(payload, header);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "credited" });
    expect(await scansOf(userId)).toBe(26);

    const again = await deliver(payload, header);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: "already-credited" });
    expect(await scansOf(userId)).toBe(26);
    // The browser's success call after the webhook: already credited, nothing more.
    expect(await (await post(server, "/api/payment-success", undefined, cookie)).json()).toEqual({
      authenticated: true,
      status: "already-credited",
      scansRemaining: 26,
    });
  });

  it("refuses a tampered, missing or expired signature with 400 and credits nothing", async () => {
    const { userId, cookie } = await signedIn();
    const { intent } = await donate(cookie);
    stripeServer.setStatus(intent.id, "succeeded");
    const { payload, header } = stripeServer.signedEvent("payment_intent.succeeded", intent.id);
    const expired = stripeServer.signedEvent("payment_intent.succeeded", intent.id, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const forged = stripeServer.webhookHeader(payload, { secret: "whsec_someone_else" });

    for (const [body, signature] of [
      [payload.replace('"amount":100', '"amount":1'), header],
      [payload, undefined],
      [payload, forged],
      [expired.payload, expired.header],
    ] as const) {
      const response = await deliver(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Invalid signature", code: "BAD_REQUEST" });
    }
    expect(await scansOf(userId)).toBe(0);
    expect(await statusOf(intent.id)).toBe("pending");
  });

  it("refuses, crediting nothing: an unknown intent (404), one not yet succeeded (409), a wrong amount or currency (422)", async () => {
    const { userId, cookie } = await signedIn();
    const foreign = stripeServer.setStatus(stripeServer.createIntent({ amount: 100 }).id, "succeeded");
    const unknown = await deliverEvent("payment_intent.succeeded", foreign.id);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Unknown payment", code: "NOT_FOUND" });

    // The event says succeeded, but Stripe, asked again, says processing: the server believes Stripe.
    const { intent: processing } = await donate(cookie, 1);
    const signed = stripeServer.signedEvent("payment_intent.succeeded", { ...processing, status: "succeeded" });
    stripeServer.setStatus(processing.id, "processing");
    const notYet = await deliver(signed.payload, signed.header);
    expect(notYet.status).toBe(409);
    expect(await notYet.json()).toEqual({ message: "The payment has not succeeded", code: "CONFLICT" });

    const { intent: wrongAmount } = await donate(cookie, 10);
    stripeServer.setStatus(wrongAmount.id, "succeeded");
    wrongAmount.amount = 100;
    const { intent: wrongCurrency } = await donate((await signedIn()).cookie, 1);
    stripeServer.setStatus(wrongCurrency.id, "succeeded");
    wrongCurrency.currency = "usd";
    for (const id of [wrongAmount.id, wrongCurrency.id]) {
      const response = await deliverEvent("payment_intent.succeeded", id);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: "The payment does not match its purchase", code: "UNPROCESSABLE_CONTENT" });
      expect(await statusOf(id)).toBe("pending");
    }
    expect(await scansOf(userId)).toBe(0);
  });

  it("marks a failed payment failed, and still credits it once when a later attempt succeeds", async () => {
    const { userId, cookie } = await signedIn();
    const { intent } = await donate(cookie);
    const failed = await deliverEvent("payment_intent.payment_failed", intent.id);
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({ received: true, outcome: "marked-failed" });
    expect(await statusOf(intent.id)).toBe("failed");

    stripeServer.setStatus(intent.id, "succeeded");
    expect(await (await deliverEvent("payment_intent.succeeded", intent.id)).json()).toEqual({ received: true, outcome: "credited" });
    // A late failure report never undoes a credit.
    expect(await (await deliverEvent("payment_intent.payment_failed", intent.id)).json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await statusOf(intent.id)).toBe("credited");
    expect(await scansOf(userId)).toBe(25);
  });

  it("acknowledges other verified events and ignores them", async () => {
    const intent = stripeServer.createIntent({ amount: 100 });
    const response = await deliverEvent("payment_intent.created", intent.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
  });

  it("is the only path the CSRF rule exempts", async () => {
    const response = await fetch(`${server.origin}/api/payment-success`, { method: "POST", headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });
});
