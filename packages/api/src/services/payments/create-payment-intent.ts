import type Stripe from "stripe";

import type { Principal } from "@productcheck/auth/principal";
import { hashIp } from "@productcheck/auth/token";
import type { Db, Prisma } from "@productcheck/db/client";
import {
  SCANS_PER_EURO,
  type TCreatePaymentIntent,
  type TCreatePaymentIntentResponse,
} from "@productcheck/validators/payment";

import { type Actor, actorWhere, lockActor } from "../scan/scan-charge";
import { ensureActor, existingActor } from "../shared/actor";
import { AppError } from "../shared/app-error";
import type { CookieJar } from "../shared/cookie-jar";
import { enforceRateLimits, paymentIntentLimits } from "../shared/rate-limits";
import { callStripe, requirePayments, UNAVAILABLE_MESSAGE } from "./payment-errors";
import type { PaymentDeps, Payments } from "./stripe-client";

export interface PaymentIntentRequest extends TCreatePaymentIntent {
  principal: Principal;
  cookies: CookieJar;
  ip: string;
}

const MINUTE_MS = 60 * 1000;
/** How long an unpaid intent is offered again for the same amount (Donate → Cancel → Donate). */
const REUSE_WINDOW_MS = 60 * MINUTE_MS;
/** A PaymentIntent in these states still waits for the shopper: it can be shown again. */
const AWAITING_PAYMENT: ReadonlySet<Stripe.PaymentIntent.Status> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);
/** Normally one pass; the next one follows only when an open purchase's intent can no longer be paid. */
const MAX_PASSES = 3;

const purchaseSelect = { id: true, idempotencyKey: true, paymentIntentId: true } as const satisfies Prisma.PurchaseSelect;
type OpenPurchase = Prisma.PurchaseGetPayload<{ select: typeof purchaseSelect }>;

interface Order {
  amountCents: number;
  scans: number;
}

/**
 * POST /api/create-payment-intent (docs/payments.md): the server sets amount (cents) and currency and
 * records the pending purchase for the principal before Stripe is called. The principal's open
 * purchase of the same amount from the last hour is offered again while its intent waits for
 * payment, so Donate → Cancel → Donate or a retried request never makes a second intent.
 */
export async function createPaymentIntent(deps: PaymentDeps, input: PaymentIntentRequest): Promise<TCreatePaymentIntentResponse> {
  const payments = requirePayments(deps.payments);
  const { db, config } = deps;
  const now = new Date();
  const ipHash = hashIp(config.secret, input.ip);
  await enforceRateLimits({ db }, { hits: paymentIntentLimits(ipHash, existingActor(input.principal)), now });
  const actor = await ensureActor(
    { db },
    { principal: input.principal, cookies: input.cookies, guestDefaults: { scansRemaining: config.freeGuestScans, ipHash } },
  );
  const order: Order = { amountCents: input.amount * 100, scans: input.amount * SCANS_PER_EURO };

  let passedOver = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const purchase = await openPurchase(db, actor, order, passedOver, now);
    if (purchase.paymentIntentId === null) return { clientSecret: await createIntent(db, payments, purchase, actor, order) };
    const intentId = purchase.paymentIntentId;
    const intent = await callStripe(payments.log, "retrieve PaymentIntent", () => payments.stripe.paymentIntents.retrieve(intentId));
    if (AWAITING_PAYMENT.has(intent.status) && intent.client_secret) return { clientSecret: intent.client_secret };
    // Paid, processing or canceled: this one is done; the next pass makes a new purchase.
    passedOver = purchase.id;
  }
  payments.log.error({ passedOver }, "no payable purchase after several passes");
  throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
}

/**
 * The principal's newest open purchase of this amount (newer than `passedOver`), or a new one. Under
 * the principal's row lock, so two quick requests find the same row; a row still waiting for its
 * intent is shared too: its idempotency key makes Stripe answer both with one intent.
 */
function openPurchase(db: Db, actor: Actor, order: Order, passedOver: number, now: Date): Promise<OpenPurchase> {
  return db.$transaction(async (tx) => {
    await lockActor({ tx }, actor);
    const open = await tx.purchase.findFirst({
      where: {
        ...actorWhere(actor),
        amountCents: order.amountCents,
        id: { gt: passedOver },
        createdAt: { gt: new Date(now.getTime() - REUSE_WINDOW_MS) },
        // A failed attempt's intent can be paid with another card; a failed create has no intent to offer.
        OR: [{ status: "pending" }, { status: "failed", paymentIntentId: { not: null } }],
      },
      orderBy: { id: "desc" },
      select: purchaseSelect,
    });
    return (
      open ??
      tx.purchase.create({
        data: { ...actorWhere(actor), amountCents: order.amountCents, currency: "eur", scans: order.scans, createdAt: now },
        select: purchaseSelect,
      })
    );
  });
}

async function createIntent(db: Db, payments: Payments, purchase: OpenPurchase, actor: Actor, order: Order): Promise<string> {
  const principal =
    actor.userId !== undefined
      ? { principalKind: "user", principalId: String(actor.userId) }
      : { principalKind: "guest", principalId: String(actor.guestId) };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await callStripe(payments.log, "create PaymentIntent", () =>
      payments.stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: "eur",
          automatic_payment_methods: { enabled: true },
          description: `ProductCheck donation: ${order.scans} scans`,
          metadata: { purchaseId: String(purchase.id), ...principal, scans: String(order.scans), appVersion: payments.appVersion },
        },
        { idempotencyKey: `purchase-${purchase.idempotencyKey}` },
      ),
    );
  } catch (error) {
    // Stripe replays a key's first answer, a failure included: this purchase is never offered again.
    await db.purchase.updateMany({ where: { id: purchase.id, paymentIntentId: null }, data: { status: "failed" } });
    throw error;
  }
  // A request sharing this purchase may have stored it first: the same intent, by the same key.
  await db.purchase.updateMany({ where: { id: purchase.id, paymentIntentId: null }, data: { paymentIntentId: intent.id } });
  if (!intent.client_secret) {
    payments.log.error({ paymentIntentId: intent.id }, "Stripe returned a PaymentIntent without a client secret");
    throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
  }
  return intent.client_secret;
}
