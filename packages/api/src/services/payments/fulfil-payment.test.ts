import { afterAll, beforeAll, describe, expect, it } from "vitest";


import { type PaymentsTestbed, startPaymentsTestbed } from "../../testing/payments";
import type { StripeTestIntent } from "../../testing/stripe-test-server";
import { appRejection, callerFor, createUser, userPrincipal } from "../../testing/test-helpers";
import { fulfilPayment, markPurchaseFailed } from "./fulfil-payment";

let bed: PaymentsTestbed;
let sequence = 0;

beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

/** A user's €1 purchase whose intent Stripe says succeeded. */
async function paidPurchase() {
  const user = await createUser(bed.db, 0);
  const principal = await userPrincipal(bed.db, user.id);
  const { clientSecret } = await callerFor(bed.db, { principal, payments: bed.payments, ip: `203.0.113.${++sequence}` }).caller.payments.createIntent({
    amount: 1,
  });
  const intent = bed.stripe.setStatus(bed.stripe.intentOf(clientSecret).id, "succeeded");
  return { userId: user.id, intent };
}

const fulfil = (paymentIntentId: string) => fulfilPayment({ db: bed.db, payments: bed.payments }, { paymentIntentId });

async function scansOf(userId: number) {
  return (await bed.db.user.findUniqueOrThrow({ where: { id: userId }, select: { scansRemaining: true } })).scansRemaining;
}

describe("fulfilPayment", () => {
  it.each<[string, (intent: StripeTestIntent) => void]>([
    ["currency", (intent) => (intent.currency = "usd")],
    ["amount", (intent) => (intent.amount = 1000)],
    ["metadata.purchaseId", (intent) => (intent.metadata.purchaseId = "999999")],
    ["metadata.scans", (intent) => (intent.metadata.scans = "250")],
    ["metadata principal", (intent) => (intent.metadata.principalId = "999999")],
    ["metadata principal", (intent) => (intent.metadata.principalKind = "guest")],
  ])("refuses an intent whose %s does not match its purchase (422), crediting nothing", async (field, tamper) => {
    const { userId, intent } = await paidPurchase();
    tamper(intent);
    const error = await appRejection(fulfil(intent.id));
    expect(error.code).toBe("UNPROCESSABLE");
    expect(bed.payments.log.entries.at(-1)).toMatchObject({ level: "warn", details: { mismatch: expect.stringContaining(field) } });
    expect(await scansOf(userId)).toBe(0);
    const purchase = await bed.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id }, select: { status: true } });
    expect(purchase.status).toBe("pending");
  });

  it("answers an intent it has no purchase for with 404 'Unknown payment', without asking Stripe", async () => {
    const foreign = bed.stripe.setStatus(bed.stripe.createIntent({ amount: 100 }).id, "succeeded");
    const before = bed.stripe.requests.length;
    const error = await appRejection(fulfil(foreign.id));
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe("Unknown payment");
    expect(bed.stripe.requests.length).toBe(before);
  });

  it("credits a purchase marked failed that later succeeded, once; a failure report never undoes a credit", async () => {
    const { userId, intent } = await paidPurchase();
    expect(await markPurchaseFailed({ db: bed.db }, { paymentIntentId: intent.id })).toBe(true);
    expect(await fulfil(intent.id)).toBe("credited");
    expect(await markPurchaseFailed({ db: bed.db }, { paymentIntentId: intent.id })).toBe(false);
    expect(await fulfil(intent.id)).toBe("already-credited");
    expect(await scansOf(userId)).toBe(25);
  });

  it("credits 40 simultaneous fulfilments of one payment once", async () => {
    const { userId, intent } = await paidPurchase();
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => fulfil(intent.id)));
    expect(outcomes.filter((outcome) => outcome === "credited")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "already-credited")).toHaveLength(39);
    expect(await scansOf(userId)).toBe(25);
  });
});
