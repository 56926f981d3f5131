import type { StripeLoader } from "./load-stripe";

/**
 * The PaymentIntent's status as Stripe.js reads it with the client secret, or null when it cannot
 * be read (Stripe.js did not load, Stripe refused the lookup); failures are logged, never thrown.
 */
export async function readPaymentStatus(
  loadStripe: StripeLoader,
  publishableKey: string,
  clientSecret: string,
): Promise<string | null> {
  try {
    const stripe = await loadStripe(publishableKey);
    const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
    if (error) console.error("Payment lookup failed:", error.message ?? error.type);
    return paymentIntent?.status ?? null;
  } catch (error) {
    console.error("Payment lookup failed:", error);
    return null;
  }
}
