import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { countScanRequests, resultUrl, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

// Real catalogue products (packages/catalogue/seed) and a valid EAN-13 that no catalogue knows.
const TYSKIE = { code: "5901359062013", name: "Tyskie Gronie" };
const UNKNOWN = "4006381333931";

const pages = browserSuite(baseUrl, { acceptCookies: true });


describe("typing the barcode", () => {
  it("opens the result of a catalogue product typed by hand", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcode(page, TYSKIE.code);

    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(TYSKIE.name, { exact: true }).first().waitFor();
  });

  it("says what is wrong with a mistyped number and sends nothing", async () => {
    const page = await pages.openPage("/scanner");
    const scanRequests = countScanRequests(page);

    await typeBarcode(page, "12345");
    await page.getByText("A barcode has 8, 12 or 13 digits.").waitFor();

    await typeBarcode(page, "abc");
    await page.getByText("A barcode contains only digits.").waitFor();

    // One digit off: the check digit gives it away.
    await typeBarcode(page, "5901359062014");
    await page.getByText(/did not read correctly/).waitFor();

    expect(page.url()).toBe(`${baseUrl}/scanner`);
    expect(scanRequests()).toBe(0);
  });

  it("opens 'Product Not Found' for a valid barcode nobody knows", async () => {
    const page = await pages.openPage("/scanner");
    pages.expectError(/status of 404/); // the browser logs the scan's 404 answer
    await typeBarcode(page, UNKNOWN);

    await page.waitForURL((url) => url.pathname === "/results/not-found" && url.searchParams.get("barcode")?.includes(UNKNOWN) === true);
    await page.getByText("Product Not Found").first().waitFor();
  });
});
