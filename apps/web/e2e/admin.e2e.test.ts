import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";


import { signInAsAdmin } from "./support/admin";
import { browserSuite } from "./support/browser";
import { resultUrl, typeBarcode } from "./support/scanner-page";
import { seeToast, signInWithMailedCode } from "./support/sign-in";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");

/**
 * A catalogue product no other browser test scans (Boni's artichoke hearts): approving the suggestion
 * renames it in the database the whole suite shares, so it must not be one whose name another file checks.
 */
const PRODUCT = { code: "0000100894271", name: "Artisjokharten" };
const CORRECTED_NAME = "Artisjokharten Corrected 390 g";

const pages = browserSuite(baseUrl, { acceptCookies: true });



let sequence = 0;
const nextEmail = () => `e2e-admin-${Date.now()}-${++sequence}@example.com`;

/** The count line under the suggestion tabs, 'N pending, M approved', as numbers. */
async function suggestionCounts(page: Page): Promise<{ pending: number; approved: number }> {
  const line = page.getByText(/^\d+ pending, \d+ approved$/);
  await line.waitFor();
  const match = /^(\d+) pending, (\d+) approved$/.exec((await line.textContent()) ?? "");
  if (!match) throw new Error("no count line");
  return { pending: Number(match[1]), approved: Number(match[2]) };
}

describe("admin", () => {
  it("approves a shopper's suggestion on /admin, which renames the product on its result page", { timeout: 150_000 }, async () => {
    // The shopper scans the product and suggests a corrected name.
    const shopperContext = await pages.newContext();
    const shopper = await pages.openPage("/auth", shopperContext);
    await signInWithMailedCode(shopper, mailboxUrl, nextEmail());
    await shopper.waitForURL(`${baseUrl}/scanner`);
    await typeBarcode(shopper, PRODUCT.code);
    await shopper.waitForURL(resultUrl(baseUrl));
    const resultPath = new URL(shopper.url()).pathname;
    await shopper.getByRole("heading", { name: PRODUCT.name }).waitFor();
    await shopper.getByRole("button", { name: "Suggest Product Info" }).click();
    const dialog = shopper.getByRole("dialog", { name: "Suggest Product Info" });
    expect(await dialog.getByLabel("Product Name").inputValue()).toBe(PRODUCT.name);
    await dialog.getByLabel("Product Name").fill(CORRECTED_NAME);
    await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
    await seeToast(shopper, "Thank you for your contribution! Our team will review your suggestion.");
    await dialog.waitFor({ state: "hidden" });

    // The admin, in a browser of their own, finds it under Pending and approves it.
    const admin = await pages.openPage("/auth", await pages.newContext());
    await signInAsAdmin(admin, mailboxUrl);
    await admin.waitForURL(`${baseUrl}/scanner`);
    await admin.goto("/admin");
    await admin.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("button", { name: "Product Suggestions" }).click();
    await admin.getByRole("heading", { name: "Product Suggestions" }).waitFor();
    expect(await admin.getByRole("tab", { name: "Pending" }).getAttribute("aria-selected")).toBe("true");
    const before = await suggestionCounts(admin);
    expect(before.pending).toBeGreaterThanOrEqual(1);
    const barcodeGroup = admin.getByRole("region", { name: `Barcode ${PRODUCT.code}` });
    const card = barcodeGroup.getByRole("article", { name: `Suggestion ${CORRECTED_NAME}` });
    await card.waitFor();
    await card.getByRole("button", { name: "Approve" }).click();
    await seeToast(admin, "Product suggestion status updated successfully.");
    await admin.getByText(`${before.pending - 1} pending, ${before.approved + 1} approved`, { exact: true }).waitFor();
    // Approved, it leaves the Pending tab.
    await card.waitFor({ state: "detached" });

    // The shopper's result page now shows the corrected name, to the admin as well.
    await admin.goto(resultPath);
    await admin.getByRole("heading", { name: CORRECTED_NAME }).waitFor();
  });

  it("turns an ordinary account away from /admin with 'Access Denied' and sends it to /", async () => {
    const page = await pages.openPage("/auth");
    await signInWithMailedCode(page, mailboxUrl, nextEmail());
    await page.waitForURL(`${baseUrl}/scanner`);
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto("/admin");
    await seeToast(page, "Access Denied");
    // Sent to /, which in turn shows the scanner (docs/product.md, Screens).
    await page.waitForURL(`${baseUrl}/scanner`);
    expect(visited).toContain(`${baseUrl}/`);
    expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
  });
});
