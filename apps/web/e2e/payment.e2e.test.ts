import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { FOURTH_PRODUCT, resultUrl, scanFreeProducts, typeBarcode } from "./support/scanner-page";
import { blockStripeJs, failStripeWith, setPaymentStatus, stripePageOptions } from "./support/stripe";

const baseUrl = inject("baseUrl");
const stripeBaseUrl = inject("stripeBaseUrl");
const publishableKey = inject("stripePublishableKey");
const stripeControlUrl = inject("stripeControlUrl");

// The stub Stripe.js (support/stripe-js-stub.js) maps these card numbers to Stripe's test payment methods.
const CARDS = {
  visa: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  processing: "4000 0000 0000 0077",
};

const pages = browserSuite(baseUrl, { acceptCookies: true, ...stripePageOptions(stripeBaseUrl) });

const cardNumber = (page: Page) => page.getByLabel("Card number");
const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** The page's principal's scans left, as `GET /api/user` tells the page's context. */
async function scansRemaining(page: Page): Promise<number> {
  const response = await page.context().request.get("/api/user");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { scansRemaining: number }).scansRemaining;
}

/** Pays in the open card form with `card` and waits for the thank-you toast of a `euros` donation. */
async function payAndExpectThanks(page: Page, card: string, euros: number): Promise<void> {
  await cardNumber(page).fill(card);
  await page.getByRole("button", { name: `Pay €${euros}.00` }).click();
  const thanks = toast(page, `Your €${euros} donation helps keep our platform running.`);
  await thanks.waitFor();
  expect(await thanks.getByText("Thank You for Your Support!").isVisible()).toBe(true);
}

