import type Stripe from "stripe";

import type { Db, Prisma } from "@productcheck/db/client";

import { type Actor, lockActor, type Tx } from "../scan/scan-charge";
import { AppError } from "../shared/app-error";
import { callStripe, MISMATCH_MESSAGE, NOT_SUCCEEDED_MESSAGE, unknownPayment } from "./payment-errors";
import type { Payments } from "./stripe-client";

export type FulfilOutcome = "credited" | "already-credited" | "processing";

export interface FulfilDeps {
  db: Db;
  payments: Payments;
}

const purchaseSelect = {
  id: true,
  status: true,
  amountCents: true,
  currency: true,
  scans: true,
  userId: true,
  guestId: true,
} as const satisfies Prisma.PurchaseSelect;
type PurchaseRow = Prisma.PurchaseGetPayload<{ select: typeof purchaseSelect }>;

/**
 * The one fulfilment (docs/payments.md), behind both the success callback and the webhook: reads the
 * PaymentIntent back from Stripe (never trusting a client or an event body), checks it against its
 * purchase, and credits the scans exactly once. Any order, repetition or race of callers credits once:
 * the purchase moves to credited in one conditional update, and only the caller whose update took
 * credits the scans, in the same transaction.
 */
export async function fulfilPayment(deps: FulfilDeps, { paymentIntentId }: { paymentIntentId: string }): Promise<FulfilOutcome> {
  const { db, payments } = deps;
  const purchase = await db.purchase.findUnique({ where: { paymentIntentId }, select: purchaseSelect });
  if (!purchase) throw unknownPayment();
  // Checked against Stripe when it was credited; a replay needs no second look.
  if (purchase.status === "credited") return "already-credited";

  const intent = await callStripe(payments.log, "retrieve PaymentIntent", () => payments.stripe.paymentIntents.retrieve(paymentIntentId));
  const mismatch = await mismatchOf(db, intent, purchase);
  if (mismatch) {
    payments.log.warn({ paymentIntentId, purchaseId: purchase.id, mismatch }, "payment does not match its purchase; nothing credited");
    throw new AppError("UNPROCESSABLE", MISMATCH_MESSAGE);
  }
  if (intent.status === "processing") return "processing";
  if (intent.status !== "succeeded") throw new AppError("CONFLICT", NOT_SUCCEEDED_MESSAGE);
  return (await creditPurchase(db, purchase)) ? "credited" : "already-credited";
}

/** What about the intent disagrees with the purchase it claims to pay for, or null. */
async function mismatchOf(db: Db, intent: Stripe.PaymentIntent, purchase: PurchaseRow): Promise<string | null> {
  if (intent.amount !== purchase.amountCents) return `amount ${intent.amount}, purchase ${purchase.amountCents}`;
  if (intent.currency !== purchase.currency) return `currency ${intent.currency}, purchase ${purchase.currency}`;
  const metadata = intent.metadata;
  if (metadata.purchaseId !== String(purchase.id)) return `metadata.purchaseId ${metadata.purchaseId}, purchase ${purchase.id}`;
  if (metadata.scans !== String(purchase.scans)) return `metadata.scans ${metadata.scans}, purchase ${purchase.scans}`;
  if (!(await paidByOwner(db, metadata, purchase))) {
    return `metadata principal ${metadata.principalKind}:${metadata.principalId}, purchase user ${purchase.userId} guest ${purchase.guestId}`;
  }
  return null;
}

/** The principal named in the metadata is the purchase's owner, or the guest whose account now owns it. */
async function paidByOwner(db: Db, metadata: Stripe.Metadata, purchase: PurchaseRow): Promise<boolean> {
  const principalId = Number(metadata.principalId);
  if (!Number.isSafeInteger(principalId)) return false;
  if (metadata.principalKind === "user") return purchase.userId === principalId;
  if (metadata.principalKind !== "guest") return false;
  if (purchase.guestId === principalId) return true;
  if (purchase.userId === null) return false;
  const guest = await db.guest.findUnique({ where: { id: principalId }, select: { mergedIntoUserId: true } });
  return guest?.mergedIntoUserId === purchase.userId;
}

/** Moves the purchase to credited and credits its scans, in one transaction; false when it was credited before. */
function creditPurchase(db: Db, purchase: PurchaseRow): Promise<boolean> {
  return db.$transaction(async (tx) => {
    // The guest before its purchase, in the order sign-in's merge locks them, so the two never deadlock.
    if (purchase.guestId !== null) await lockActor({ tx }, { guestId: purchase.guestId });
    // The exactly-once guard: of any number of concurrent callers, one update takes the row.
    const [claimed] = await tx.$queryRaw<{ userId: number | null; guestId: number | null; scans: number }[]>`
      UPDATE "Purchase" SET "status" = 'credited', "creditedAt" = ${new Date()}
      WHERE "id" = ${purchase.id} AND "status" IN ('pending', 'failed')
      RETURNING "userId", "guestId", "scans"`;
    if (!claimed) return false;
    await addScans(tx, await currentOwner(tx, purchase.id, claimed), claimed.scans);
    return true;
  });
}

/**
 * Who gets the scans: the purchase's owner as it is now (sign-in moves a guest's purchases to its
 * account). A purchase still naming a guest that became an account (created while the sign-in ran)
 * goes to that account, with its scans.
 */
async function currentOwner(tx: Tx, purchaseId: number, owner: { userId: number | null; guestId: number | null }): Promise<Actor> {
  if (owner.userId !== null) return { userId: owner.userId };
  if (owner.guestId === null) throw new Error(`purchase ${purchaseId} has no owner to credit`);
  const guest = await tx.guest.findUniqueOrThrow({ where: { id: owner.guestId }, select: { mergedIntoUserId: true } });
  if (guest.mergedIntoUserId === null) return { guestId: owner.guestId };
  await tx.purchase.update({
    where: { id: purchaseId },
    data: { userId: guest.mergedIntoUserId, guestId: null },
    select: { id: true },
  });
  return { userId: guest.mergedIntoUserId };
}

async function addScans(tx: Tx, actor: Actor, scans: number): Promise<void> {
  const data = { scansRemaining: { increment: scans } };
  if (actor.userId !== undefined) await tx.user.update({ where: { id: actor.userId }, data, select: { id: true } });
  else await tx.guest.update({ where: { id: actor.guestId }, data, select: { id: true } });
}

/**
 * Stripe reported a failed attempt (payment_intent.payment_failed): a pending purchase becomes
 * failed. A credited one is never touched, and a failed one can still succeed with another card.
 */
export async function markPurchaseFailed({ db }: { db: Db }, { paymentIntentId }: { paymentIntentId: string }): Promise<boolean> {
  const { count } = await db.purchase.updateMany({ where: { paymentIntentId, status: "pending" }, data: { status: "failed" } });
  return count === 1;
}
