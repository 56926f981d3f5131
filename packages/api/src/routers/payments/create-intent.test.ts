import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Principal } from "@productcheck/auth/principal";

import { NOT_CONFIGURED_MESSAGE, UNAVAILABLE_MESSAGE } from "../../services/payments/payment-errors";
import { type PaymentsTestbed, startPaymentsTestbed, testPayments } from "../../testing/payments";
import { callerFor, createUser, rejection, userPrincipal } from "../../testing/test-helpers";

let bed: PaymentsTestbed;
let sequence = 0;
/** Each test donates from its own network, so the per-IP limit never couples tests. */
const nextIp = () => `198.51.100.${++sequence}`;

beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

async function signedInUser(): Promise<{ userId: number; principal: Principal }> {
  const user = await createUser(bed.db, 2);
  return { userId: user.id, principal: await userPrincipal(bed.db, user.id) };
}

function donate(principal: Principal, amount: unknown, ip = nextIp()) {
  return callerFor(bed.db, { principal, payments: bed.payments, ip }).caller.payments.createIntent({ amount } as { amount: 1 | 10 });
}

const intentOf = (clientSecret: string) => bed.stripe.intentOf(clientSecret);

describe("payments.createIntent", () => {
  it.each([
    [1, 100, "25"],
    [10, 1000, "250"],
  ] as const)("creates a €%i intent in cents and euros, with the purchase in its metadata", async (amount, cents, scans) => {
    const { userId, principal } = await signedInUser();
    const { clientSecret } = await donate(principal, amount);
    const intent = intentOf(clientSecret);
    expect(intent).toMatchObject({
      amount: cents,
      currency: "eur",
      status: "requires_payment_method",
      automatic_payment_methods: { enabled: true },
      description: `ProductCheck donation: ${scans} scans`,
    });
    const purchase = await bed.db.purchase.findUniqueOrThrow({
      where: { paymentIntentId: intent.id },
      select: { id: true, userId: true, guestId: true, amountCents: true, currency: true, scans: true, status: true, idempotencyKey: true },
    });
    expect(purchase).toMatchObject({ userId, guestId: null, amountCents: cents, currency: "eur", scans: Number(scans), status: "pending" });
    expect(intent.metadata).toEqual({
      purchaseId: String(purchase.id),
      principalKind: "user",
      principalId: String(userId),
      scans,
      appVersion: "0.8.56-test",
    });
    // Stripe was asked with the purchase's own key, so a retried call cannot make a second intent.
    const create = bed.stripe.requests.filter((request) => request.method === "POST" && request.path === "/v1/payment_intents").at(-1);
    expect(create?.idempotencyKey).toBe(`purchase-${purchase.idempotencyKey}`);
    expect(create?.authorization).toBe(`Bearer ${bed.stripe.secretKey}`);
  });

  it.each([5, "1", 0, undefined, 1.5])("refuses the amount %s with a 400 naming the field, and asks Stripe nothing", async (amount) => {
    const { principal } = await signedInUser();
    const before = bed.stripe.requests.length;
    const error = await rejection(donate(principal, amount));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("amount");
    expect(bed.stripe.requests.length).toBe(before);
  });

  it("answers 503 'Payments are not configured on this server' without keys, and creates no guest", async () => {
    const guests = await bed.db.guest.count();
    const { caller, cookiesSet } = callerFor(bed.db, { payments: null, ip: nextIp() });
    const error = await rejection(caller.payments.createIntent({ amount: 1 }));
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe(NOT_CONFIGURED_MESSAGE);
    expect(cookiesSet.size).toBe(0);
    expect(await bed.db.guest.count()).toBe(guests);
  });

  it("gives a first-time guest its row and cookie, and names the guest in the metadata", async () => {
    const { caller, cookiesSet } = callerFor(bed.db, { payments: bed.payments, ip: nextIp() });
    const { clientSecret } = await caller.payments.createIntent({ amount: 1 });
    expect(cookiesSet.get("pc_guest")).toMatch(/^[a-z2-7]{52}$/);
    const purchase = await bed.db.purchase.findUniqueOrThrow({
      where: { paymentIntentId: intentOf(clientSecret).id },
      select: { guestId: true, userId: true },
    });
    expect(purchase.userId).toBeNull();
    expect(intentOf(clientSecret).metadata).toMatchObject({ principalKind: "guest", principalId: String(purchase.guestId) });
  });

  it("answers a retried request and Donate → Cancel → Donate with the same intent", async () => {
    const { userId, principal } = await signedInUser();
    const ip = nextIp();
    const first = await donate(principal, 1, ip);
    const retried = await donate(principal, 1, ip);
    const afterCancel = await donate(principal, 1, ip);
    expect(retried.clientSecret).toBe(first.clientSecret);
    expect(afterCancel.clientSecret).toBe(first.clientSecret);
    // Another amount is another purchase.
    const ten = await donate(principal, 10, ip);
    expect(ten.clientSecret).not.toBe(first.clientSecret);
    expect(await bed.db.purchase.count({ where: { userId } })).toBe(2);
  });

  it("makes one intent for simultaneous requests of one principal", async () => {
    const { userId, principal } = await signedInUser();
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 8 }, () => donate(principal, 1, ip)));
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(await bed.db.purchase.count({ where: { userId } })).toBe(1);
  });

  it("starts a new intent once the previous one was paid, is processing or was canceled", async () => {
    const { principal } = await signedInUser();
    const ip = nextIp();
    const secrets = [(await donate(principal, 1, ip)).clientSecret];
    for (const status of ["succeeded", "processing", "canceled"] as const) {
      bed.stripe.setStatus(intentOf(secrets.at(-1) ?? "").id, status);
      secrets.push((await donate(principal, 1, ip)).clientSecret);
    }
    expect(new Set(secrets).size).toBe(4);
    // A declined attempt leaves the intent payable with another card: it is offered again.
    const declined = intentOf(secrets.at(-1) ?? "");
    await bed.payments.stripe.paymentIntents.confirm(declined.id, { payment_method: "pm_card_chargeDeclined" }).catch(() => null);
    expect(declined.status).toBe("requires_payment_method");
    expect((await donate(principal, 1, ip)).clientSecret).toBe(declined.client_secret);
  });

  it("answers a Stripe outage with a clear 503, never a 500, and recovers with a new purchase", async () => {
    const { userId, principal } = await signedInUser();
    const ip = nextIp();
    bed.stripe.failWith(500);
    try {
      const error = await rejection(donate(principal, 1, ip));
      expect(error.code).toBe("SERVICE_UNAVAILABLE");
      expect(error.message).toBe(UNAVAILABLE_MESSAGE);
    } finally {
      bed.stripe.failWith(null);
    }
    expect(bed.payments.log.entries.at(-1)).toMatchObject({ level: "error", message: "Stripe call failed: create PaymentIntent" });
    // The failed purchase is never offered again: its key may be answered with the failure forever.
    expect(await bed.db.purchase.findMany({ where: { userId }, select: { status: true, paymentIntentId: true } })).toEqual([
      { status: "failed", paymentIntentId: null },
    ]);
    const { clientSecret } = await donate(principal, 1, ip);
    expect(intentOf(clientSecret).amount).toBe(100);
  });

  it("answers an unreachable Stripe with the same 503", async () => {
    const { principal } = await signedInUser();
    const unreachable = testPayments({ ...bed.stripe, baseUrl: "http://127.0.0.1:9" });
    const error = await rejection(
      callerFor(bed.db, { principal, payments: unreachable, ip: nextIp() }).caller.payments.createIntent({ amount: 10 }),
    );
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe(UNAVAILABLE_MESSAGE);
    expect(unreachable.log.entries[0]?.details).toMatchObject({ stripeType: "StripeConnectionError" });
  });

  it("limits one principal to 10 attempts in 10 minutes (429)", async () => {
    const { principal } = await signedInUser();
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await donate(principal, 1, ip);
    const error = await rejection(donate(principal, 1, ip));
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(error.message).toMatch(/^Too many payment attempts\. Please try again in \d+ (seconds|minutes)\.$/);
  });

  it("limits one network to 30 attempts an hour, whoever asks (429)", async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) await donate((await signedInUser()).principal, 1, ip);
    const error = await rejection(donate((await signedInUser()).principal, 1, ip));
    expect(error.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("payments.config", () => {
  it("gives the publishable key and the scans a euro buys, or says payments are off", async () => {
    expect(await callerFor(bed.db, { payments: bed.payments }).caller.payments.config()).toEqual({
      enabled: true,
      publishableKey: bed.stripe.publishableKey,
      scansPerEuro: 25,
    });
    expect(await callerFor(bed.db).caller.payments.config()).toEqual({ enabled: false, publishableKey: null, scansPerEuro: 25 });
  });
});
