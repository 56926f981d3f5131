import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueEmailCode } from "@productcheck/auth/email-code";
import type { Principal } from "@productcheck/auth/principal";

import { handleStripeWebhook } from "../../services/payments/stripe-webhook";
import { type PaymentsTestbed, startPaymentsTestbed } from "../../testing/payments";
import { callerFor, createUser, rejection, testConfig, userPrincipal } from "../../testing/test-helpers";

let bed: PaymentsTestbed;
let sequence = 0;
const nextIp = () => `192.0.2.${++sequence}`;

beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

const as = (principal: Principal) => callerFor(bed.db, { principal, payments: bed.payments, ip: nextIp() }).caller;

async function signedInUser(scansRemaining = 2) {
  const user = await createUser(bed.db, scansRemaining);
  return { userId: user.id, principal: await userPrincipal(bed.db, user.id) };
}

/** A new guest's first donation: its principal (with the row the donation created) and the intent. */
async function guestDonation(amount: 1 | 10 = 1) {
  const { caller } = callerFor(bed.db, { payments: bed.payments, ip: nextIp() });
  const { clientSecret } = await caller.payments.createIntent({ amount });
  const intent = intentOf(clientSecret);
  const { guestId } = await bed.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id }, select: { guestId: true } });
  return { principal: { kind: "guest", guest: { id: guestId ?? -1 } } satisfies Principal, intent, clientSecret };
}

const intentOf = (clientSecret: string) => bed.stripe.intentOf(clientSecret);

/** Pays an intent with a test card, through the real SDK, as the card form would. */
async function pay(intentId: string, paymentMethod = "pm_card_visa") {
  await bed.payments.stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod }).catch(() => null);
}

async function scansOf(actor: { userId: number } | { guestId: number }) {
  const row =
    "userId" in actor
      ? await bed.db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { scansRemaining: true } })
      : await bed.db.guest.findUniqueOrThrow({ where: { id: actor.guestId }, select: { scansRemaining: true } });
  return row.scansRemaining;
}

/** Signs `principal` (a guest) in to the account of `email`, through the API. */
async function signIn(email: string, principal: Principal) {
  const { code } = await issueEmailCode(bed.db, { email, secret: testConfig.secret, ipHash: "test" });
  const { user } = await callerFor(bed.db, { principal }).caller.auth.verifyCode({ email, code });
  return { userId: user.id, principal: await userPrincipal(bed.db, user.id) };
}

describe("payments.confirmSuccess", () => {
  it("fulfils the caller's latest payment on an empty body, once", async () => {
    const { userId, principal } = await signedInUser(2);
    const { clientSecret } = await as(principal).payments.createIntent({ amount: 1 });
    await pay(intentOf(clientSecret).id);

    expect(await as(principal).payments.confirmSuccess()).toEqual({ authenticated: true, status: "credited", scansRemaining: 27 });
    expect(await as(principal).payments.confirmSuccess({})).toEqual({ authenticated: true, status: "already-credited", scansRemaining: 27 });
    expect(await scansOf({ userId })).toBe(27);
    const purchase = await bed.db.purchase.findFirstOrThrow({ where: { userId }, select: { status: true, creditedAt: true } });
    expect(purchase).toEqual({ status: "credited", creditedAt: expect.any(Date) });
  });

  it("fulfils the payment named by its client secret or its id, €10 as 250 scans", async () => {
    const { userId, principal } = await signedInUser(0);
    const ten = await as(principal).payments.createIntent({ amount: 10 });
    const one = await as(principal).payments.createIntent({ amount: 1 });
    await pay(intentOf(ten.clientSecret).id);
    await pay(intentOf(one.clientSecret).id);

    expect(await as(principal).payments.confirmSuccess({ clientSecret: ten.clientSecret })).toMatchObject({ status: "credited", scansRemaining: 250 });
    expect(await as(principal).payments.confirmSuccess({ paymentIntentId: intentOf(one.clientSecret).id })).toMatchObject({
      status: "credited",
      scansRemaining: 275,
    });
    expect(await scansOf({ userId })).toBe(275);
  });

  it("answers someone else's payment like an unknown one (404), and credits nothing", async () => {
    const owner = await signedInUser(0);
    const { clientSecret } = await as(owner.principal).payments.createIntent({ amount: 1 });
    await pay(intentOf(clientSecret).id);
    const stranger = await signedInUser(0);
    for (const input of [{ clientSecret }, { paymentIntentId: intentOf(clientSecret).id }, { clientSecret: "pi_nothing_secret_x" }, { clientSecret: "junk" }]) {
      const error = await rejection(as(stranger.principal).payments.confirmSuccess(input));
      expect(error.code).toBe("NOT_FOUND");
      expect(error.message).toBe("Unknown payment");
    }
    // A guest is a stranger too.
    const guest = await guestDonation();
    expect((await rejection(as(guest.principal).payments.confirmSuccess({ clientSecret }))).message).toBe("Unknown payment");
    expect(await scansOf(owner)).toBe(0);
    expect(await scansOf(stranger)).toBe(0);
  });

  it("answers 404 'No pending payment' to a caller who never started one", async () => {
    const { principal } = await signedInUser();
    for (const caller of [as(principal), callerFor(bed.db, { payments: bed.payments }).caller]) {
      const error = await rejection(caller.payments.confirmSuccess());
      expect(error.code).toBe("NOT_FOUND");
      expect(error.message).toBe("No pending payment");
    }
  });

  it("says 'processing' while Stripe processes, crediting nothing until it succeeds", async () => {
    const { userId, principal } = await signedInUser(1);
    const { clientSecret } = await as(principal).payments.createIntent({ amount: 1 });
    await pay(intentOf(clientSecret).id, "pm_card_processing");
    expect(await as(principal).payments.confirmSuccess()).toEqual({ authenticated: true, status: "processing", scansRemaining: 1 });
    bed.stripe.setStatus(intentOf(clientSecret).id, "succeeded");
    expect(await as(principal).payments.confirmSuccess()).toMatchObject({ status: "credited", scansRemaining: 26 });
    expect(await scansOf({ userId })).toBe(26);
  });

  it("refuses a payment that has not succeeded (409) and one that does not match its purchase (422)", async () => {
    const { userId, principal } = await signedInUser(0);
    const { clientSecret } = await as(principal).payments.createIntent({ amount: 1 });
    const unpaid = await rejection(as(principal).payments.confirmSuccess());
    expect(unpaid.code).toBe("CONFLICT");
    expect(unpaid.message).toBe("The payment has not succeeded");
    await pay(intentOf(clientSecret).id, "pm_card_chargeDeclined");
    expect((await rejection(as(principal).payments.confirmSuccess())).code).toBe("CONFLICT");

    // Paid, but Stripe holds another amount than the purchase: nothing is credited, and it is logged.
    const intent = intentOf(clientSecret);
    await pay(intent.id);
    intent.amount = 50;
    const mismatch = await rejection(as(principal).payments.confirmSuccess());
    expect(mismatch.code).toBe("UNPROCESSABLE_CONTENT");
    expect(mismatch.message).toBe("The payment does not match its purchase");
    expect(bed.payments.log.entries.at(-1)).toMatchObject({ level: "warn", details: { mismatch: "amount 50, purchase 100" } });
    expect(await scansOf({ userId })).toBe(0);
  });

  it("answers 503 without keys", async () => {
    const { principal } = await signedInUser();
    const error = await rejection(callerFor(bed.db, { principal }).caller.payments.confirmSuccess());
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe("Payments are not configured on this server");
  });
});

