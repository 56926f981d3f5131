/**
 * Renders the app icon (icons/app-icon.svg) to the PNGs the web app manifest and iOS ask for, into public/icons
 * (docs/offline.md, Installing): run `pnpm --filter @productcheck/web icons` after changing the SVG and commit
 * the PNGs. It draws with the Chromium the browser tests use (e2e/support/chromium.ts), so nothing is downloaded.
 */
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { launchChromium } from "../e2e/support/chromium";

const SOURCE = fileURLToPath(new URL("app-icon.svg", import.meta.url));
const OUT_DIR = fileURLToPath(new URL("../public/icons/", import.meta.url));

/**
 * "rounded": a launcher icon on a transparent corner (purpose "any"); "square": full bleed, for a maskable icon
 * (the launcher cuts its own shape; the drawing keeps to the central safe zone) and for iOS (which rounds it itself).
 */
export const ICONS = [
  { file: "icon-192.png", size: 192, shape: "rounded" },
  { file: "icon-512.png", size: 512, shape: "rounded" },
  { file: "maskable-512.png", size: 512, shape: "square" },
  { file: "apple-touch-icon.png", size: 180, shape: "square" },
] as const;

async function renderIcons() {
  const svg = readFileSync(SOURCE, "utf8");
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const { file, size, shape } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const radius = shape === "rounded" ? "18%" : "0";
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}" style="display:block;border-radius:${radius}"></body></html>`,
      );
      await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
      await page.screenshot({ path: `${OUT_DIR}${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      await page.close();
      console.info(`public/icons/${file} (${size}×${size}, ${shape})`);
    }
  } finally {
    await browser.close();
  }
}

await renderIcons();
