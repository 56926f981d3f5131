import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

/** How long Stripe.js may take to load before the page says it could not (a blocked or dead network). */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

/** Stripe.js did not load: offline, blocked by the browser or an extension, or too slow. */
export class StripeUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("Stripe.js could not be loaded", options);
    this.name = "StripeUnavailableError";
  }
}

export type StripeLoader = (publishableKey: string) => Promise<Stripe>;

/**
 * Loads Stripe.js at most once per publishable key and hands out the same Stripe object, failing
 * with `StripeUnavailableError` when the script does not load or does not settle in `timeoutMs`.
 * A failure is forgotten, so the next call tries again (the shopper's "Try again").
 *
 * The `pure` entry of @stripe/stripe-js injects the script only when asked, unlike the package's
 * main entry, which adds it to every page as soon as it is imported; this module is only reached
 * from the payment screens' lazy chunks.
 */
export function createStripeLoader(
  load: (publishableKey: string) => Promise<Stripe | null> = loadStripe,
  timeoutMs = STRIPE_LOAD_TIMEOUT_MS,
): StripeLoader {
  const loading = new Map<string, Promise<Stripe>>();
  return (publishableKey) => {
    const known = loading.get(publishableKey);
    if (known) return known;
    const stripe = withTimeout(load(publishableKey), timeoutMs).then(
      (loaded) => loaded ?? Promise.reject(new StripeUnavailableError()),
      (error: unknown) => Promise.reject(error instanceof StripeUnavailableError ? error : new StripeUnavailableError({ cause: error })),
    );
    loading.set(publishableKey, stripe);
    stripe.catch(() => loading.delete(publishableKey));
    return stripe;
  };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StripeUnavailableError()), timeoutMs);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The app's one Stripe.js loader. */
export const loadStripeOnce: StripeLoader = createStripeLoader();