describe("a guest's payment and signing in", () => {
  it("keeps a paid guest's 25 scans in the account it signs in to (first sign-in and later ones)", async () => {
    // First sign-in: the account gets its free scans plus everything the guest had.
    const first = await guestDonation();
    await pay(first.intent.id);
    expect(await as(first.principal).payments.confirmSuccess()).toEqual({ authenticated: false, status: "credited", scansRemaining: 28 });
    const account = await signIn(`payer${++sequence}@example.com`, first.principal);
    expect(await scansOf(account)).toBe(testConfig.freeAccountScans + 28);

    // A later sign-in from another browser: only the bought scans move.
    const second = await guestDonation();
    await pay(second.intent.id);
    await as(second.principal).payments.confirmSuccess({ clientSecret: second.clientSecret });
    const email = (await bed.db.user.findUniqueOrThrow({ where: { id: account.userId }, select: { email: true } })).email;
    await signIn(email, second.principal);
    expect(await scansOf(account)).toBe(testConfig.freeAccountScans + 28 + 25);
  });

  it("credits the account when the payment completes after the guest signed in (webhook and callback)", async () => {
    const { principal: guest, intent, clientSecret } = await guestDonation();
    await pay(intent.id);
    const account = await signIn(`late${++sequence}@example.com`, guest);
    const before = await scansOf(account);

    const { payload, header } = bed.stripe.signedEvent("payment_intent.succeeded", intent);
    expect(await handleStripeWebhook({ db: bed.db, payments: bed.payments }, { payload, signature: header })).toEqual({ received: true, outcome: "credited" });
    expect(await scansOf(account)).toBe(before + 25);
    // The account owns the moved purchase: its own success call finds it.
    expect(await as(account.principal).payments.confirmSuccess({ clientSecret })).toMatchObject({
      authenticated: true,
      status: "already-credited",
      scansRemaining: before + 25,
    });
  });

  it("credits the account for a purchase still naming a guest that became an account", async () => {
    // A purchase written while the guest's sign-in ran keeps the guest's id: the account gets the scans.
    const { principal: guest, intent } = await guestDonation();
    const account = await signedInUser(3);
    const guestId = guest.guest.id;
    await bed.db.guest.update({ where: { id: guestId }, data: { mergedIntoUserId: account.userId, mergedAt: new Date() } });
    await pay(intent.id);
    expect(await as(account.principal).payments.confirmSuccess({ paymentIntentId: intent.id })).toMatchObject({
      status: "credited",
      scansRemaining: 28,
    });
    const purchase = await bed.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id }, select: { userId: true, guestId: true } });
    expect(purchase).toEqual({ userId: account.userId, guestId: null });
    expect(await scansOf({ guestId })).toBe(testConfig.freeGuestScans);
  });
});
