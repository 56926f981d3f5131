import { randomInt } from "node:crypto";

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

import { launchChromium } from "./chromium";

/**
 * A client address for one test file's browsers, sent as `X-Forwarded-For` to the suite's server, which
 * trusts one proxy (`TRUST_PROXY=1`, global-setup.ts): each file's shoppers are on a network of their own
 * (an address of the 198.18.0.0/15 benchmarking range), as real shoppers are, so the per-network limits
 * (sign-in codes, guest scans) count one file's requests, not the whole suite's. Contexts of one file share
 * it, so a test of two browsers on one network is still one network.
 */
export function testNetwork(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/**
 * A phone-sized context (390×844, like an iPhone 12-15), its requests from `network` when given. Every
 * Content-Security-Policy violation is logged as a console error, so a page that the server's CSP breaks
 * fails its test (docs/security.md#security-headers).
 */
export async function newPhoneContext(browser: Browser, baseURL: string, locale?: string, network?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...(locale && { locale }),
    ...(network && { extraHTTPHeaders: { "X-Forwarded-For": network } }),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return context;
}

/** Collects uncaught page errors and console errors, so a test can assert the page stayed clean. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

// A transparent 1×1 PNG: what every image from another origin is answered with.
const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export interface PageOptions {
  /** Every context starts with the cookie consent stored, so the banner does not cover the page. */
  acceptCookies?: boolean;
  /** Origins besides the app's that pages may reach (a local test server the page talks to). */
  allowOrigins?: string[];
  /** Runs on every new context after the offline rule, e.g. to answer a third-party script with a stub. */
  setUpContext?: (context: BrowserContext) => Promise<void>;
  /** The browser's language (navigator.languages, Accept-Language), e.g. "sv-SE"; Playwright's default otherwise (en-US). */
  locale?: string;
}

/**
 * The pages of one test file: phone contexts on the app, each page watched for errors. `settle()`
 * (in afterEach) closes them all and returns what went wrong, for `expect(errors).toEqual([])`;
 * `expectError(pattern)` lets a test name an error it causes on purpose (e.g. the browser logging
 * a 404 answer). Tests run offline: images from other origins (e.g. flag images) get a blank PNG
 * and any other request to another origin is refused, unless `allowOrigins` names it (routes that
 * `setUpContext` adds take precedence, as Playwright runs the newest matching route first).
 */
export function trackPages(
  getBrowser: () => Browser,
  baseUrl: string,
  { acceptCookies = false, allowOrigins = [], setUpContext, locale }: PageOptions = {},
) {
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];
  let expected: RegExp[] = [];
  const allowed = new Set([baseUrl, ...allowOrigins].map((url) => new URL(url).origin));
  const network = testNetwork();

  const newContext = async (): Promise<BrowserContext> => {
    const context = await newPhoneContext(getBrowser(), baseUrl, locale, network);
    contexts.push(context);
    await context.route(
      (url) => !allowed.has(url.origin) && url.protocol.startsWith("http"),
      (route) =>
        route.request().resourceType() === "image"
          ? route.fulfill({ status: 200, contentType: "image/png", body: BLANK_PNG })
          : route.abort("blockedbyclient"),
    );
    if (acceptCookies) await context.addInitScript(() => localStorage.setItem("cookie-consent", "true"));
    await setUpContext?.(context);
    return context;
  };

  return {
    newContext,
    /** Opens `path` in a new page (in a new context unless one is given); Playwright waits at most 10 s. */
    async openPage(path: string, context?: BrowserContext): Promise<Page> {
      const page = await (context ?? (await newContext())).newPage();
      page.setDefaultTimeout(10_000);
      pageErrors.push(watchErrors(page));
      await page.goto(path);
      return page;
    },
    expectError(pattern: RegExp): void {
      expected.push(pattern);
    },
    async settle(): Promise<string[]> {
      const errors = pageErrors.splice(0).flat().filter((error) => !expected.some((pattern) => pattern.test(error)));
      expected = [];
      await Promise.all(contexts.splice(0).map((context) => context.close()));
      return errors;
    },
  };
}

/**
 * One Chromium for a test file: launched before its tests (with the flags `chromiumArgs` gives then),
 * closed after them; after each test, every page it opened must have settled without an error.
 */
export function browserSuite(
  baseUrl: string,
  { chromiumArgs, ...pageOptions }: PageOptions & { chromiumArgs?: () => Promise<string[]> } = {},
) {
  let browser: Browser | undefined;
  const pages = trackPages(
    () => {
      if (!browser) throw new Error("the browser is not launched yet");
      return browser;
    },
    baseUrl,
    pageOptions,
  );
  beforeAll(async () => {
    browser = await launchChromium({ extraArgs: chromiumArgs ? await chromiumArgs() : [] });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    expect(await pages.settle()).toEqual([]);
  });
  return pages;
}
