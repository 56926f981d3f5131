import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { signInCodeOf, waitForMailboxMessage } from "@productcheck/api/testing/test-smtp-server";

import { browserSuite } from "./support/browser";
import { seeToast, signInWithMailedCode } from "./support/sign-in";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");
/** A product of the shipped catalogue: Arla's cream cheese. */
const BARCODE = "5760466986021";

const pages = browserSuite(baseUrl, { acceptCookies: true });

/** Scans the product the way the scanner screen does (POST /api/scan), as this browser. */
interface ScannedProduct {
  id: string;
  name: string;
  country: string | null;
  countryName: string;
}

async function scanAsThisBrowser(context: BrowserContext): Promise<ScannedProduct> {
  const response = await context.request.post("/api/scan", {
    headers: { origin: baseUrl },
    data: { barcode: BARCODE, clientScanId: `${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { scannedProduct: ScannedProduct }).scannedProduct;
}

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main" });


let sequence = 0;
const nextEmail = () => `e2e-${Date.now()}-${++sequence}@example.com`;

describe("accounts", () => {
  it("signs in with the e-mailed code, saves the scanned product, removes it on /saved, and logs out", { timeout: 60_000 }, async () => {
    const context = await pages.newContext();
    const scanned = await scanAsThisBrowser(context);

    // As a guest the result offers 'Log in to Save'; it leads to /auth.
    const page = await pages.openPage(`/results/${scanned.id}`, context);
    await page.getByRole("heading", { name: scanned.name }).waitFor();
    expect(await page.getByRole("button", { name: "Suggest Product Info" }).count()).toBe(0);
    await page.getByRole("link", { name: "Log in to Save" }).click();
    await page.waitForURL(`${baseUrl}/auth`);

    // Step one checks the address before asking the server.
    await page.getByLabel("Email address").fill("not-an-address");
    await page.getByRole("button", { name: "Request Verification Code" }).click();
    await page.getByText("Please enter a valid email address").waitFor();

    const email = nextEmail();
    const mailSince = ((await (await fetch(`${mailboxUrl}/messages`)).json()) as unknown[]).length;
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Request Verification Code" }).click();
    await seeToast(page, "Verification code sent");
    // Step two names the address and checks the code's form.
    await page.getByText(email).waitFor();
    await page.getByLabel("Verification code").fill("123");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.getByText("Verification code must be 6 digits").waitFor();

    // The code arrives over SMTP, in a plain-text and an HTML part.
    const mail = await waitForMailboxMessage(mailboxUrl, email, { since: mailSince });
    const code = signInCodeOf(mail);
    expect(mail.html).toContain(code);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await seeToast(page, "Authentication successful");

    // Back to the remembered product, now the account's own: 10 free account scans + the guest's 2 left.
    await page.waitForURL(`${baseUrl}/results/${scanned.id}`);
    await page.getByTestId("scans-left").getByText("12 scans left").waitFor();
    await page.getByRole("button", { name: "Suggest Product Info" }).waitFor();
    await page.getByRole("button", { name: "Save Results" }).click();
    await seeToast(page, "Product saved to your collection");
    await page.getByRole("button", { name: "Saved", exact: true }).waitFor();

    // The saved list shows it, with View leading back to the result.
    await tabBar(page).getByRole("link", { name: "Saved" }).click();
    await page.waitForURL(`${baseUrl}/saved`);
    const card = page.getByRole("article", { name: scanned.name });
    await card.waitFor();
    expect(await card.getByText(`EAN: ${BARCODE}`).isVisible()).toBe(true);
    const madeIn = scanned.country === "US" ? "Made in USA" : `Made in ${scanned.countryName}`;
    expect(await card.getByText(madeIn).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: "View" }).getAttribute("href")).toBe(`/results/${scanned.id}`);

    // Removing asks first; Cancel keeps it, Remove removes it.
    await card.getByRole("button", { name: `Remove ${scanned.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove from saved?" });
    await dialog.getByText(`This will remove ${scanned.name} from your saved items.`).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await card.isVisible()).toBe(true);
    await card.getByRole("button", { name: `Remove ${scanned.name}` }).click();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await seeToast(page, "Product removed from your saved items");
    await page.getByText("No saved items").waitFor();
    await page.getByText("You haven't saved any product alternatives yet").waitFor();
    expect(await page.getByRole("link", { name: "Start Scanning" }).getAttribute("href")).toBe("/scanner");

    // The result screen agrees: it can be saved again.
    await page.goto(`/results/${scanned.id}`);
    await page.getByRole("button", { name: "Save Results" }).waitFor();

    // Logout from the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await seeToast(page, "You have been logged out.");
    await page.getByRole("link", { name: "Log in to Save" }).waitFor();
    expect(await tabBar(page).getByRole("link", { name: "Saved" }).count()).toBe(0);
    const status = await context.request.get("/api/auth/status");
    expect(await status.json()).toEqual({ authenticated: false, userId: 0, email: null });
  });

  it("sends a correction through 'Suggest Product Info', prefilled from the product", async () => {
    const context = await pages.newContext();
    const page = await pages.openPage("/auth", context);
    await signInWithMailedCode(page, mailboxUrl, nextEmail());
    await page.waitForURL(`${baseUrl}/scanner`);
    const scanned = await scanAsThisBrowser(context);
    await page.goto(`/results/${scanned.id}`);

    await page.getByRole("button", { name: "Suggest Product Info" }).click();
    const dialog = page.getByRole("dialog", { name: "Suggest Product Info" });
    expect(await dialog.getByLabel("Product Name").inputValue()).toBe(scanned.name);
    expect(await dialog.getByLabel("Description").getAttribute("rows")).toBe("3");
    expect(await dialog.getByLabel("Country").getAttribute("maxlength")).toBe("2");

    await dialog.getByLabel("Product Name").fill("");
    await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
    await dialog.getByText("Product name is required").waitFor();

    await dialog.getByLabel("Product Name").fill("Arla Apetina Cream Cheese Natural");
    await dialog.getByLabel("Country").fill("DK");
    await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
    await seeToast(page, "Thank you for your contribution! Our team will review your suggestion.");
    await dialog.waitFor({ state: "hidden" });
  });
});
