import { pathToFileURL } from "node:url";


import { launchChromium } from "@productcheck/web/e2e/chromium";
import { createMediaDir, fakeCameraArgs, renderBarcodeVideo } from "@productcheck/web/e2e/fake-camera";

import { summarize, type Summary } from "../support/stats";
import { startProductionApp } from "./production-app";

// A real catalogue product (packages/catalogue/seed), as in apps/web/e2e/scan-camera.e2e.test.ts.
const PRODUCT = { code: "3017620422003", name: "Nutella" };

export interface ScanToResult {
  product: string;
  /** Milliseconds from the code read (the scanner's `scanner:code-read` mark) to the product's name painted. */
  detectionToName: Summary & { samples: number[] };
}

/**
 * Chromium's fake camera plays a barcode (apps/web/e2e/support/fake-camera.ts); with camera access granted
 * the scanner starts by itself. Each of `scans` visits opens /scanner in a new page of one guest (the first
 * scan is charged, the rest are free re-scans) and times detection → the product's name on the result
 * screen, in the page's own clock: the first animation frame after the name entered the DOM.
 */
export async function measureScanToResult(baseUrl: string, scans = 10): Promise<ScanToResult> {
  const media = createMediaDir();
  const browser = await launchChromium({ extraArgs: fakeCameraArgs(await renderBarcodeVideo(PRODUCT.code, media.path)) });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.grantPermissions(["camera"], { origin: baseUrl });
    await context.addInitScript((name: string) => {
      localStorage.setItem("cookie-consent", "true");
      const seen = new MutationObserver(() => {
        if (!location.pathname.startsWith("/results/") || !document.body.textContent?.includes(name)) return;
        seen.disconnect();
        requestAnimationFrame(() => performance.mark("bench:name-painted"));
      });
      addEventListener("DOMContentLoaded", () => seen.observe(document.body, { childList: true, subtree: true, characterData: true }));
    }, PRODUCT.name);

    const samples: number[] = [];
    for (let i = 0; i < scans; i += 1) {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto("/scanner");
      // A scan's public id: base64url text (prisma/schema.prisma, Scan.publicId).
      await page.waitForURL(/\/results\/[\w-]+$/);
      await page.waitForFunction(() => performance.getEntriesByName("bench:name-painted").length > 0);
      samples.push(
        await page.evaluate(() => {
          const [read] = performance.getEntriesByName("scanner:code-read");
          const [painted] = performance.getEntriesByName("bench:name-painted");
          if (!read || !painted) throw new Error("missing timing marks");
          return Math.round(painted.startTime - read.startTime);
        }),
      );
      await page.close();
    }
    return { product: PRODUCT.name, detectionToName: { ...summarize(samples), samples } };
  } finally {
    await browser.close();
    media.dispose();
  }
}

// `tsx web/scan-to-result.ts [--scans 10]` runs it on its own against a fresh production server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const scansArg = process.argv.indexOf("--scans");
  const app = await startProductionApp();
  try {
    const result = await measureScanToResult(app.baseUrl, scansArg > 0 ? Number(process.argv[scansArg + 1]) : 10);
    console.info(JSON.stringify(result, null, 2));
  } finally {
    await app.stop();
  }
}
