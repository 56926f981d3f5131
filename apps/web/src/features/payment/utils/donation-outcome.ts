import type { PaymentIntentResult } from "@stripe/stripe-js";

import type { TDonationAmount } from "@productcheck/validators/payment";

import type { Toast } from "@/components/toast/show-toast";

import { formatEuros } from "./donation";

/**
 * What `stripe.confirmPayment(…, redirect: "if_required")` came back with:
 * - `failed`: the provider refused (a declined card, an incomplete form) and says why;
 * - `succeeded` / `processing`: paid, or accepted and not settled yet — the server is told either way;
 * - `unexpected`: anything else (no message to show, a status a card payment never ends in).
 */
export type DonationOutcome =
  | { kind: "failed"; message: string }
  | { kind: "succeeded" }
  | { kind: "processing" }
  | { kind: "unexpected" };

export function donationOutcomeOf(result: PaymentIntentResult): DonationOutcome {
  if (result.error) return result.error.message ? { kind: "failed", message: result.error.message } : { kind: "unexpected" };
  switch (result.paymentIntent.status) {
    case "succeeded":
      return { kind: "succeeded" };
    case "processing":
      return { kind: "processing" };
    default:
      return { kind: "unexpected" };
  }
}

// docs/product.md, Messages, the donation's toasts.

export const paymentErrorToast: Toast = {
  title: "Payment Error",
  message: "Could not initialize payment. Please try again.",
  destructive: true,
};

export const donationErrorToast: Toast = {
  title: "Donation Error",
  message: "An error occurred during processing. Please try again.",
  destructive: true,
};

export function donationFailedToast(message: string): Toast {
  return { title: "Donation Failed", message, destructive: true };
}

export function donationThanksToast(amount: TDonationAmount): Toast {
  return {
    title: "Thank You for Your Support!",
    message: `Your ${formatEuros(amount)} donation helps keep our platform running.`,
  };
}
