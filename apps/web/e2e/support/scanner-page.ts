import type { Page } from "playwright-core";

/** Opens "Type the barcode" on the scanner screen (if it is not open yet) and looks up `code`. */
export async function typeBarcode(page: Page, code: string): Promise<void> {
  const field = page.getByRole("textbox", { name: "Barcode number" });
  if (!(await field.isVisible())) await page.getByRole("button", { name: "Type the barcode" }).click();
  await field.fill(code);
  await page.getByRole("button", { name: "Look up" }).click();
}

/** Counts the scan requests the page sends from now on (tRPC's /trpc/scan.create). */
export function countScanRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes("/trpc/scan.create")) count += 1;
  });
  return () => count;
}

/** A scanned product's result page, /results/<id>. */
export function resultUrl(baseUrl: string): RegExp {
  return new RegExp(`^${baseUrl}/results/[A-Za-z0-9_-]{22}$`);
}

/** Three different real catalogue products (packages/catalogue/seed): a new guest's 3 free scans. */
export const FREE_SCAN_PRODUCTS = [
  { code: "3017620422003", name: "Nutella" },
  { code: "5901359062013", name: "Tyskie Gronie" },
  { code: "3664346304863", name: "Chocolate Orange Milk" },
];
/** A fourth catalogue product, for the scan that needs more than the free ones. */
export const FOURTH_PRODUCT = "5010029000801";

/**
 * From the scanner screen, scans each of FREE_SCAN_PRODUCTS and waits for its result, going back
 * through the tab bar each time (the same page, so the app must refresh the scans count itself).
 */
export async function scanFreeProducts(page: Page, baseUrl: string): Promise<void> {
  for (const product of FREE_SCAN_PRODUCTS) {
    await typeBarcode(page, product.code);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(product.name, { exact: true }).first().waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scan" }).click();
    await page.waitForURL(`${baseUrl}/scanner`);
  }
}
