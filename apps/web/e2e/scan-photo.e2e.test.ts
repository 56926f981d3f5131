import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";
import { createMediaDir, renderBlankPng, renderEan13Png, type MediaDir } from "./support/fake-camera";
import { countScanRequests, resultUrl } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

// A real catalogue product (packages/catalogue/seed).
const CHOCOLATE_ORANGE = { code: "3664346304863", name: "Chocolate Orange Milk" };

const pages = browserSuite(baseUrl, { acceptCookies: true });
let media: MediaDir;

beforeAll(() => {
  media = createMediaDir();
});

afterAll(() => {
  media?.dispose();
});

describe("picking a photo", () => {
  it("reads the barcode in the photo and opens the product's result", async () => {
    const photo = await renderEan13Png(CHOCOLATE_ORANGE.code, media.path);
    const page = await pages.openPage("/scanner");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Pick a photo" }).click();
    await (await chooser).setFiles(photo);

    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(CHOCOLATE_ORANGE.name, { exact: true }).first().waitFor();
  });

  it("says so when nothing could be read, and sends nothing", async () => {
    const blank = await renderBlankPng(media.path);
    // quagga2 (the fallback decoder) probes for the global object with Function("return this"), which
    // the CSP refuses and reports; quagga catches it and uses window (docs/security.md#security-headers).
    pages.expectError(/CSP violation: script-src blocked eval|Evaluating a string as JavaScript violates/);
    const page = await pages.openPage("/scanner");
    const scanRequests = countScanRequests(page);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Pick a photo" }).click();
    await (await chooser).setFiles(blank);

    await page.getByRole("alert").getByText(/No barcode could be read in this photo/).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${baseUrl}/scanner`);
    expect(scanRequests()).toBe(0);
  });
});
