import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createStripeClient } from "../services/payments/stripe-client";
import { parseFormParams, startStripeTestServer, type StripeTestServer } from "./stripe-test-server";

let stripeServer: StripeTestServer;
let stripe: Stripe;

beforeAll(async () => {
  stripeServer = await startStripeTestServer({ stripeJs: "window.STRIPE_BASE = '{{STRIPE_API_BASE}}';" });
  stripe = createStripeClient(stripeServer.secretKey, { apiBase: stripeServer.baseUrl, appVersion: "test" });
});
afterAll(async () => {
  await stripeServer.close();
});

/** A Stripe.js-style call: the publishable key and the client secret, from a browser origin. */
function fromBrowser(path: string, params: Record<string, string>, method: "GET" | "POST" = "POST") {
  const form = new URLSearchParams({ key: stripeServer.publishableKey, ...params }).toString();
  return method === "GET"
    ? fetch(`${stripeServer.baseUrl}${path}?${form}`, { headers: { origin: "http://127.0.0.1:5173" } })
    : fetch(`${stripeServer.baseUrl}${path}`, {
        method,
        headers: { origin: "http://127.0.0.1:5173", "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
}

async function rejectionOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Stripe.errors.StripeError)) throw new Error(`expected a StripeError, got ${String(error)}`);
  return error;
}

