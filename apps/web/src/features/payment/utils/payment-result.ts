import type { TPaymentSuccessResponse } from "@productcheck/validators/payment";

/** docs/product.md, States, the payment result page: loading, success or error, each with its title and a message. */
export type PaymentResultState = "loading" | "success" | "error";

export interface PaymentResult {
  state: PaymentResultState;
  /** null while nothing is known yet (the title alone says what is happening). */
  message: string | null;
}

export const paymentResultTitles: Record<PaymentResultState, string> = {
  loading: "Processing your donation...",
  success: "Thank You!",
  error: "Payment Failed",
};

/** While the payment is looked up, and while the server is told of a succeeded one. */
const CHECKING_PAYMENT: PaymentResult = { state: "loading", message: null };

/** docs/product.md, States: with no client secret in the address the page shows success. */
const NO_CLIENT_SECRET_RESULT: PaymentResult = { state: "success", message: "Thank you for your support!" };

const SOMETHING_WENT_WRONG: PaymentResult = { state: "error", message: "Something went wrong." };

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
      return { state: "loading", message: "Your payment is processing." };
    case "requires_payment_method":
      return { state: "error", message: "Your payment was not successful, please try again." };
    default:
      return SOMETHING_WENT_WRONG;
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
    message: credited
      ? "Your donation was received. Your scans have been added."
      : "Your donation was received. Your scans will be added shortly.",
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
  if (!hasClientSecret) return NO_CLIENT_SECRET_RESULT;
  if (status === undefined) return CHECKING_PAYMENT;
  if (status === "succeeded" && credit !== undefined) return creditedResult(credit);
  return paymentResultFor(status);
}
