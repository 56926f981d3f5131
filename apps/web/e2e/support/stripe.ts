import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { BrowserContext, Route } from "playwright-core";

import type { StripeTestIntentStatus, StripeTestServer } from "@productcheck/api/testing/stripe-test-server";

/**
 * Where @stripe/stripe-js v10 loads Stripe.js from (https://js.stripe.com/endive/stripe.js in its
 * dist; older trains used /v3/): every path on that origin.
 */
const STRIPE_JS = "https://js.stripe.com/**";

/** The stub Stripe.js source, for the Stripe test server to serve at /v3. */
export function readStripeJsStub(): string {
  return readFileSync(new URL("stripe-js-stub.js", import.meta.url), "utf8");
}

/**
 * Page options for a suite that pays: Stripe.js comes from the Stripe test server's /v3 (the stub,
 * pointed at that server), and the stub may call that server's API.
 */
export function stripePageOptions(stripeBaseUrl: string) {
  return {
    allowOrigins: [stripeBaseUrl],
    setUpContext: async (context: BrowserContext) => {
      await context.route(STRIPE_JS, async (route) => {
        const stub = await fetch(`${stripeBaseUrl}/v3`);
        await route.fulfill({ status: stub.status, contentType: "text/javascript", body: await stub.text() });
      });
    },
  };
}

/** Makes Stripe.js fail to load in `context`, as a blocker or a dead network does; returns the undo. */
export async function blockStripeJs(context: BrowserContext): Promise<() => Promise<void>> {
  const refuse = (route: Route) => route.abort("blockedbyclient");
  await context.route(STRIPE_JS, refuse);
  return () => context.unroute(STRIPE_JS, refuse);
}

/**
 * A door into the Stripe test server that global-setup started, for the test files (they run in
 * other processes): `POST /intents/<id>/status/<status>` moves an intent there, e.g. to canceled,
 * which nothing Stripe.js or the app calls can do; `POST /fail/<http status or "none">` makes every
 * Stripe API call fail (or work again).
 */
export async function startStripeControl(stripe: Pick<StripeTestServer, "setStatus" | "failWith">) {
  const server = createServer((request, response) => {
    const url = request.url ?? "";
    const move = /^\/intents\/([^/]+)\/status\/([a-z_]+)$/.exec(url);
    const fail = /^\/fail\/(\d{3}|none)$/.exec(url);
    try {
      if (request.method !== "POST") throw new Error("POST only");
      if (move?.[1] && move[2]) stripe.setStatus(move[1], move[2] as StripeTestIntentStatus);
      else if (fail?.[1]) stripe.failWith(fail[1] === "none" ? null : Number(fail[1]));
      else throw new Error(`unknown control ${url}`);
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(404).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function control(controlUrl: string, path: string): Promise<void> {
  const response = await fetch(`${controlUrl}${path}`, { method: "POST" });
  if (response.status !== 204) throw new Error(`Stripe test server control ${path}: ${await response.text()}`);
}

/** Moves a payment on the Stripe test server to `status` (through startStripeControl's door). */
export function setPaymentStatus(controlUrl: string, intentId: string, status: StripeTestIntentStatus): Promise<void> {
  return control(controlUrl, `/intents/${intentId}/status/${status}`);
}

/** Makes every Stripe API call answer `status` (null: work again), as an outage would. */
export function failStripeWith(controlUrl: string, status: number | null): Promise<void> {
  return control(controlUrl, `/fail/${status ?? "none"}`);
}
