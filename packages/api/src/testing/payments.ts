// Payments wired to the Stripe test server, with a log the tests can read.
import { createTestDatabase, type TestDatabase } from "@productcheck/db/testing/test-database";

import { createStripeClient, type PaymentLog, type Payments } from "../services/payments/stripe-client";
import { startStripeTestServer, type StripeTestServer } from "./stripe-test-server";

export interface LogEntry {
  level: "warn" | "error";
  details: object;
  message: string;
}

export function recordingLog(): PaymentLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    warn: (details, message) => void entries.push({ level: "warn", details, message }),
    error: (details, message) => void entries.push({ level: "error", details, message }),
  };
}

/** The real Stripe SDK talking to `stripe` (a Stripe test server), as STRIPE_API_BASE makes it in production. */
export function testPayments(
  stripe: Pick<StripeTestServer, "baseUrl" | "secretKey" | "publishableKey" | "webhookSecret">,
  overrides: Partial<Omit<Payments, "log">> = {},
): Payments & { log: ReturnType<typeof recordingLog> } {
  return {
    stripe: createStripeClient(stripe.secretKey, { apiBase: stripe.baseUrl, appVersion: "0.8.56-test" }),
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    appVersion: "0.8.56-test",
    ...overrides,
    log: recordingLog(),
  };
}

export interface PaymentsTestbed {
  db: TestDatabase["db"];
  /** The Stripe test server the payments talk to. */
  stripe: StripeTestServer;
  payments: ReturnType<typeof testPayments>;
  close(): Promise<void>;
}

/** A fresh database and a Stripe test server, with payments wired to it: what a payments test needs. */
export async function startPaymentsTestbed(): Promise<PaymentsTestbed> {
  const [database, stripe] = await Promise.all([createTestDatabase(), startStripeTestServer()]);
  return {
    db: database.db,
    stripe,
    payments: testPayments(stripe),
    close: async () => {
      await Promise.all([database.close(), stripe.close()]);
    },
  };
}
