import { existsSync } from "node:fs";

import type { TestProject } from "vitest/node";

import { startOffTestServer } from "@productcheck/api/testing/off-test-server";
import { startStripeTestServer } from "@productcheck/api/testing/stripe-test-server";
import { startTestSmtpServer } from "@productcheck/api/testing/test-smtp-server";
import { createTestDatabaseConfig } from "@productcheck/db/testing/test-database";

import { ADMIN_EMAIL } from "./support/admin";
import { UNKNOWN_BRAND_PRODUCT, unknownBrandOffProduct } from "./support/brand-locations";
import { BUSY_LOOKUP_CODE, GS1_ONLY_PRODUCT, gs1OnlyOffProduct, RETAILER_CODE_PRODUCT, retailerCodeOffProduct } from "./support/live-lookups";
import { assertServesWebApp, SERVER_ENTRY, startProductionServer, WEB_INDEX } from "./support/production-server";
import { readStripeJsStub, startStripeControl } from "./support/stripe";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production server's origin, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The test SMTP server's mailbox (GET /messages): read sign-in codes with waitForMailboxMessage. */
    mailboxUrl: string;
    /** The Stripe test server the production server pays with; it also serves the stub Stripe.js at /v3. */
    stripeBaseUrl: string;
    /** Its publishable key, for confirming a payment the way Stripe.js does. */
    stripePublishableKey: string;
    /** Moves a payment there to any status (support/stripe.ts `setPaymentStatus`). */
    stripeControlUrl: string;
  }
}

/** Starts the built production server on a fresh database once for all e2e files; stops it afterwards. */
export default async function setup(project: TestProject) {
  if (!existsSync(WEB_INDEX)) throw new Error(`${WEB_INDEX} does not exist: run \`pnpm build\` at the repository root first.`);

  const stopped: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stopped.splice(0).reverse()) await stop();
  };
  try {
    // An empty database: the server migrates it and seeds the real catalogue, as on a first start.
    const database = await createTestDatabaseConfig({ empty: true });
    stopped.push(() => database.dispose());
    // Open Food Facts knows one product the catalogue lacks: the unknown brand Brand Locations gives an
    // owner; a retailer's own code; a brand nobody knows under a US barcode. One code it cannot answer now (503), as when it is busy.
    const off = await startOffTestServer({
      products: {
        [UNKNOWN_BRAND_PRODUCT.code]: unknownBrandOffProduct(),
        [RETAILER_CODE_PRODUCT.code]: retailerCodeOffProduct(),
        [GS1_ONLY_PRODUCT.code]: gs1OnlyOffProduct(),
      },
    });
    off.setRawAnswer(BUSY_LOOKUP_CODE, "Service Unavailable", 503);
    stopped.push(() => off.close());
    // Sign-in codes go over real SMTP to a server the tests read (production refuses to start without SMTP).
    const smtp = await startTestSmtpServer({ httpMailbox: true });
    stopped.push(() => smtp.close());
    // Payments go to a local server that speaks Stripe's API; the browser gets the stub Stripe.js from it.
    const stripe = await startStripeTestServer({ stripeJs: readStripeJsStub() });
    stopped.push(() => stripe.close());
    const stripeControl = await startStripeControl(stripe);
    stopped.push(() => stripeControl.close());
    const server = await startProductionServer({
      entry: SERVER_ENTRY,
      database,
      env: {
        OFF_BASE_URLS: off.baseUrl,
        // The local test server is our own mirror: the whole suite's lookups must not spend OFF's budget.
        OFF_READS_PER_MINUTE: "1000",
        SMTP_URL: smtp.url,
        // Every browser test is a guest from 127.0.0.1 or its file's network: the per-network guest budget must
        // cover the whole suite.
        GUEST_SCANS_PER_IP_PER_DAY: "1000",
        // Each test file's browsers say which network they are on (support/browser.ts, testNetwork).
        TRUST_PROXY: "1",
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.baseUrl,
        // The account admin.e2e.test.ts signs in as to review suggestions on /admin.
        ADMIN_EMAIL,
      },
    });
    stopped.push(() => server.stop());
    await assertServesWebApp(server);
    // Confirms deliver their signed events to the server's webhook, as Stripe does, racing the page's
    // own confirmation call: the scans must still be credited once.
    stripe.setWebhookUrl(`${server.baseUrl}/api/stripe/webhook`);

    project.provide("baseUrl", server.baseUrl);
    project.provide("mailboxUrl", smtp.mailboxUrl ?? "");
    project.provide("stripeBaseUrl", stripe.baseUrl);
    project.provide("stripePublishableKey", stripe.publishableKey);
    project.provide("stripeControlUrl", stripeControl.url);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
