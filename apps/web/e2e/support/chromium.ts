import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium, headless, with everything that would phone home or need a GPU switched off.
 * `extraArgs` adds flags, e.g. a fake camera (support/fake-camera.ts).
 */
export function launchChromium({ extraArgs = [] }: { extraArgs?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // Playwright would add the old `--headless`; the flag below selects the new headless mode instead.
    headless: false,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}
