import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { signInCodeOf, waitForMailboxMessage } from "@productcheck/api/testing/test-smtp-server";

import { browserSuite } from "./support/browser";
import { resultUrl, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");

// Real catalogue products (packages/catalogue/seed): Heinz ketchup (Kraft Heinz, US-owned; a Dutch barcode),
// which has European alternatives, and three other products a guest spends its free scans on.
const HEINZ_KETCHUP = { code: "8715700421353", name: "tomato ketchup" };
const OTHER_PRODUCTS = ["0049000050103", "0012142117713", "0038000599217"];

const pages = browserSuite(baseUrl, { acceptCookies: true });

/** POST /api/scan with the page's own cookies, as the app would send it (same origin). */
async function scanThroughApi(page: Page, barcode: string): Promise<string> {
  const response = await page.request.post("/api/scan", {
    headers: { origin: baseUrl },
    data: { barcode, clientScanId: `${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { scannedProduct: { id: string } }).scannedProduct.id;
}

const alternativesList = (page: Page) => page.getByRole("list", { name: "Non-US alternatives" });

describe("alternatives on the result screen", () => {
  it("shows non-US alternatives with their reasons after scanning an American product", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcode(page, HEINZ_KETCHUP.code);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByRole("heading", { name: HEINZ_KETCHUP.name }).waitFor();

    await page.getByRole("heading", { name: "Non-US Alternatives" }).waitFor();
    const cards = alternativesList(page).getByRole("listitem");
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    // Each card says where it is made (with its flag, an image of our own origin) or where its owner sits, and
    // why it is a good swap.
    const flag = cards.first().locator("img[src^='/assets/'][src$='.svg']");
    expect(await flag.count()).toBe(1);
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const reasons = await page.getByTestId("alternative-difference").allInnerTexts();
    for (const reason of reasons) expect(reason).toMatch(/^Made (in|by) /);
    // No American brand among them.
    expect((await alternativesList(page).innerText()).toLowerCase()).not.toContain("kellogg");
    // The guest scanned once (3 free scans) and seeing its own scan's alternatives cost nothing.
    await page.getByText("2 free scans left").waitFor();
    await page.getByRole("button", { name: "Refresh alternatives" }).waitFor();
    expect(await page.getByText("AI analysed").count()).toBe(0);
  });

  it("asks another browser whose guest has no scans left to log in, and charges it nothing", async () => {
    const scanner = await pages.openPage("/scanner");
    const scanId = await scanThroughApi(scanner, HEINZ_KETCHUP.code);

    const other = await pages.openPage("/scanner");
    for (const barcode of OTHER_PRODUCTS) await scanThroughApi(other, barcode);
    const me = await other.request.get("/api/user");
    expect(await me.json()).toMatchObject({ id: 0, scansRemaining: 0 });

    await other.goto(`/results/${scanId}`);
    await other.getByRole("heading", { name: HEINZ_KETCHUP.name }).waitFor();
    const panel = other.getByRole("region", { name: "Payment required" });
    await panel.getByText("Login Required", { exact: true }).waitFor();
    await panel.getByRole("link", { name: "Login or Create Account" }).click();
    await other.waitForURL(`${baseUrl}/auth`);
    expect(await (await other.request.get("/api/user")).json()).toMatchObject({ scansRemaining: 0 });
    expect(await alternativesList(other).count()).toBe(0);
  });

  it("shows the alternatives once the guest has signed in and has scans again, charging one scan", { timeout: 60_000 }, async () => {
    const scanner = await pages.openPage("/scanner");
    const scanId = await scanThroughApi(scanner, HEINZ_KETCHUP.code);

    const other = await pages.openPage("/scanner");
    for (const barcode of OTHER_PRODUCTS) await scanThroughApi(other, barcode);
    await other.goto(`/results/${scanId}`);
    await other.getByRole("link", { name: "Login or Create Account" }).click();

    const email = `alternatives-${Date.now()}@example.com`;
    const mailsBefore = ((await (await fetch(`${mailboxUrl}/messages`)).json()) as unknown[]).length;
    await other.getByLabel("Email address").fill(email);
    await other.getByRole("button", { name: "Request Verification Code" }).click();
    const mail = await waitForMailboxMessage(mailboxUrl, email, { since: mailsBefore });
    await other.getByLabel("Verification code").fill(signInCodeOf(mail));
    await other.getByRole("button", { name: "Verify Code" }).click();

    // Back on the remembered result, signed in with the new account's free scans.
    await other.waitForURL(`${baseUrl}/results/${scanId}`);
    const cards = alternativesList(other).getByRole("listitem");
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await other.getByText("One scan was used to show you these alternatives.").waitFor();
    const user = (await (await other.request.get("/api/user")).json()) as { id: number; scansRemaining: number };
    expect(user.id).toBeGreaterThan(0);
    expect(user.scansRemaining).toBe(9);
  });
});
