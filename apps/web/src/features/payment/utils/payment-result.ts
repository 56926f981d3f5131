import type { TPaymentSuccessResponse } from "@productcheck/validators/payment";

import { paymentMessages } from "@/i18n/messages/payment/payment-messages";

/** docs/product.md, States, the payment result page: loading, success or error, each with its title and a message. */
export type PaymentResultState = "loading" | "success" | "error";

export interface PaymentResult {
  state: PaymentResultState;
  /** null while nothing is known yet (the title alone says what is happening). */
  message: string | null;
}

const { t } = paymentMessages;

const TITLES = {
  loading: "payment.result.loading",
  success: "payment.result.success",
  error: "payment.result.error",
} as const satisfies Record<PaymentResultState, string>;

export function paymentResultTitle(state: PaymentResultState): string {
  return t(TITLES[state]);
}

/** While the payment is looked up, and while the server is told of a succeeded one. */
const CHECKING_PAYMENT: PaymentResult = { state: "loading", message: null };

/**
 * The provider's PaymentIntent status as the page shows it (docs/product.md, States's table); `null` when the
 * status could not be read (Stripe.js did not load, the lookup failed). A succeeded payment stays
 * `loading` here: the server is told first, and `creditedResult` says what it answered.
 */
export function paymentResultFor(status: string | null): PaymentResult {
  switch (status) {
    case "succeeded":
      return CHECKING_PAYMENT;
    case "processing":
      return { state: "loading", message: t("payment.result.processing") };
    case "requires_payment_method":
      return { state: "error", message: t("payment.result.notSuccessful") };
    default:
      return { state: "error", message: t("payment.result.somethingWrong") };
  }
}

/**
 * A succeeded payment once the server was told: the scans are there when it credited them (now or
 * before); when it could not confirm yet, or the call failed, Stripe's webhook credits them later.
 */
export function creditedResult(answer: TPaymentSuccessResponse["status"] | "failed"): PaymentResult {
  const credited = answer === "credited" || answer === "already-credited";
  return {
    state: "success",
    message: t(credited ? "payment.result.credited" : "payment.result.creditPending"),
  };
}

export interface PaymentPageInput {
  /** Whether the address carries `payment_intent_client_secret`. */
  hasClientSecret: boolean;
  /** The provider's status; undefined while it is looked up, null when it could not be read. */
  status: string | null | undefined;
  /** The server's answer for a succeeded payment; undefined until it answered. */
  credit: TPaymentSuccessResponse["status"] | "failed" | undefined;
}

/** Everything the payment result page shows, from what is known so far. */
export function paymentPageResult({ hasClientSecret, status, credit }: PaymentPageInput): PaymentResult {
  // docs/product.md, States: with no client secret in the address the page shows success.
  if (!hasClientSecret) return { state: "success", message: t("payment.result.noClientSecret") };
  if (status === undefined) return CHECKING_PAYMENT;
  if (status === "succeeded" && credit !== undefined) return creditedResult(credit);
  return paymentResultFor(status);
}