describe("the Stripe test server", () => {
  it("parses Stripe's form encoding, nested and listed parameters included", () => {
    expect(parseFormParams("amount=100&metadata%5BpurchaseId%5D=7&automatic_payment_methods[enabled]=true&expand[]=a&expand[]=b")).toEqual({
      amount: "100",
      metadata: { purchaseId: "7" },
      automatic_payment_methods: { enabled: "true" },
      expand: ["a", "b"],
    });
  });

  it("creates an intent from the SDK's request, like Stripe, and replays an idempotency key", async () => {
    const params = {
      amount: 100,
      currency: "eur",
      automatic_payment_methods: { enabled: true },
      description: "ProductCheck donation: 25 scans",
      metadata: { purchaseId: "1", scans: "25" },
    };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: "key-1" });
    expect(first).toMatchObject({
      object: "payment_intent",
      amount: 100,
      currency: "eur",
      status: "requires_payment_method",
      livemode: false,
      automatic_payment_methods: { enabled: true },
      metadata: { purchaseId: "1", scans: "25" },
      description: "ProductCheck donation: 25 scans",
    });
    expect(first.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_[A-Za-z0-9]+$`));

    const count = stripeServer.intents.size;
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: "key-1" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(stripeServer.intents.size).toBe(count);

    const reused = await rejectionOf(stripe.paymentIntents.create({ ...params, amount: 1000 }, { idempotencyKey: "key-1" }));
    expect(reused.type).toBe("StripeIdempotencyError");
    expect((await stripe.paymentIntents.retrieve(first.id)).amount).toBe(100);
  });

  it("refuses a wrong key and an unknown intent with Stripe's errors", async () => {
    const wrongKey = createStripeClient("rk_test_wrong", { apiBase: stripeServer.baseUrl, appVersion: "test" });
    const refused = await rejectionOf(wrongKey.paymentIntents.create({ amount: 100, currency: "eur" }));
    expect(refused).toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });
    expect(refused.message).toMatch(/^Invalid API Key provided/);

    const missing = await rejectionOf(stripe.paymentIntents.retrieve("pi_unknown"));
    expect(missing).toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404, code: "resource_missing" });

    const publishableCreate = await fetch(`${stripeServer.baseUrl}/v1/payment_intents`, {
      method: "POST",
      headers: { authorization: `Bearer ${stripeServer.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: "amount=100&currency=eur",
    });
    expect(publishableCreate.status).toBe(401);
    expect(await publishableCreate.json()).toEqual({ error: { type: "invalid_request_error", message: expect.stringContaining("publishable") } });
  });

  it("confirms as Stripe.js does: succeeded, declined (402 card_error) and processing, with CORS", async () => {
    const paid = stripeServer.createIntent({ amount: 100, metadata: { secret: "kept" } });
    const preflight = await fetch(`${stripeServer.baseUrl}/v1/payment_intents/${paid.id}/confirm`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:5173", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");

    const wrongSecret = await fromBrowser(`/v1/payment_intents/${paid.id}/confirm`, { client_secret: "pi_x_secret_y", payment_method: "pm_card_visa" });
    expect(wrongSecret.status).toBe(400);

    const succeeded = await fromBrowser(`/v1/payment_intents/${paid.id}/confirm`, {
      client_secret: paid.client_secret,
      payment_method: "pm_card_visa",
      return_url: "http://127.0.0.1:5173/payment-success",
    });
    expect(succeeded.status).toBe(200);
    expect(succeeded.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await succeeded.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: paid.id, status: "succeeded", amount_received: 100, latest_charge: expect.stringMatching(/^ch_/) });
    expect(body).not.toHaveProperty("metadata");
    const again = await fromBrowser(`/v1/payment_intents/${paid.id}/confirm`, { client_secret: paid.client_secret, payment_method: "pm_card_visa" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: "payment_intent_unexpected_state" } });

    const declined = stripeServer.createIntent({ amount: 1000 });
    const refusal = await fromBrowser(`/v1/payment_intents/${declined.id}/confirm`, {
      client_secret: declined.client_secret,
      payment_method: "pm_card_chargeDeclined",
    });
    expect(refusal.status).toBe(402);
    expect(await refusal.json()).toMatchObject({
      error: {
        type: "card_error",
        code: "card_declined",
        message: "Your card was declined.",
        payment_intent: { id: declined.id, status: "requires_payment_method", last_payment_error: { code: "card_declined" } },
      },
    });

    const slow = stripeServer.createIntent({ amount: 100 });
    const processing = await fromBrowser(`/v1/payment_intents/${slow.id}/confirm`, { client_secret: slow.client_secret, payment_method: "pm_card_processing" });
    expect(await processing.json()).toMatchObject({ status: "processing" });
    const retrieved = await fromBrowser(`/v1/payment_intents/${slow.id}`, { client_secret: slow.client_secret }, "GET");
    expect(await retrieved.json()).toMatchObject({ id: slow.id, status: "processing" });
  });

  it("serves the given Stripe.js with its own base URL", async () => {
    const script = await fetch(`${stripeServer.baseUrl}/v3`);
    expect(script.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(await script.text()).toBe(`window.STRIPE_BASE = '${stripeServer.baseUrl}';`);
  });

  it("signs events that the SDK verifies, and delivers them on confirm when given a webhook URL", async () => {
    const intent = stripeServer.setStatus(stripeServer.createIntent({ amount: 100 }).id, "succeeded");
    const { payload, header } = stripeServer.signedEvent("payment_intent.succeeded", intent);
    const event = stripe.webhooks.constructEvent(payload, header, stripeServer.webhookSecret, 300);
    expect(event).toMatchObject({ type: "payment_intent.succeeded", data: { object: { id: intent.id, status: "succeeded" } } });
    const old = stripeServer.webhookHeader(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => stripe.webhooks.constructEvent(payload, old, stripeServer.webhookSecret, 300)).toThrow(/tolerance/i);

    const received: { signature: string | undefined; body: string }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ signature: req.headers["stripe-signature"] as string | undefined, body: Buffer.concat(chunks).toString() });
        res.end("{}");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    stripeServer.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
    try {
      const paid = stripeServer.createIntent({ amount: 100 });
      await stripe.paymentIntents.confirm(paid.id, { payment_method: "pm_card_visa" });
      await stripeServer.settled();
      expect(stripeServer.deliveries.at(-1)).toEqual({ type: "payment_intent.succeeded", intentId: paid.id, status: 200 });
      const delivered = received.at(-1);
      expect(stripe.webhooks.constructEvent(delivered?.body ?? "", delivered?.signature ?? "", stripeServer.webhookSecret).type).toBe(
        "payment_intent.succeeded",
      );
    } finally {
      stripeServer.setWebhookUrl(null);
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it("plays an outage: every call answers the given status until it is lifted", async () => {
    stripeServer.failWith(500);
    const noRetries = new Stripe(stripeServer.secretKey, { host: "127.0.0.1", port: stripeServer.port, protocol: "http", maxNetworkRetries: 0 });
    expect(await rejectionOf(noRetries.paymentIntents.create({ amount: 100, currency: "eur" }))).toMatchObject({ type: "StripeAPIError", statusCode: 500 });
    stripeServer.failWith(null);
    await expect(noRetries.paymentIntents.create({ amount: 100, currency: "eur" })).resolves.toMatchObject({ amount: 100 });
  });
});
