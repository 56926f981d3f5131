import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { BUSY_LOOKUP_CODE, GS1_ONLY_PRODUCT, RETAILER_CODE_PRODUCT } from "./support/live-lookups";
import { resultUrl, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

// A Trader Joe's own-brand product of the shipped catalogue, under a retailer's EAN-8 (no stores).
const CATALOGUE_RETAILER_CODE = { code: "00119993", name: "Creamy salted Peanut Butter" };
// A retailer's EAN-8 nobody holds.
const UNKNOWN_RETAILER_CODE = "21234569";

const pages = browserSuite(baseUrl, { acceptCookies: true });

describe("retailers' own codes", () => {
  it("scans one Open Food Facts holds and names its retailer beside the EAN", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcode(page, RETAILER_CODE_PRODUCT.code);

    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(RETAILER_CODE_PRODUCT.name, { exact: true }).first().waitFor();
    await page.getByText(`EAN: ${RETAILER_CODE_PRODUCT.code}`).waitFor();
    await page.getByText(`A code of this retailer: ${RETAILER_CODE_PRODUCT.retailer}`).waitFor();
  });

  it("scans one of the catalogue, saying only that it is a retailer's code when no store is named", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcode(page, CATALOGUE_RETAILER_CODE.code);

    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(CATALOGUE_RETAILER_CODE.name, { exact: true }).first().waitFor();
    await page.getByText("A retailer's own code", { exact: true }).waitFor();
  });

  it("opens 'Product Not Found' for one nobody holds, saying it is a store's own code", async () => {
    const page = await pages.openPage("/scanner");
    pages.expectError(/status of 404/); // the browser logs the scan's 404 answer
    await typeBarcode(page, UNKNOWN_RETAILER_CODE);

    await page.waitForURL((url) => url.pathname === "/results/not-found");
    await page.getByText("Product Not Found").waitFor();
    await page.getByText(/store's own code/).waitFor();
  });
});

describe("a product lookup that could not be made", () => {
  it("shows 'Scan Failed' with the server's try-again message, not 'Product Not Found'", async () => {
    const page = await pages.openPage("/scanner");
    pages.expectError(/status of 503/); // the browser logs the scan's 503 answer
    await typeBarcode(page, BUSY_LOOKUP_CODE);

    const toast = page.getByRole("alert").filter({ hasText: "Scan Failed" });
    await toast.waitFor();
    await toast.getByText(/Please try again shortly\./).waitFor();
    expect(page.url()).toBe(`${baseUrl}/scanner`);
  });
});

describe("a product whose owner nobody knows", () => {
  it("says it is probably American by its US barcode, as a guess, on the card, in the sentence and in 'Why?'", async () => {
    const page = await pages.openPage("/scanner");
    await typeBarcode(page, GS1_ONLY_PRODUCT.code);

    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(GS1_ONLY_PRODUCT.name, { exact: true }).first().waitFor();
    await page.getByText("Probably American", { exact: true }).waitFor();
    await page.getByText("A guess from weak evidence, not a fact.").waitFor();
    await page
      .getByText(
        `We don't know yet who owns ${GS1_ONLY_PRODUCT.brand}. Its barcode was registered in the United States, so it is probably American.`,
      )
      .first()
      .waitFor();

    await page.getByRole("button", { name: "Why?" }).click();
    await page.getByText(/Its barcode was registered in the United States, so it is probably American: .* This is a weak signal, not a fact\./).waitFor();
  });
});
