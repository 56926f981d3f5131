// Sharing a verdict (docs/sharing.md) on the production build: the card drawn on the device and handed to the
// share sheet as a PNG, the copied link where nothing can be shared, and the public verdict page /p/{barcode}.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";

import { readPng } from "../src/features/share/utils/png-text";
import { browserSuite } from "./support/browser";
import { resultUrl, typeBarcode } from "./support/scanner-page";

const baseUrl = inject("baseUrl");

// A real catalogue product (packages/catalogue/seed) whose owner the registry knows (Kraft Heinz), and a valid
// EAN-13 no catalogue holds.
const HEINZ_KETCHUP = { code: "8715700421353", name: "tomato ketchup" };
const UNKNOWN = "4006381333931";

const pages = browserSuite(baseUrl, { acceptCookies: true });

interface Shared {
  title?: string;
  text?: string;
  url?: string;
  file: { name: string; type: string; bytes: number[] } | null;
}

/**
 * A phone with a share sheet: `navigator.canShare` and `navigator.share` as Chrome on Android has them (without
 * file sharing when `files` is false),
 * except that `share` keeps what it was given (on `window.shared`) instead of opening the sheet.
 */
async function phoneThatShares({ files = true } = {}): Promise<BrowserContext> {
  const context = await pages.newContext();
  await context.addInitScript((sharesFiles) => {
    const canShare = (data?: ShareData) => (data?.files ?? []).every((file) => sharesFiles && file.type === "image/png");
    const share = async (data: ShareData) => {
      const file = data.files?.[0];
      const bytes = file ? [...new Uint8Array(await file.arrayBuffer())] : [];
      Object.assign(window, { shared: { title: data.title, text: data.text, url: data.url, file: file ? { name: file.name, type: file.type, bytes } : null } });
    };
    Object.defineProperty(navigator, "canShare", { value: canShare, configurable: true });
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
  }, files);
  return context;
}

/** A desktop browser: no share sheet at all (the clipboard is allowed once on the result, see below). */
async function desktopWithoutShare(): Promise<BrowserContext> {
  const context = await pages.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "canShare", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  return context;
}

async function openResult(context: BrowserContext, code: string): Promise<Page> {
  const page = await pages.openPage("/scanner", context);
  await typeBarcode(page, code);
  await page.waitForURL(resultUrl(baseUrl));
  await page.getByRole("heading", { name: HEINZ_KETCHUP.name }).waitFor();
  return page;
}

/** The share of how much of the picture is drawn on (not white), and how many colours it has. */
function ink(page: Page, bytes: number[]) {
  return page.evaluate(async (png) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(png)], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let drawn = 0;
    const colours = new Set<number>();
    for (let index = 0; index < data.length; index += 4) {
      const [red, green, blue] = [data[index]!, data[index + 1]!, data[index + 2]!];
      if (red < 240 || green < 240 || blue < 240) drawn += 1;
      colours.add(((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4));
    }
    return { drawn: drawn / (bitmap.width * bitmap.height), colours: colours.size };
  }, bytes);
}

describe("Share on the result screen", () => {
  it("hands the share sheet the card as a 1200×630 PNG whose text is the verdict, and the public page's link", async () => {
    const page = await openResult(await phoneThatShares(), HEINZ_KETCHUP.code);
    const card = page.locator(".mantine-Card-root").first();
    const verdict = await card.getByText(/^(Likely |Probably )?(American|not American)$|^Not American$/).innerText();
    const madeIn = await card.getByText(/^Made in /).first().innerText();

    await page.getByRole("button", { name: "Share" }).click();
    await page.waitForFunction(() => "shared" in window);
    const shared = (await page.evaluate(() => (window as unknown as { shared: Shared }).shared));

    expect(shared).toMatchObject({ title: `${HEINZ_KETCHUP.name}: ${verdict}`, url: `${baseUrl}/p/${HEINZ_KETCHUP.code}` });
    expect(shared.text).toContain(madeIn);
    expect(shared.file).toMatchObject({ name: `productcheck-${HEINZ_KETCHUP.code}.png`, type: "image/png" });
    const png = readPng(Uint8Array.from(shared.file!.bytes));
    expect([png.width, png.height]).toEqual([1200, 630]);
    const lines = png.texts.Description!.split("\n");
    expect(lines[0]).toBe(HEINZ_KETCHUP.name);
    expect(lines[1]).toBe(verdict);
    expect(lines[2]).toBe(madeIn);
    expect(lines.some((line) => /^Owned by .+ \(.+\)$/.test(line))).toBe(true);
    expect(lines.at(-1)).toBe(`ProductCheck · ${new URL(baseUrl).host}`);
    // Drawn: text, the edge in the verdict's colour and the flags (many colours), on a white card.
    const { drawn, colours } = await ink(page, shared.file!.bytes);
    expect(drawn).toBeGreaterThan(0.02);
    expect(colours).toBeGreaterThan(20);
  });

  it("shares the text and link where the browser shares no files", async () => {
    const page = await openResult(await phoneThatShares({ files: false }), HEINZ_KETCHUP.code);
    await page.getByRole("button", { name: "Share" }).click();
    await page.waitForFunction(() => "shared" in window);
    const shared = await page.evaluate(() => (window as unknown as { shared: Shared }).shared);
    expect(shared).toMatchObject({ url: `${baseUrl}/p/${HEINZ_KETCHUP.code}`, file: null });
    expect(shared.title).toMatch(new RegExp(`^${HEINZ_KETCHUP.name}: `));
  });

  it("copies the link where the browser cannot share, and says so", async () => {
    const context = await desktopWithoutShare();
    const page = await openResult(context, HEINZ_KETCHUP.code);
    // Granted here, not before: granting permissions denies the others (the camera), and the scanner would say so.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByText("Link copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/p/${HEINZ_KETCHUP.code}`);
  });
});

