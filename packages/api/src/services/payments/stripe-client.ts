import Stripe from "stripe";

import type { Db } from "@productcheck/db/client";
import { SCANS_PER_EURO, type TPaymentConfig } from "@productcheck/validators/payment";

import type { ApiConfig } from "../../config";

/** Where payment problems are reported (the server passes its pino logger). */
export interface PaymentLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the payment procedures and the webhook need; null in the context when payments are off. */
export interface Payments {
  stripe: Stripe;
  /** Sent to the donation page through GET /api/payment-config, never built into the bundle. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET; without it the webhook answers 503 and only the success callback credits. */
  webhookSecret: string | null;
  /** Written into each PaymentIntent's metadata, to tell which release created it. */
  appVersion: string;
  log: PaymentLog;
}

/** The dependencies of the payment services. */
export interface PaymentDeps {
  db: Db;
  payments: Payments | null;
  config: ApiConfig;
}

export interface PaymentsOptions {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** STRIPE_API_BASE: another Stripe-compatible server (tests, local development); Stripe's own API when unset. */
  apiBase: string | undefined;
  appVersion: string;
  log: PaymentLog;
}

/** host, port and protocol for the SDK from a base URL such as "http://127.0.0.1:12111". */
function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol } as const;
}

/** The one Stripe client of a process (it keeps connections alive between calls). */
export function createStripeClient(secretKey: string, options: { apiBase?: string | undefined; appVersion: string }): Stripe {
  return new Stripe(secretKey, {
    ...apiAddress(options.apiBase),
    // Retried calls carry the same idempotency key, so a retry never creates a second PaymentIntent.
    maxNetworkRetries: 2,
    // A shopper waits for these calls: fail within seconds rather than Stripe's default 80.
    timeout: 10_000,
    appInfo: { name: "ProductCheck", version: options.appVersion },
  });
}

/** Payments are on only with both keys (docs/payments.md); otherwise null and the procedures answer 503. */
export function createPayments(options: PaymentsOptions): Payments | null {
  if (!options.secretKey || !options.publishableKey) return null;
  return {
    stripe: createStripeClient(options.secretKey, options),
    publishableKey: options.publishableKey,
    webhookSecret: options.webhookSecret ?? null,
    appVersion: options.appVersion,
    log: options.log,
  };
}

/** GET /api/payment-config: whether the donation page can offer a card form, and with which key. */
export function getPaymentConfig({ payments }: { payments: Payments | null }): TPaymentConfig {
  return { enabled: payments !== null, publishableKey: payments?.publishableKey ?? null, scansPerEuro: SCANS_PER_EURO };
}
