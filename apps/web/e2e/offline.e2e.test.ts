import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { signInAsAdmin } from "./support/admin";
import { browserSuite } from "./support/browser";
import { FREE_SCAN_PRODUCTS, resultUrl, typeBarcode } from "./support/scanner-page";
import { seeToast, signInWithMailedCode } from "./support/sign-in";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");

/** A valid EAN-13 that no catalogue (nor the test Open Food Facts) knows. */
const UNKNOWN_CODE = "4006381333931";

const pages = browserSuite(baseUrl, { acceptCookies: true });

/** What the browser logs while the connection is cut: requests that could not be sent, and the app's own notes on them. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Auth check failed|Failed to load resource/;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker controls the page: from then on the app shell comes from its precache. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** The keys the app keeps in its IndexedDB database (features/offline/utils/device-store.ts). */
function deviceKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("productcheck-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("device")) return resolve([]);
          const keys = db.transaction("device").objectStore("device").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** Waits until the app has kept a copy of a `procedure` answer on the device. */
async function waitForCopy(page: Page, procedure: string): Promise<void> {
  const path = JSON.stringify(procedure.split("."));
  await expect.poll(async () => (await deviceKeys(page)).some((key) => key.startsWith(`copy:[${path}`)), { timeout: 10_000 }).toBe(true);
}

/** The page's principal's scans left, as `GET /api/user` tells the page's context. */
async function scansRemaining(page: Page): Promise<number> {
  const response = await page.context().request.get("/api/user");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { scansRemaining: number }).scansRemaining;
}

describe("installing", () => {
  it("serves a valid web app manifest whose icons exist at the sizes they claim", async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "ProductCheck", short_name: "ProductCheck", start_url: "/scanner", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort();
    expect(icons).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseUrl));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type"), icon.src).toBe("image/png");
      expect(pngSize(Buffer.from(await image.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });

  it("links the manifest and the apple-touch-icon from every page, and serves the service worker uncached", async () => {
    const html = await (await fetch(`${baseUrl}/scanner`, { headers: { accept: "text/html" } })).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(touchIcon).toBe("/icons/apple-touch-icon.png");
    expect(pngSize(Buffer.from(await (await fetch(new URL(touchIcon!, baseUrl))).arrayBuffer()))).toBe("180x180");

    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-security-policy")).toMatch(/worker-src 'self'/);
  });

  it("passes Chromium's installability checks (those Lighthouse's installable-manifest audit ran)", async () => {
    const page = await pages.openPage("/scanner");
    await page.getByRole("heading", { name: "Scan Barcode" }).waitFor();
    await waitForServiceWorker(page);
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await devtools.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // The tests' browser contexts are incognito ones, where Chromium never installs: every other reason is the app's.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== "in-incognito")).toEqual([]);
    const { url, errors } = (await devtools.send("Page.getAppManifest")) as { url: string; errors: { message: string }[] };
    expect(url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);
  });
});

