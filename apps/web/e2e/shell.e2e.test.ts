import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";

import { newPhoneContext, watchErrors } from "./support/browser";
import { launchChromium } from "./support/chromium";

const baseUrl = inject("baseUrl");

let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors = new Map<Page, string[]>();

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  // Every page must have stayed free of uncaught errors and console errors.
  const errors = [...pageErrors.values()].flat();
  pageErrors.clear();
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(errors).toEqual([]);
});

async function newContext(): Promise<BrowserContext> {
  const context = await newPhoneContext(browser, baseUrl);
  contexts.push(context);
  return context;
}

async function openPage(path: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? (await newContext())).newPage();
  // Fail with Playwright's description of what it waited for, well before the test's own timeout.
  page.setDefaultTimeout(10_000);
  pageErrors.set(page, watchErrors(page));
  await page.goto(path);
  return page;
}

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main" });
const header = (page: Page) => page.getByRole("banner");
const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookie Notice" });

/** Waits until the app has rendered past the auth spinner (the header is part of every layout screen). */
async function layoutReady(page: Page) {
  await header(page).waitFor();
}

async function tabNames(page: Page): Promise<string[]> {
  return (await tabBar(page).getByRole("link").allInnerTexts()).map((text) => text.trim());
}

describe("web shell", () => {
  it("runs under the security headers: a CSP with no inline script, and no violation on the page", async () => {
    const context = await newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    pageErrors.set(page, watchErrors(page));
    const response = await page.goto("/scanner");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/js\.stripe\.com;/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["permissions-policy"]).toContain("camera=(self)");
    // The page works: the scanner screen renders (a violation would be a console error, failing afterEach).
    await page.getByRole("button", { name: "Tap to scan" }).waitFor();
    // An inline script is refused, and reported.
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true });
          const script = document.createElement("script");
          script.textContent = "window.__inlineRan = true";
          document.body.append(script);
        }),
    );
    expect(blocked).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    // That refusal was on purpose: drop its console errors, once the page can log no more.
    await page.close();
    const errors = pageErrors.get(page) ?? [];
    const others = errors.filter((error) => !/CSP violation: script-src|Executing inline script violates/.test(error));
    errors.splice(0, errors.length, ...others);
  });

  it("redirects / to /scanner and shows the layout and the scanner screen to a guest", async () => {
    const page = await openPage("/");
    await page.waitForURL(`${baseUrl}/scanner`);
    await layoutReady(page);

    expect(await header(page).getByText("ProductCheck").isVisible()).toBe(true);
    expect(await page.getByTestId("scans-left").innerText()).toBe("");
    expect(await tabNames(page)).toEqual(["Scan", "Support Us", "Login", "Info"]);
    expect(await tabBar(page).getByRole("link", { name: "Scan" }).getAttribute("aria-current")).toBe("page");

    // The scanner screen is its own lazily loaded chunk: wait for it before reading it.
    await page.getByText("Scan Barcode", { exact: true }).waitFor();
    for (const text of [
      "Scan Barcode",
      "Position barcode within the frame",
      "Tap to scan",
      "Searching for Non-US alternatives to American products",
    ]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    const viewport = await page.getByTestId("scanner-viewport").boundingBox();
    expect(viewport && Math.round(viewport.width)).toBe(viewport && Math.round(viewport.height));
  });

  it("keeps the header and the tab bar fixed in a phone-width column", async () => {
    const page = await openPage("/help");
    await layoutReady(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    const headerBox = await header(page).boundingBox();
    const tabBarBox = await tabBar(page).boundingBox();
    expect(headerBox).toMatchObject({ y: 0, width: 480, x: 360 });
    expect(tabBarBox && tabBarBox.y + tabBarBox.height).toBe(800);

    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 0);
    expect((await header(page).boundingBox())?.y).toBe(0);
  });

  it("stores cookie consent when 'Accept All Cookies' is clicked, so the banner stays gone", async () => {
    const page = await openPage("/scanner");
    await layoutReady(page);
    await cookieBanner(page).waitFor();
    expect(await cookieBanner(page).getByText(/uses cookies to enhance your experience/).isVisible()).toBe(true);
    expect(await cookieBanner(page).getByText(/in accordance with EU regulations/).isVisible()).toBe(true);

    await cookieBanner(page).getByRole("button", { name: "Accept All Cookies" }).click();
    await cookieBanner(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("true");

    await page.reload();
    await layoutReady(page);
    // The notice's code loads a moment after the first screen: once the page is quiet it would have shown.
    await page.waitForLoadState("networkidle");
    expect(await cookieBanner(page).count()).toBe(0);

    // Consent is stored, so another tab (a new session) does not show it either.
    const second = await openPage("/help", page.context());
    await layoutReady(second);
    await second.waitForLoadState("networkidle");
    expect(await cookieBanner(second).count()).toBe(0);
  });

  it("hides the banner for the current session only when it is closed", async () => {
    const context = await newContext();
    const page = await openPage("/scanner", context);
    await cookieBanner(page).waitFor();
    await cookieBanner(page).getByRole("button", { name: "Close" }).click();
    await cookieBanner(page).waitFor({ state: "detached" });

    await page.reload();
    await layoutReady(page);
    // The notice's code loads a moment after the first screen: once the page is quiet it would have shown.
    await page.waitForLoadState("networkidle");
    expect(await cookieBanner(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

    // A new tab is a new session: nothing was consented to, so the banner is back.
    const second = await openPage("/scanner", context);
    await cookieBanner(second).waitFor();
  });

  it("links 'Learn More' in the cookie banner to /help", async () => {
    const page = await openPage("/scanner");
    await cookieBanner(page).getByRole("link", { name: "Learn More" }).click();
    await page.waitForURL(`${baseUrl}/help`);
    await page.getByRole("heading", { name: "Cookie Policy" }).waitFor();
  });

  it("offers a guest Scanner and Support Us in the menu, but not Saved Products or Logout, then the languages", async () => {
    const page = await openPage("/help");
    await layoutReady(page);
    await header(page).getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect((await menu.getByRole("menuitem").allInnerTexts()).map((text) => text.trim())).toEqual([
      "Scanner",
      "Support Us",
      "English",
      "Svenska",
    ]);

    await menu.getByRole("menuitem", { name: "Support Us" }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    await page.getByRole("heading", { name: "Support Our Platform" }).waitFor();
  });

  it("navigates with the tab bar and marks exactly the current tab active", async () => {
    const page = await openPage("/scanner");
    await layoutReady(page);
    await tabBar(page).getByRole("link", { name: "Info" }).click();
    await page.waitForURL(`${baseUrl}/help`);
    await page.getByRole("heading", { name: "About This Service" }).waitFor();
    for (const title of ["Disclaimer", "How It Works", "Cookie Policy", "Contact"]) {
      expect(await page.getByRole("heading", { name: title }).isVisible(), title).toBe(true);
    }
    expect(await page.getByText("0.8.56").isVisible()).toBe(true);
    expect(await page.getByText("Product data: Open Food Facts contributors").innerText()).toBe(
      "Product data: Open Food Facts contributors (https://world.openfoodfacts.org), ODbL",
    );

    const current = await tabBar(page).locator('[aria-current="page"]').allInnerTexts();
    expect(current.map((text) => text.trim())).toEqual(["Info"]);
  });

  it("shows the not-found screen inside the layout for an unknown path", async () => {
    const page = await openPage("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText(/add the page to the router/).isVisible()).toBe(true);
    expect(await tabBar(page).isVisible()).toBe(true);
  });

  it("shows /auth without header and tab bar", async () => {
    const page = await openPage("/auth");
    await page.getByRole("button", { name: "Request Verification Code" }).waitFor();
    expect(await tabBar(page).count()).toBe(0);
    expect(await header(page).count()).toBe(0);
  });

  it("sends a guest from /saved to /auth with 'Login required'", async () => {
    const page = await openPage("/saved");
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByText("You need to log in to view saved products").waitFor();
  });

  it("sends a guest from /admin to / (and on to /scanner) with 'Access Denied'", async () => {
    const page = await openPage("/admin");
    await page.getByText("You don't have permission to access the admin dashboard.").waitFor();
    await page.waitForURL(`${baseUrl}/scanner`);
  });
});
