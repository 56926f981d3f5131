// The waiting scans when our server, not the device, is away, and across the app's tabs (docs/offline.md,
// Scanning offline), on the production build in Chromium: the browser stays online throughout; the scan requests
// are refused by Playwright, as when the server is down or out of reach.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { FREE_SCAN_PRODUCTS, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

const pages = browserSuite(baseUrl, { acceptCookies: true });

/** What the browser logs while the scan requests are refused. */
const REFUSED_NOISE = /ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load resource/;

/** Our server out of reach for this page's scans: every scan request fails as a dropped connection would. */
async function serverUnreachable(page: Page): Promise<() => Promise<void>> {
  const scans = (url: URL) => url.pathname.startsWith("/trpc/") && url.pathname.includes("scan.create");
  await page.route(scans, (route) => route.abort("connectionrefused"));
  return () => page.unroute(scans);
}

/** The scanner with its waiting list's code loaded (it comes once the screen is idle). */
async function openScanner(page: Page): Promise<void> {
  await page.getByRole("heading", { name: "Scan Barcode" }).waitFor();
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /waiting-scans/.test(entry.name)));
}

describe("our server out of reach while the device is online", () => {
  it("keeps the scan saying it can't reach ProductCheck — not that the shopper is offline — and sends it when the server answers", async () => {
    const product = FREE_SCAN_PRODUCTS[0]!;
    const page = await pages.openPage("/scanner");
    await openScanner(page);
    pages.expectError(REFUSED_NOISE);
    const reachable = await serverUnreachable(page);

    await typeBarcode(page, product.code);
    const toast = page.getByRole("alert").filter({ hasText: "Saved for later" });
    await toast.getByText(`We can't reach ProductCheck right now. ${product.code} will be looked up when the connection returns.`).waitFor();
    expect(await toast.getByText(/You're offline/).count()).toBe(0);
    // The header does not claim the device is offline: it is not.
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await page.getByTestId("offline-indicator").count()).toBe(0);
    const waiting = page.getByRole("list", { name: "Waiting for connection" });
    await waiting.getByText(product.code).waitFor();

    // The server answers again: the next try (here at once, as when the browser reports the connection) sends it.
    await reachable();
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await page.getByRole("alert").filter({ hasText: `Result ready: ${product.code}` }).waitFor({ timeout: 15_000 });
    await waiting.waitFor({ state: "detached" });
  });

  it("still says \"You're offline\" when the device has no network", async () => {
    const product = FREE_SCAN_PRODUCTS[1]!;
    const page = await pages.openPage("/scanner");
    await openScanner(page);
    // The app's code comes from the service worker's precache once the connection is cut.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    pages.expectError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Auth check failed|Failed to load resource/);
    await page.context().setOffline(true);
    await typeBarcode(page, product.code);
    await page.getByRole("alert").getByText(`You're offline. ${product.code} will be looked up when the connection returns.`).waitFor();
    await page.getByTestId("offline-indicator").waitFor();
  });
});

describe("the waiting list in two tabs", () => {
  it("shows a scan queued in one tab in the other at once, and takes it away there when it is delivered, without a reload", async () => {
    const [first, second] = FREE_SCAN_PRODUCTS;
    const context = await pages.newContext();
    const [tab, otherTab] = [await pages.openPage("/scanner", context), await pages.openPage("/scanner", context)];
    await openScanner(tab);
    await openScanner(otherTab);
    pages.expectError(REFUSED_NOISE);
    const reachable = await serverUnreachable(tab);
    let reloads = 0;
    otherTab.on("framenavigated", (frame) => {
      if (frame === otherTab.mainFrame()) reloads += 1;
    });

    const waitingThere = otherTab.getByRole("list", { name: "Waiting for connection" });
    await typeBarcode(tab, first!.code);
    await waitingThere.getByText(first!.code).waitFor();
    // The other tab's list is on screen now: a second scan joins it there live.
    await typeBarcode(tab, second!.code);
    await waitingThere.getByText(second!.code).waitFor();
    expect(await waitingThere.getByRole("listitem").allTextContents()).toEqual([first!.code, second!.code]);

    await reachable();
    await tab.evaluate(() => window.dispatchEvent(new Event("online")));
    // (The toasts come one at a time, so the list is watched, not the "Result ready" toasts.)
    await waitingThere.waitFor({ state: "detached", timeout: 15_000 });
    await tab.getByRole("list", { name: "Waiting for connection" }).waitFor({ state: "detached" });
    expect(reloads).toBe(0);
  });
});
