import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { countScanRequests, resultUrl, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

// Real catalogue products (packages/catalogue/seed) and a valid EAN-13 that no catalogue knows.
const TYSKIE = { code: "5901359062013", name: "Tyskie Gronie" };
const UNKNOWN = "4006381333931";
// Heinz ketchup (Kraft Heinz, US-owned): a product whose result screen also lists alternatives.
const HEINZ_KETCHUP = { code: "8715700421353", name: "tomato ketchup" };

/** Counts the page's tRPC calls of `procedure` from now on (a batched call names each procedure in its path). */
function countTrpcCalls(page: Page, procedure: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/trpc/") && pathname.slice("/trpc/".length).split(",").includes(procedure)) count += 1;
  });
  return () => count;
}

const pages = browserSuite(baseUrl, { acceptCookies: true });


describe("typing the barcode", () => {
  it("opens the result of a catalogue product typed by hand", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcode(page, TYSKIE.code);

    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(TYSKIE.name, { exact: true }).first().waitFor();
  });

  it("paints the result from the scan's own answer: no second request for the product, alternatives asked once", async () => {
    const page = await pages.openPage("/scanner");
    const productGets = countTrpcCalls(page, "scannedProducts.get");
    const alternativesGets = countTrpcCalls(page, "scannedProducts.alternatives");
    await typeBarcode(page, HEINZ_KETCHUP.code);

    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(HEINZ_KETCHUP.name, { exact: true }).first().waitFor();
    await page.getByRole("list", { name: "Non-US alternatives" }).getByRole("listitem").first().waitFor();
    expect(productGets()).toBe(0);
    expect(alternativesGets()).toBe(1);

    // A direct visit (a new page, nothing cached) loads the product once, in the route's loader.
    const direct = await page.context().newPage();
    const directGets = countTrpcCalls(direct, "scannedProducts.get");
    await direct.goto(new URL(page.url()).pathname);
    await direct.getByText(HEINZ_KETCHUP.name, { exact: true }).first().waitFor();
    expect(directGets()).toBe(1);
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
