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
  return new RegExp(`^${baseUrl}/results/\\d+$`);
}
