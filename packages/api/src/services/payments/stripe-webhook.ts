import type Stripe from "stripe";

import type { Db } from "@productcheck/db/client";

import { AppError } from "../shared/app-error";
import { fulfilPayment, markPurchaseFailed, type FulfilOutcome } from "./fulfil-payment";
import { NOT_SUCCEEDED_MESSAGE, requirePayments } from "./payment-errors";
import type { Payments } from "./stripe-client";

/** Stripe's own default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export type WebhookAnswer =
  | { received: true; outcome: Exclude<FulfilOutcome, "processing"> | "marked-failed" | "unchanged" }
  | { received: true; ignored: true };

/**
 * POST /api/stripe/webhook: verifies Stripe's signature over the raw body, then
 * - payment_intent.succeeded → the one fulfilment (which reads the intent back from Stripe);
 * - payment_intent.payment_failed → the pending purchase is marked failed;
 * - any other event → acknowledged and ignored.
 * Refusals are AppErrors the HTTP layer answers with their status: 400 a bad signature, 404 an
 * unknown intent, 409 one that has not succeeded, 422 one that does not match its purchase, 503 no
 * configuration or Stripe unreachable (Stripe retries non-2xx answers). One Stripe read and one
 * transaction at most, so Stripe's delivery timeout is never near.
 */
export async function handleStripeWebhook(
  deps: { db: Db; payments: Payments | null },
  input: { payload: string | Buffer; signature: string | undefined },
): Promise<WebhookAnswer> {
  const payments = requirePayments(deps.payments);
  const event = verifiedEvent(payments, input);
  switch (event.type) {
    case "payment_intent.succeeded": {
      const outcome = await fulfilPayment({ db: deps.db, payments }, { paymentIntentId: event.data.object.id });
      if (outcome === "processing") throw new AppError("CONFLICT", NOT_SUCCEEDED_MESSAGE);
      return { received: true, outcome };
    }
    case "payment_intent.payment_failed": {
      const marked = await markPurchaseFailed({ db: deps.db }, { paymentIntentId: event.data.object.id });
      return { received: true, outcome: marked ? "marked-failed" : "unchanged" };
    }
    default:
      return { received: true, ignored: true };
  }
}

function verifiedEvent(payments: Payments, input: { payload: string | Buffer; signature: string | undefined }): Stripe.Event {
  if (!payments.webhookSecret) {
    throw new AppError("UNAVAILABLE", "Stripe webhooks are not configured on this server");
  }
  try {
    return payments.stripe.webhooks.constructEvent(
      input.payload,
      input.signature ?? "",
      payments.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    // The cause (no signature, wrong secret, too old) is for the log, not for whoever sent it.
    throw new AppError("INVALID", "Invalid signature", { cause: error });
  }
}