describe("offline", () => {
  it("installs the service worker, which then opens the app shell and the scanner without a connection", async () => {
    const page = await pages.openPage("/scanner");
    await page.getByRole("heading", { name: "Scan Barcode" }).waitFor();
    await waitForServiceWorker(page);

    pages.expectError(OFFLINE_NOISE);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Scan Barcode" }).waitFor();
    await page.getByRole("status", { name: "You are offline" }).waitFor();

    // Another screen, straight from the address bar; the camera's decoders precached, their .br/.gz twins not.
    await page.goto("/help");
    await page.getByText("About This Service").first().waitFor();
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
      return urls;
    });
    expect(precached.some((url) => /\/assets\/zxing_reader-[^/]+\.wasm$/.test(url))).toBe(true);
    expect(precached.filter((url) => /\.(br|gz)(\?|$)/.test(url))).toEqual([]);
  });

  it("queues a barcode scanned offline and sends it once, with its own key, when the connection returns", async () => {
    const [online, offline] = FREE_SCAN_PRODUCTS;
    const page = await pages.openPage("/scanner");
    // A first scan online makes the guest (and their free scans) known.
    await typeBarcode(page, online!.code);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(online!.name, { exact: true }).first().waitFor();
    await waitForServiceWorker(page);
    const before = await scansRemaining(page);

    const scanRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/trpc/scan.create")) scanRequests.push(request.postData() ?? "");
    });

    pages.expectError(OFFLINE_NOISE);
    await page.context().setOffline(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scan" }).click();
    await typeBarcode(page, offline!.code);
    const waiting = page.getByRole("list", { name: "Waiting for connection" });
    await waiting.getByText(offline!.code).waitFor();
    expect(page.url()).toBe(`${baseUrl}/scanner`);
    expect(await scansRemaining(page)).toBe(before);

    await page.context().setOffline(false);
    const ready = page.getByRole("alert").filter({ hasText: `Result ready: ${offline!.code}` });
    await ready.waitFor({ timeout: 15_000 });
    await waiting.waitFor({ state: "detached" });
    expect(await scansRemaining(page)).toBe(before - 1);

    // The offline attempt and the one that went through carried the same clientScanId.
    const keys = scanRequests.map((body) => /"clientScanId":"([^"]+)"/.exec(body)?.[1]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);

    await ready.getByRole("button", { name: "View result" }).click();
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(offline!.name, { exact: true }).first().waitFor();
    expect(await scansRemaining(page)).toBe(before - 1);
  });

  it("keeps a recent result readable offline, as of when it was fetched", async () => {
    const product = FREE_SCAN_PRODUCTS[2]!;
    const page = await pages.openPage("/scanner");
    await typeBarcode(page, product.code);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByText(product.name, { exact: true }).first().waitFor();
    await waitForServiceWorker(page);
    await waitForCopy(page, "scannedProducts.get");
    const resultPath = new URL(page.url()).pathname;

    pages.expectError(OFFLINE_NOISE);
    await page.context().setOffline(true);
    await page.goto("/scanner");
    await page.getByRole("heading", { name: "Scan Barcode" }).waitFor();
    await page.goto(resultPath);
    await page.getByText(product.name, { exact: true }).first().waitFor();
    await page.getByTestId("stored-copy-note").getByText(/as of \d{1,2}[:.]\d{2}/).waitFor();

    // A result never seen on this device: a clear offline state, not 'Product Not Found' or a spinner.
    await page.goto("/results/AAAAAAAAAAAAAAAAAAAAAA");
    await page.getByTestId("offline-state").getByText("This result is not saved on this device.", { exact: false }).waitFor();
    expect(await page.getByText("Product Not Found").count()).toBe(0);
  });

  it("says why a queued barcode was refused: 'Product Not Found' for an unknown product, whose screen opens from the toast", async () => {
    const page = await pages.openPage("/scanner");
    await page.getByRole("heading", { name: "Scan Barcode" }).waitFor();
    await waitForServiceWorker(page);

    pages.expectError(OFFLINE_NOISE);
    pages.expectError(/status of 404/); // the browser logs the scan's 404 answer
    await page.context().setOffline(true);
    await typeBarcode(page, UNKNOWN_CODE);
    await page.getByRole("list", { name: "Waiting for connection" }).getByText(UNKNOWN_CODE).waitFor();

    await page.context().setOffline(false);
    const refused = page.getByRole("alert").filter({ hasText: `Scanned offline: ${UNKNOWN_CODE}` });
    await refused.waitFor({ timeout: 15_000 });
    await refused.getByText("Product Not Found").waitFor();
    await refused.getByText("We couldn't find this product", { exact: false }).waitFor();
    await refused.getByRole("button", { name: "View result" }).click();
    await page.waitForURL((url) => url.pathname === "/results/not-found" && url.searchParams.get("barcode") === UNKNOWN_CODE);
    await page.getByRole("heading", { name: "Product Not Found" }).waitFor();
  });

  it("keeps a signed-in shopper's saved products readable offline", { timeout: 60_000 }, async () => {
    const product = FREE_SCAN_PRODUCTS[0]!;
    const page = await pages.openPage("/auth");
    await signInWithMailedCode(page, mailboxUrl, `offline-${Date.now()}@example.com`);
    await page.goto("/scanner");
    await typeBarcode(page, product.code);
    await page.waitForURL(resultUrl(baseUrl));
    await page.getByRole("button", { name: "Save Results" }).click();
    await seeToast(page, "Product saved to your collection");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" }).click();
    await page.getByRole("heading", { name: "Saved Items" }).waitFor();
    await page.getByText(product.name, { exact: true }).first().waitFor();
    await waitForServiceWorker(page);
    await waitForCopy(page, "savedProducts.list");
    await waitForCopy(page, "auth.status");

    pages.expectError(OFFLINE_NOISE);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Saved Items" }).waitFor();
    await page.getByText(product.name, { exact: true }).first().waitFor();
    await page.getByTestId("stored-copy-note").getByText(/as of/).waitFor();
    await page.getByRole("status", { name: "You are offline" }).waitFor();
  });
  it("says a screen whose code is not on the device needs a connection, instead of breaking (the admin's)", { timeout: 120_000 }, async () => {
    const page = await pages.openPage("/auth");
    await signInAsAdmin(page, mailboxUrl);
    await page.goto("/scanner");
    await waitForServiceWorker(page);
    await waitForCopy(page, "auth.status");

    pages.expectError(OFFLINE_NOISE);
    pages.expectError(/Unable to preload CSS/);
    await page.context().setOffline(true);
    await page.goto("/admin");
    await page.getByTestId("offline-state").getByText("This page needs a connection. It will work again when you're back online.").waitFor();
    await page.getByRole("link", { name: "Back to Scanner" }).click();
    await page.getByText("Scan Barcode", { exact: true }).waitFor();
  });
});
