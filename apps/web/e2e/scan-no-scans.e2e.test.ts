import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { countScanRequests, resultUrl, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

// Four different real catalogue products (packages/db/seed); a new guest has 3 free scans.
const PRODUCTS = [
  { code: "3017620422003", name: "Nutella" },
  { code: "5901359062013", name: "Tyskie Gronie" },
  { code: "3664346304863", name: "Chocolate Orange Milk" },
];
const FOURTH = "5010029000801";

const pages = browserSuite(baseUrl, { acceptCookies: true });

describe("a guest's free scans", () => {
  it("scans three products, then the fourth attempt says 'No scans remaining' and opens /payment", async () => {
    const page = await pages.openPage("/scanner");
    const scanRequests = countScanRequests(page);

    for (const product of PRODUCTS) {
      await typeBarcode(page, product.code);
      await page.waitForURL(resultUrl(baseUrl));
      await page.getByText(product.name, { exact: true }).first().waitFor();
      // Back through the tab bar: the same page, so the app must have refreshed the count itself.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scan" }).click();
      await page.waitForURL(`${baseUrl}/scanner`);
    }
    expect(scanRequests()).toBe(3);

    await typeBarcode(page, FOURTH);
    await page.getByText("Please log in or purchase more scans.").waitFor();
    expect(await page.getByText("No scans remaining", { exact: true }).isVisible()).toBe(true);
    await page.waitForURL(`${baseUrl}/payment`);
    // The app knew: it did not even ask the server.
    expect(scanRequests()).toBe(3);
  });
});
