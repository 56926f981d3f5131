// Exactly-once under fire (docs/payments.md): the browser's success call and Stripe's webhook racing
// each other over real HTTP against the real database, many times over.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testPayments } from "@productcheck/api/testing/payments";
import { startStripeTestServer, type StripeTestServer } from "@productcheck/api/testing/stripe-test-server";
import { createSession } from "@productcheck/auth/session";

import { startTestServer } from "./testing/test-server";

let stripeServer: StripeTestServer;
let server: Awaited<ReturnType<typeof startTestServer>>;
let sequence = 0;

beforeAll(async () => {
  stripeServer = await startStripeTestServer();
  server = await startTestServer({ payments: testPayments(stripeServer) });
});
afterAll(async () => {
  await Promise.all([server.close(), stripeServer.close()]);
});

async function signedIn() {
  const user = await server.db.user.create({ data: { email: `racer${++sequence}@example.com`, scansRemaining: 0 }, select: { id: true } });
  const { token } = await createSession(server.db, user.id);
  return { userId: user.id, cookie: `pc_session=${token}` };
}

/** A paid donation: the browser's client secret and the intent, succeeded in Stripe. */
async function paidDonation(cookie: string, amount: 1 | 10) {
  const response = await server.request("/api/create-payment-intent", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ amount }),
  });
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  const intent = stripeServer.setStatus(stripeServer.intentOf(clientSecret).id, "succeeded");
  return { clientSecret, intent };
}

/** `count` success calls and `count` webhook deliveries for one payment, interleaved. */
function hits(cookie: string, payment: { clientSecret: string; intent: { id: string } }, count: number, emptyBody: boolean) {
  const { payload, header } = stripeServer.signedEvent("payment_intent.succeeded", payment.intent.id);
  return Array.from({ length: count }, () => [
    () =>
      server.request("/api/payment-success", {
        method: "POST",
        headers: emptyBody ? { cookie } : { cookie, "content-type": "application/json" },
        body: emptyBody ? undefined : JSON.stringify({ clientSecret: payment.clientSecret }),
      }),
    () =>
      fetch(`${server.origin}/api/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      }),
  ]).flat();
}

/**
 * Fires every hit at once; counts the outcomes the answers report. Stripe answers a read in a couple
 * of hundred milliseconds, so the test server does too: every caller that arrives meanwhile finds the
 * purchase uncredited and races the others to the conditional update.
 */
async function race(requests: (() => Promise<Response>)[]) {
  const stripeCallsBefore = stripeServer.requests.length;
  stripeServer.setDelay(200);
  const started = performance.now();
  const responses = await Promise.all(requests.map((request) => request())).finally(() => stripeServer.setDelay(0));
  const elapsedMs = Math.round(performance.now() - started);
  const bodies = await Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> })));
  const outcomes = bodies.map(({ body }) => String(body.outcome ?? body.status));
  return {
    // Callers that found the purchase still uncredited, read the intent back and raced to the conditional update.
    stripeReads: stripeServer.requests.length - stripeCallsBefore,
    statuses: new Set(bodies.map(({ status }) => status)),
    credited: outcomes.filter((outcome) => outcome === "credited").length,
    alreadyCredited: outcomes.filter((outcome) => outcome === "already-credited").length,
    elapsedMs,
  };
}

async function scansOf(userId: number) {
  return (await server.db.user.findUniqueOrThrow({ where: { id: userId }, select: { scansRemaining: true } })).scansRemaining;
}

describe("the success call and the webhook racing", () => {
  beforeAll(async () => {
    // A warm server (connections open, code compiled), so the first race is as tight as the others.
    const { cookie } = await signedIn();
    await race(hits(cookie, await paidDonation(cookie, 1), 10, true));
  });

  it.each([
    [1, 25],
    [10, 250],
  ] as const)("credit one €%i payment hit 100 times at once (50 + 50) exactly once: %i scans", async (amount, scans) => {
    const { userId, cookie } = await signedIn();
    const payment = await paidDonation(cookie, amount);
    const result = await race(hits(cookie, payment, 50, amount === 1));

    expect(result.statuses).toEqual(new Set([200]));
    expect(result.credited).toBe(1);
    expect(result.alreadyCredited).toBe(99);
    expect(await scansOf(userId)).toBe(scans);
    expect(await server.db.purchase.count({ where: { userId, status: "credited" } })).toBe(1);
    console.info(
      `race: €${amount} payment, 50 success calls + 50 webhooks at once over HTTP (${server.kind}): 1 credited, 99 already-credited (${result.stripeReads} raced to the conditional update), +${scans} scans, ${result.elapsedMs} ms`,
    );
  });

  it("credit two payments of one account, each hit 50 times at once, once each: 275 scans", async () => {
    const { userId, cookie } = await signedIn();
    const one = await paidDonation(cookie, 1);
    const ten = await paidDonation(cookie, 10);
    const result = await race([...hits(cookie, one, 25, false), ...hits(cookie, ten, 25, false)]);

    expect(result.statuses).toEqual(new Set([200]));
    expect(result.credited).toBe(2);
    expect(result.alreadyCredited).toBe(98);
    expect(await scansOf(userId)).toBe(275);
    expect(await server.db.purchase.count({ where: { userId, status: "credited" } })).toBe(2);
    console.info(
      `race: €1 + €10 payments of one account, each 25 success calls + 25 webhooks, 100 requests at once over HTTP (${server.kind}): 2 credited, 98 already-credited (${result.stripeReads} raced to the conditional update), +275 scans, ${result.elapsedMs} ms`,
    );
  });
});
