// A shared link in the reader's language and its preview's picture (docs/sharing.md, "Link previews"), on the
// production build: what a messenger fetching /p/{barcode} with its own Accept-Language gets, and the page a
// Swedish shopper's browser shows.
import { describe, expect, inject, it } from "vitest";

import { browserSuite } from "./support/browser";

const baseUrl = inject("baseUrl");

// A real catalogue product (packages/catalogue/seed) whose owner the registry knows (Kraft Heinz, United States),
// and a valid EAN-13 no catalogue holds.
const HEINZ_KETCHUP = { code: "8715700421353", name: "tomato ketchup" };
const UNKNOWN = "4006381333931";

const pages = browserSuite(baseUrl, { acceptCookies: true, locale: "sv-SE" });

/** The page /p/{code} as a messenger asking in `acceptLanguage` gets it. */
async function linkPreview(code: string, acceptLanguage?: string) {
  const response = await fetch(`${baseUrl}/p/${code}`, { headers: { accept: "text/html", ...(acceptLanguage && { "accept-language": acceptLanguage }) } });
  const html = await response.text();
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1]?.replaceAll("&#39;", "'");
  return { status: response.status, html, meta, lang: /<html lang="([^"]*)"/.exec(html)?.[1], title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

describe("a shared link's preview", () => {
  it("is in Swedish for a messenger that asks in Swedish, as the public verdict itself is", async () => {
    const verdict = (await (await fetch(`${baseUrl}/api/public/products/${HEINZ_KETCHUP.code}`, { headers: { "accept-language": "sv-SE,sv;q=0.9" } })).json()) as {
      verdict: string;
      summary: string;
    };
    expect(verdict.verdict).toBe("Amerikansk");
    expect(verdict.summary).toMatch(/^Amerikansk\. .*Kraft Heinz/);
    const preview = await linkPreview(HEINZ_KETCHUP.code, "sv-SE,sv;q=0.9");
    expect(preview.status).toBe(200);
    expect(preview.lang).toBe("sv");
    expect(preview.title).toBe(`${HEINZ_KETCHUP.name}: Amerikansk · ProductCheck`);
    expect(preview.meta("og:title")).toBe(`${HEINZ_KETCHUP.name}: Amerikansk`);
    expect(preview.meta("og:description")).toBe(verdict.summary);
    expect(preview.meta("og:image:alt")).toBe("ProductChecks appikon: en streckkod med en bock");

    const english = await linkPreview(HEINZ_KETCHUP.code);
    expect(english.lang).toBe("en");
    expect(english.meta("og:title")).toBe(`${HEINZ_KETCHUP.name}: American`);
  });

  it("shows the app's 512-pixel icon, from the app's own public address", async () => {
    const preview = await linkPreview(HEINZ_KETCHUP.code);
    const image = preview.meta("og:image");
    expect(image).toBe(`${baseUrl}/icons/icon-512.png`);
    expect([preview.meta("og:image:width"), preview.meta("og:image:height")]).toEqual(["512", "512"]);
    expect(preview.meta("twitter:card")).toBe("summary");
    const response = await fetch(image!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe("512x512");
  });
});

describe("the public page in a Swedish shopper's browser", () => {
  it("is in Swedish: the page's language and title, the owner sentence and the way to the scanner", async () => {
    const page = await pages.openPage(`/p/${HEINZ_KETCHUP.code}`);
    await page.getByRole("heading", { name: HEINZ_KETCHUP.name }).waitFor();
    await page.getByText(/ägs av .*Kraft Heinz/).first().waitFor();
    await page.getByRole("link", { name: "Öppna skannern" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("sv");
    expect(await page.title()).toBe(`${HEINZ_KETCHUP.name}: Amerikansk · ProductCheck`);
    expect(await page.getByText(/belongs to|Open the scanner|Made in/).count()).toBe(0);
  });

  it("says in Swedish that a code the catalogue does not hold has no verdict", async () => {
    const page = await pages.openPage(`/p/${UNKNOWN}`);
    pages.expectError(/status of 404/);
    await page.getByRole("heading", { name: "Inget omdöme att visa" }).waitFor();
    await page.getByText("Den här produkten finns inte i vår katalog än. Skanna den i appen för att slå upp den.").waitFor();
    expect(await page.title()).toBe("Produkten hittades inte · ProductCheck");
  });
});
