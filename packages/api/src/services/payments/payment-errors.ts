import type Stripe from "stripe";

import { AppError } from "../shared/app-error";
import type { PaymentLog, Payments } from "./stripe-client";

export const NOT_CONFIGURED_MESSAGE = "Payments are not configured on this server";
export const UNAVAILABLE_MESSAGE = "Payments are unavailable right now. Please try again.";
export const UNKNOWN_PAYMENT_MESSAGE = "Unknown payment";
export const NO_PENDING_PAYMENT_MESSAGE = "No pending payment";
export const NOT_SUCCEEDED_MESSAGE = "The payment has not succeeded";
export const MISMATCH_MESSAGE = "The payment does not match its purchase";

/** The configured payments, or 503 "Payments are not configured on this server" (docs/payments.md). */
export function requirePayments(payments: Payments | null): Payments {
  if (!payments) throw new AppError("UNAVAILABLE", NOT_CONFIGURED_MESSAGE);
  return payments;
}

export function unknownPayment(): AppError {
  return new AppError("NOT_FOUND", UNKNOWN_PAYMENT_MESSAGE);
}

/**
 * Runs a Stripe call. Whatever goes wrong there (network, timeout, Stripe's 5xx, a rejected key) is
 * logged and answered 503 with a plain retry message: never a 500, never a pretended success.
 */
export async function callStripe<T>(log: PaymentLog, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const stripeError = error as Partial<Stripe.errors.StripeError>;
    log.error(
      { err: error, stripeType: stripeError.type, stripeCode: stripeError.code, statusCode: stripeError.statusCode },
      `Stripe call failed: ${what}`,
    );
    throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE, { cause: error });
  }
}
