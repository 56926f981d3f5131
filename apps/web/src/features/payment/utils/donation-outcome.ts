import type { PaymentIntentResult } from "@stripe/stripe-js";

import type { TDonationAmount } from "@productcheck/validators/payment";

import type { Toast } from "@/components/toast/show-toast";
import { paymentMessages } from "@/i18n/messages/payment/payment-messages";

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

const { t } = paymentMessages;

export function paymentErrorToast(): Toast {
  return { title: t("payment.toast.paymentError.title"), message: t("payment.toast.paymentError.message"), destructive: true };
}

export function donationErrorToast(): Toast {
  return { title: t("payment.toast.donationError.title"), message: t("payment.toast.donationError.message"), destructive: true };
}

/** `message`: the provider's own (Stripe.js speaks the browser's language). */
export function donationFailedToast(message: string): Toast {
  return { title: t("payment.toast.donationFailed.title"), message, destructive: true };
}

export function donationThanksToast(amount: TDonationAmount): Toast {
  return { title: t("payment.toast.thanks.title"), message: t("payment.toast.thanks.message", { amount: formatEuros(amount) }) };
}