describe("/p/{barcode}, the public verdict page", () => {
  it("shows the product's origin facts and owner chain read-only, without alternatives, a scan or a cookie", async () => {
    const context = await pages.newContext();
    const page = await pages.openPage(`/p/${HEINZ_KETCHUP.code}`, context);
    await page.getByRole("heading", { name: HEINZ_KETCHUP.name }).waitFor();
    await page.getByText(`EAN: ${HEINZ_KETCHUP.code}`).waitFor();
    await page.getByText(/^Made in /).first().waitFor();
    await page.getByText("Ownership").waitFor();
    await page.getByText(/^Owned by/).first().waitFor();
    expect(await page.getByText(/Non-US Alternatives|Refresh alternatives|Save Results|Log in to Save/).count()).toBe(0);
    await page.getByRole("link", { name: "Open the scanner" }).click();
    await page.waitForURL(`${baseUrl}/scanner`);
    // Reading a shared verdict made nobody a guest: no cookie was set.
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  });

  it("speaks Swedish to a Swedish shopper, the card's owner rows included", async () => {
    const context = await phoneThatShares();
    await context.addInitScript(() => localStorage.setItem("language", "sv"));
    const page = await pages.openPage(`/p/${HEINZ_KETCHUP.code}`, context);
    await page.getByText("Ägare", { exact: true }).waitFor();
    await page.getByText(/^Ägs av .+ \(USA\)$/).waitFor();
    await page.getByRole("link", { name: "Öppna skannern" }).waitFor();
    await page.getByRole("button", { name: "Dela" }).click();
    await page.waitForFunction(() => "shared" in window);
    const shared = await page.evaluate(() => (window as unknown as { shared: Shared }).shared);
    const lines = readPng(Uint8Array.from(shared.file!.bytes)).texts.Description!.split("\n");
    expect(lines.some((line) => /^Ägs av .+ \(USA\)$/.test(line))).toBe(true);
  });

  it("has the product's Open Graph tags in the page the server sends", async () => {
    const verdict = (await (await fetch(`${baseUrl}/api/public/products/${HEINZ_KETCHUP.code}`)).json()) as { summary: string; verdict: string };
    const response = await fetch(`${baseUrl}/p/${HEINZ_KETCHUP.code}`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
    expect(meta("og:title")).toBe(`${HEINZ_KETCHUP.name}: ${verdict.verdict}`);
    expect(meta("og:description")).toBe(verdict.summary.replaceAll("'", "&#39;"));
    expect(verdict.summary).toMatch(/Kraft Heinz/);
    expect(meta("og:url")).toBe(`${baseUrl}/p/${HEINZ_KETCHUP.code}`);
    expect(meta("og:type")).toBe("website");
    expect(meta("twitter:card")).toBe("summary");
    expect(html).toContain(`<title>${HEINZ_KETCHUP.name}: `);
    expect(html).toContain('<div id="root">');
  });

  it("says a code the catalogue does not hold is not found, and offers the scanner", async () => {
    const page = await pages.openPage(`/p/${UNKNOWN}`);
    pages.expectError(/status of 404/);
    await page.getByRole("heading", { name: "No verdict to show" }).waitFor();
    await page.getByText("This product is not in our catalogue yet. Scan it in the app to look it up.").waitFor();
    await page.getByRole("link", { name: "Open the scanner" }).waitFor();
  });
});
