import type { PaymentIntent, PaymentIntentResult, StripeError } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";

import { donationFailedToast, donationOutcomeOf, donationThanksToast } from "./donation-outcome";

const intentWith = (status: PaymentIntent.Status): PaymentIntentResult => ({
  paymentIntent: { id: "pi_1", object: "payment_intent", status } as PaymentIntent,
});
const errorWith = (message: string | undefined): PaymentIntentResult => ({
  error: { type: "card_error", message } as StripeError,
});

describe("donationOutcomeOf", () => {
  it("passes the provider's reason on when it refuses", () => {
    expect(donationOutcomeOf(errorWith("Your card was declined."))).toEqual({
      kind: "failed",
      message: "Your card was declined.",
    });
  });

  it("treats an error without a message as unexpected", () => {
    expect(donationOutcomeOf(errorWith(undefined))).toEqual({ kind: "unexpected" });
  });

  it("tells a settled payment from one still processing", () => {
    expect(donationOutcomeOf(intentWith("succeeded"))).toEqual({ kind: "succeeded" });
    expect(donationOutcomeOf(intentWith("processing"))).toEqual({ kind: "processing" });
  });

  it("treats any other status as unexpected", () => {
    for (const status of ["requires_payment_method", "requires_action", "canceled", "requires_capture"] as const) {
      expect(donationOutcomeOf(intentWith(status)), status).toEqual({ kind: "unexpected" });
    }
  });
});

describe("the donation toasts", () => {
  it("thank the donor for the amount in whole euros (docs/product.md, Messages)", () => {
    expect(donationThanksToast(1)).toEqual({
      title: "Thank You for Your Support!",
      message: "Your €1 donation helps keep our platform running.",
    });
    expect(donationThanksToast(10).message).toBe("Your €10 donation helps keep our platform running.");
  });

  it("show the provider's message under 'Donation Failed'", () => {
    expect(donationFailedToast("Your card was declined.")).toEqual({
      title: "Donation Failed",
      message: "Your card was declined.",
      destructive: true,
    });
  });
});
