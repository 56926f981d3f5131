import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { countScanRequests, FOURTH_PRODUCT, scanFreeProducts, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

const pages = browserSuite(baseUrl, { acceptCookies: true });

describe("a guest's free scans", () => {
  it("scans three products, then the fourth attempt says 'No scans remaining' and opens /payment", async () => {
    const page = await pages.openPage("/scanner");
    const scanRequests = countScanRequests(page);

    await scanFreeProducts(page, baseUrl);
    expect(scanRequests()).toBe(3);

    await typeBarcode(page, FOURTH_PRODUCT);
    await page.getByText("Please log in or purchase more scans.").waitFor();
    expect(await page.getByText("No scans remaining", { exact: true }).isVisible()).toBe(true);
    await page.waitForURL(`${baseUrl}/payment`);
    // The app knew: it did not even ask the server.
    expect(scanRequests()).toBe(3);
  });
});
