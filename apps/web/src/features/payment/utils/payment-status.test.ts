import type { PaymentIntent, Stripe } from "@stripe/stripe-js";
import { afterEach, describe, expect, it, vi } from "vitest";

import { StripeUnavailableError } from "./load-stripe";
import { readPaymentStatus } from "./payment-status";

const stripeAnswering = (result: Awaited<ReturnType<Stripe["retrievePaymentIntent"]>>) => {
  const retrievePaymentIntent = vi.fn(() => Promise.resolve(result));
  return { stripe: { retrievePaymentIntent } as unknown as Stripe, retrievePaymentIntent };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readPaymentStatus", () => {
  it("reads the status with the publishable key and the client secret", async () => {
    const { stripe, retrievePaymentIntent } = stripeAnswering({
      paymentIntent: { status: "processing" } as PaymentIntent,
    });
    const loadStripe = vi.fn(() => Promise.resolve(stripe));
    expect(await readPaymentStatus(loadStripe, "pk_test_a", "pi_1_secret_2")).toBe("processing");
    expect(loadStripe).toHaveBeenCalledWith("pk_test_a");
    expect(retrievePaymentIntent).toHaveBeenCalledWith("pi_1_secret_2");
  });

  it("answers null, and logs why, when Stripe refuses or Stripe.js does not load", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { stripe } = stripeAnswering({ error: { type: "invalid_request_error", message: "No such payment_intent" } });
    expect(await readPaymentStatus(() => Promise.resolve(stripe), "pk", "pi_1_secret_2")).toBeNull();
    expect(await readPaymentStatus(() => Promise.reject(new StripeUnavailableError()), "pk", "pi_1_secret_2")).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