describe("donating on /payment", () => {
  it("lets a guest out of free scans donate €1 and scan again (the Done path)", async () => {
    const page = await pages.openPage("/scanner");
    await scanFreeProducts(page, baseUrl);

    await page.getByRole("button", { name: "Tap to scan" }).click();
    await page.getByText("Please log in or purchase more scans.").waitFor();
    await page.waitForURL(`${baseUrl}/payment`);
    await page.getByText("€1 buys 25 scans", { exact: true }).waitFor();
    expect(await page.getByRole("tab", { name: "€1 Donation" }).getAttribute("aria-selected")).toBe("true");

    const donate = page.getByRole("button", { name: "Donate €1.00" });
    await donate.click();
    await cardNumber(page).waitFor();
    // Cancel closes the card form: back to choosing the amount.
    await page.getByRole("button", { name: "Cancel" }).click();
    await donate.waitFor();
    expect(await cardNumber(page).count()).toBe(0);

    await donate.click();
    await payAndExpectThanks(page, CARDS.visa, 1);
    await page.waitForURL(`${baseUrl}/scanner`);
    expect(await scansRemaining(page)).toBe(25);

    await typeBarcode(page, FOURTH_PRODUCT);
    await page.waitForURL(resultUrl(baseUrl));
    expect(await scansRemaining(page)).toBe(24);
  });

  it("keeps the form open after a declined card, with the provider's reason, and takes another card", async () => {
    const page = await pages.openPage("/payment");
    await page.getByRole("tab", { name: "€10 Donation" }).click();
    await page.getByText("€10 buys 250 scans", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Donate €10.00" }).click();

    await cardNumber(page).fill(CARDS.declined);
    // Stripe answers a declined confirm with a 402, which the browser logs.
    pages.expectError(/status of 402/);
    await page.getByRole("button", { name: "Pay €10.00" }).click();
    const declined = toast(page, "Your card was declined.");
    await declined.waitFor();
    expect(await declined.getByText("Donation Failed").isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/payment`);
    expect(await scansRemaining(page)).toBe(3);

    // The same payment, paid with a card that works.
    await payAndExpectThanks(page, CARDS.visa, 10);
    await page.waitForURL(`${baseUrl}/scanner`);
    expect(await scansRemaining(page)).toBe(253);
  });

  it("sends a payment that is still processing to the result page, which says so", async () => {
    const page = await pages.openPage("/payment");
    await page.getByRole("button", { name: "Donate €1.00" }).click();
    await cardNumber(page).fill(CARDS.processing);
    await page.getByRole("button", { name: "Pay €1.00" }).click();
    await page.waitForURL(/\/payment-success\?/);
    await page.getByText("Your payment is processing.").waitFor();
    expect(await page.getByRole("heading", { name: "Processing your donation..." }).isVisible()).toBe(true);
  });

  it("says 'Payment Error' and closes the form when the payment cannot be created", async () => {
    const page = await pages.openPage("/payment");
    const donate = page.getByRole("button", { name: "Donate €1.00" });
    await donate.waitFor();
    // The server's answer to Stripe being down, and the app's note of it.
    pages.expectError(/status of 503|Payment intent creation failed/);
    await failStripeWith(stripeControlUrl, 500);
    try {
      await donate.click();
      const failed = toast(page, "Could not initialize payment. Please try again.");
      await failed.waitFor();
      expect(await failed.getByText("Payment Error").isVisible()).toBe(true);
    } finally {
      await failStripeWith(stripeControlUrl, null);
    }
    await donate.waitFor();
    expect(await donate.isEnabled()).toBe(true);
    expect(await cardNumber(page).count()).toBe(0);
  });

  it("says clearly when Stripe.js cannot be loaded, and loads it on 'Try again'", async () => {
    const context = await pages.newContext();
    const unblock = await blockStripeJs(context);
    // The browser logs the refused script; the app logs why the form is missing.
    pages.expectError(/ERR_BLOCKED_BY_CLIENT|Stripe\.js could not be loaded/);
    const page = await pages.openPage("/payment", context);

    await page.getByRole("button", { name: "Donate €1.00" }).click();
    const problem = page.getByRole("alert").filter({ hasText: "The payment form could not be loaded." });
    await problem.waitFor({ timeout: 5_000 });
    expect(await problem.innerText()).toContain("Check your connection and try again.");
    expect(await cardNumber(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Donate €1.00" }).count()).toBe(0);

    await unblock();
    await problem.getByRole("button", { name: "Try again" }).click();
    await cardNumber(page).waitFor();
    expect(await problem.count()).toBe(0);
  });
});

/** Creates a €1 payment for the page's principal through the app's API, as the Donate button does. */
function createPayment(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch("/api/create-payment-intent", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amount: 1 }),
    });
    if (!response.ok) throw new Error(`create-payment-intent answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { clientSecret: string }).clientSecret;
  });
}

const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? "";

/** Confirms a payment on the Stripe test server the way Stripe.js does (publishable key + client secret). */
async function confirmPayment(clientSecret: string, paymentMethod: string): Promise<void> {
  const response = await fetch(`${stripeBaseUrl}/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(500);
}

/** Where Stripe sends the shopper back after a payment that needed a redirect. */
function returnPath(clientSecret: string, redirectStatus: string): string {
  const query = new URLSearchParams({
    payment_intent: intentIdOf(clientSecret),
    payment_intent_client_secret: clientSecret,
    redirect_status: redirectStatus,
  });
  return `/payment-success?${query}`;
}

async function expectResult(page: Page, title: string, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).waitFor();
  expect(await page.getByRole("heading", { name: title }).isVisible()).toBe(true);
  const back = page.getByRole("link", { name: "Return to Scanner" });
  expect(await back.getAttribute("href")).toBe("/scanner");
}

describe("the payment result page", () => {
  it("credits a succeeded payment once and thanks", async () => {
    const page = await pages.openPage("/scanner");
    const clientSecret = await createPayment(page);
    // Read before the confirm: the test server's webhook delivery may credit the scans at once.
    const before = await scansRemaining(page);
    await confirmPayment(clientSecret, "pm_card_visa");

    await page.goto(returnPath(clientSecret, "succeeded"));
    await expectResult(page, "Thank You!", "Your donation was received. Your scans have been added.");
    expect(await scansRemaining(page)).toBe(before + 25);

    // Coming back (a reload, the back button) credits nothing more.
    await page.reload();
    await expectResult(page, "Thank You!", "Your donation was received. Your scans have been added.");
    expect(await scansRemaining(page)).toBe(before + 25);

    await page.getByRole("link", { name: "Return to Scanner" }).click();
    await page.waitForURL(`${baseUrl}/scanner`);
  });

  // Each payment is brought into its state the way it happens: a confirm as Stripe.js sends it, or
  // (canceled, which nothing in the app does) directly on the Stripe test server.
  const otherStates = [
    {
      state: "processing",
      bringAbout: (clientSecret: string) => confirmPayment(clientSecret, "pm_card_processing"),
      title: "Processing your donation...",
      message: "Your payment is processing.",
    },
    {
      state: "requires_payment_method",
      bringAbout: (clientSecret: string) => confirmPayment(clientSecret, "pm_card_chargeDeclined"),
      title: "Payment Failed",
      message: "Your payment was not successful, please try again.",
    },
    {
      state: "canceled",
      bringAbout: (clientSecret: string) => setPaymentStatus(stripeControlUrl, intentIdOf(clientSecret), "canceled"),
      title: "Payment Failed",
      message: "Something went wrong.",
    },
  ];

  it.for(otherStates)("shows a $state payment with its title and message", async ({ state, bringAbout, title, message }) => {
    const page = await pages.openPage("/scanner");
    const clientSecret = await createPayment(page);
    await bringAbout(clientSecret);
    await page.goto(returnPath(clientSecret, state === "processing" ? "processing" : "failed"));
    await expectResult(page, title, message);
  });

  it("thanks without a client secret in the address", async () => {
    const page = await pages.openPage("/payment-success");
    await expectResult(page, "Thank You!", "Thank you for your support!");
  });
});
