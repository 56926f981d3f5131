// The public verdict over real HTTP (docs/sharing.md): GET /api/public/products/{barcode} and the /p/{barcode}
// page with its Open Graph tags, on a real database, with live lookups pointed at a local Open Food Facts that
// holds every code asked for here — so a 404 proves the catalogue alone was read.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { translateForShopper } from "@productcheck/api/i18n/shopper-messages";
import { PUBLIC_VERDICT_NOT_FOUND_MESSAGE } from "@productcheck/api/services/public-verdict/public-verdict";
import { createProductSources } from "@productcheck/api/services/scan/remote-products";
import { createOffClient } from "@productcheck/api/services/shared/off-client";
import { RATE_LIMITS } from "@productcheck/api/services/shared/rate-limits";
import { startOffTestServer, type OffTestServer } from "@productcheck/api/testing/off-test-server";
import { createBrandChain, createProduct, testConfig } from "@productcheck/api/testing/test-helpers";
import { nutellaOffProduct } from "@productcheck/catalogue/testing/off-test-products";

import { escapeHtml, pngSize, PREVIEW_IMAGE_PATH, registerPublicVerdictPage } from "./plugins/public-verdict-page";
import { startTestServer } from "./testing/test-server";

const UNKNOWN_TO_CATALOGUE = "3017620422003";
const SITE_DESCRIPTION = "Scan a product's barcode to see who makes it & where.";

let off: OffTestServer;
let server: Awaited<ReturnType<typeof startTestServer>>;
let distDir: string;
let product: { barcode: string; name: string };

beforeAll(async () => {
  off = await startOffTestServer({ products: { [UNKNOWN_TO_CATALOGUE]: nutellaOffProduct() } });
  distDir = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  const write = (file: string, text: string | Uint8Array) => {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), text);
  };
  write(
    "index.html",
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="${SITE_DESCRIPTION.replace("&", "&amp;")}" />\n    <title>ProductCheck</title>\n  </head>\n  <body></body>\n</html>\n`,
  );
  write(
    ".vite/manifest.json",
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js", isEntry: true },
      "src/routes/p.$barcode.tsx?tsr-split=component": { file: "assets/p-barcode-def456.js", imports: ["index.html"] },
    }),
  );
  write(PREVIEW_IMAGE_PATH, pngHeader(512, 512));
  const offClient = createOffClient({ baseUrls: [off.baseUrl], userAgent: "ProductCheck/0.0.0 (test@productcheck.example)", timeoutMs: 500 });
  server = await startTestServer({
    sources: createProductSources({ off: offClient, taxonomy: { categories: {} } }),
    // Each test reads from a network of its own (X-Forwarded-For), so none spends another's limit.
    trustProxy: 1,
    webDistDir: distDir,
  });
  await createBrandChain(server.db, "Rest Share Cola", [["Rest Share Bottlers", "SE"], ["Rest Share Beverages Inc", "US"]]);
  product = await createProduct(server.db, {
    name: `Cola "zero" <script>alert('x')</script> & more`,
    brand: "Rest Share Cola",
    countryCode: "SE",
    countrySource: "catalogue",
    countryConfidence: "high",
  }).then(({ barcode }) => ({ barcode, name: `Cola "zero" <script>alert('x')</script> & more` }));
});
afterAll(async () => {
  // No live lookup, whatever was asked: OFF holds UNKNOWN_TO_CATALOGUE and was never asked for it.
  expect(off.requests).toEqual([]);
  await server.close();
  await off.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The first bytes of a PNG of this size: its signature and header (IHDR), all the server reads of the preview picture. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

let network = 0;
function fromNewNetwork() {
  const ip = `203.0.113.${++network}`;
  return (url: string, accept = "application/json", acceptLanguage?: string) =>
    server.request(url, { headers: { "x-forwarded-for": ip, accept, ...(acceptLanguage && { "accept-language": acceptLanguage }) } });
}

describe("GET /api/public/products/{barcode}", () => {
  it("answers a catalogue product's verdict and owner chain, to anyone, setting no cookie and charging nothing", async () => {
    const get = fromNewNetwork();
    const guests = await server.db.guest.count();
    const response = await get(`/api/public/products/${product.barcode}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      barcode: product.barcode,
      name: product.name,
      country: "SE",
      hq_country: "US",
      isAmerican: true,
      verdict: "American",
      ownershipChain: [expect.objectContaining({ country: "SE" }), expect.objectContaining({ country: "US", countryName: "United States" })],
    });
    expect(body).not.toHaveProperty("alternatives");
    expect(await server.db.scan.count({ where: { product: { barcode: product.barcode } } })).toBe(0);
    expect(await server.db.guest.count()).toBe(guests);
  });

  it("explains the verdict in the reader's language from Accept-Language, English otherwise", async () => {
    const ip = `203.0.113.${++network}`;
    const explanation = async (acceptLanguage: string) => {
      const response = await server.request(`/api/public/products/${product.barcode}`, {
        headers: { "x-forwarded-for": ip, accept: "application/json", "accept-language": acceptLanguage },
      });
      return ((await response.json()) as { brandExplanation: string }).brandExplanation;
    };
    expect(await explanation("sv-SE,sv;q=0.9")).toMatch(
      /^Rest Share Cola ägs av Rest Share Bottlers \d+, en del av Rest Share Beverages Inc \d+, med huvudkontor i USA\. Den tillverkas i Sverige, medan ägaren har sitt huvudkontor i USA\.$/,
    );
    expect(await explanation("en")).toMatch(
      /^Rest Share Cola belongs to Rest Share Bottlers \d+, part of Rest Share Beverages Inc \d+, headquartered in the United States\. It is made in Sweden, while its owner is headquartered in the United States\.$/,
    );
  });

  it("answers 404 with a clear message for a valid code the catalogue does not hold, without looking it up", async () => {
    const response = await fromNewNetwork()(`/api/public/products/${UNKNOWN_TO_CATALOGUE}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: PUBLIC_VERDICT_NOT_FOUND_MESSAGE, code: "NOT_FOUND" });
    expect(await server.db.product.count({ where: { barcode: UNKNOWN_TO_CATALOGUE } })).toBe(0);
  });

  it("answers 400 with what is wrong for a code that is no barcode", async () => {
    const get = fromNewNetwork();
    const cases: [code: string, message: string][] = [
      ["abc", "A barcode contains only digits."],
      ["12345", "A barcode has 8, 12 or 13 digits."],
      ["4006381333932", "This barcode did not read correctly, so please scan it again or check the number you typed."],
      ["9".repeat(65), "A barcode has 8, 12 or 13 digits."],
    ];
    for (const [code, message] of cases) {
      const response = await get(`/api/public/products/${code}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.stringContaining(message), code: "BAD_REQUEST" });
    }
  });

  it("refuses a network over its limit with 429 and Retry-After; the page and the REST read share it", async () => {
    const get = fromNewNetwork();
    const { max } = RATE_LIMITS.publicVerdictsPerNetworkMinute;
    for (let hit = 0; hit < max; hit++) {
      const response = hit % 2 === 0 ? await get(`/api/public/products/${product.barcode}`) : await get(`/p/${product.barcode}`, "text/html");
      expect(response.status).toBe(200);
    }
    const refused = await get(`/api/public/products/${product.barcode}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/^Too many product pages/) });
    const page = await get(`/p/${product.barcode}`, "text/html");
    expect(page.status).toBe(429);
    expect(metaContent(await page.text(), "og:title")).toBe("ProductCheck");
  });
});

/** The content of the meta tag `key` (property or name) in `html`, as written (escaped). */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe("GET /p/{barcode}: the page with its Open Graph tags", () => {
  it("renders the product's name, verdict and verdict sentence into the head, escaped", async () => {
    const response = await fromNewNetwork()(`/p/${product.barcode}`, "text/html");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    const escapedName = "Cola &quot;zero&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more";
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(`<title>${escapedName}: American · ProductCheck</title>`);
    expect(metaContent(html, "og:title")).toBe(`${escapedName}: American`);
    expect(metaContent(html, "og:description")).toMatch(/^American\. Made in Sweden\. Rest Share Cola belongs to Rest Share Bottlers \d+, part of Rest Share Beverages Inc \d+, headquartered in the United States\./);
    expect(metaContent(html, "description")).toBe(metaContent(html, "og:description"));
    expect(metaContent(html, "og:url")).toBe(`${server.origin}/p/${product.barcode}`);
    expect(metaContent(html, "og:type")).toBe("website");
    expect(metaContent(html, "og:site_name")).toBe("ProductCheck");
    expect(metaContent(html, "twitter:card")).toBe("summary");
    expect(html).toContain('<html lang="en">');
    // Still the web app's page, with the route's own chunk preloaded.
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/p-barcode-def456.js">`);
  });

  it("says the head and <html lang> in Swedish to a Swedish reader (a messenger sends its own Accept-Language)", async () => {
    const response = await fromNewNetwork()(`/p/${product.barcode}`, "text/html", "sv-SE,sv;q=0.9,en;q=0.5");
    expect(response.status).toBe(200);
    expect(response.headers.get("vary")).toMatch(/accept-language/i);
    const html = await response.text();
    const escapedName = "Cola &quot;zero&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more";
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain(`<title>${escapedName}: Amerikansk · ProductCheck</title>`);
    expect(metaContent(html, "og:title")).toBe(`${escapedName}: Amerikansk`);
    expect(metaContent(html, "twitter:title")).toBe(`${escapedName}: Amerikansk`);
    expect(metaContent(html, "og:description")).toMatch(
      /^Amerikansk\. Tillverkad i Sverige\. Rest Share Cola ägs av Rest Share Bottlers \d+, en del av Rest Share Beverages Inc \d+, med huvudkontor i USA\./,
    );
    expect(metaContent(html, "description")).toBe(metaContent(html, "og:description"));
    expect(metaContent(html, "og:image:alt")).toBe("ProductChecks appikon: en streckkod med en bock");
    // The REST read says the same verdict in the same language.
    const verdict = (await (await fromNewNetwork()(`/api/public/products/${product.barcode}`, "application/json", "sv")).json()) as { verdict: string; summary: string };
    expect(verdict.verdict).toBe("Amerikansk");
    expect(metaContent(html, "og:description")).toBe(escapeHtml(verdict.summary));
  });

  it("shows the app's icon, an absolute address on our own origin, with its size and alt text", async () => {
    const html = await (await fromNewNetwork()(`/p/${product.barcode}`, "text/html")).text();
    expect(metaContent(html, "og:image")).toBe(`${server.origin}/icons/icon-512.png`);
    expect(metaContent(html, "og:image:type")).toBe("image/png");
    expect(metaContent(html, "og:image:width")).toBe("512");
    expect(metaContent(html, "og:image:height")).toBe("512");
    expect(metaContent(html, "og:image:alt")).toBe("The ProductCheck app icon: a barcode with a check mark");
    expect(metaContent(html, "twitter:image")).toBe(`${server.origin}/icons/icon-512.png`);
    // An unknown code's page has the same picture.
    const missing = await (await fromNewNetwork()(`/p/${UNKNOWN_TO_CATALOGUE}`, "text/html")).text();
    expect(metaContent(missing, "og:image")).toBe(`${server.origin}/icons/icon-512.png`);
  });

  it("puts the addresses on APP_ORIGIN when it is configured, whatever Host the request names", async () => {
    const app = Fastify();
    registerPublicVerdictPage(app, { db: server.db, config: testConfig, appOrigin: "https://productcheck.example" }, distDir);
    try {
      const response = await app.inject({ url: `/p/${product.barcode}`, headers: { host: "attacker.example", accept: "text/html" }, remoteAddress: "198.51.100.77" });
      expect(response.statusCode).toBe(200);
      expect(metaContent(response.body, "og:image")).toBe("https://productcheck.example/icons/icon-512.png");
      expect(metaContent(response.body, "og:url")).toBe(`https://productcheck.example/p/${product.barcode}`);
      expect(response.body).not.toContain("attacker.example");
    } finally {
      await app.close();
    }
  });

  it("reads the picture's size from the PNG itself", () => {
    expect(pngSize(pngHeader(512, 512))).toEqual({ width: 512, height: 512 });
    expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeNull();
    // The committed icon is the size the tags say.
    expect(pngSize(readFileSync(path.join(import.meta.dirname, "../../web/public", PREVIEW_IMAGE_PATH)))).toEqual({ width: 512, height: 512 });
  });

  it("gives the canonical code in og:url when the link carries another form of it", async () => {
    const { barcode } = await createProduct(server.db, { barcode: "0012000161162", name: "Twelve" });
    const html = await (await fromNewNetwork()(`/p/${barcode.slice(1)}`, "text/html")).text();
    expect(metaContent(html, "og:url")).toBe(`${server.origin}/p/${barcode}`);
  });

  it("answers an unknown or malformed code with the page, the site's own tags and 404", async () => {
    const get = fromNewNetwork();
    for (const code of [UNKNOWN_TO_CATALOGUE, "not-a-code", "%3Cb%3E"]) {
      const response = await get(`/p/${code}`, "text/html");
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title>Product not found · ProductCheck</title>");
      expect(metaContent(html, "og:title")).toBe("ProductCheck");
      expect(metaContent(html, "og:description")).toBe("Scan a product&#39;s barcode to see who makes it &amp; where.");
      expect(metaContent(html, "og:url")).toBe(`${server.origin}/p/${encodeURIComponent(decodeURIComponent(code))}`);
      expect(html).not.toContain("<b>");
    }
  });

  it("says an unknown code's page in Swedish, the site's description included", async () => {
    const response = await fromNewNetwork()(`/p/${UNKNOWN_TO_CATALOGUE}`, "text/html", "sv");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("<title>Produkten hittades inte · ProductCheck</title>");
    expect(metaContent(html, "og:title")).toBe("ProductCheck");
  });

  it("has a Swedish text for the web app's own description (index.html), which an unknown code's page shows", () => {
    const indexHtml = readFileSync(path.join(import.meta.dirname, "../../web/index.html"), "utf8");
    const description = /<meta name="description" content="([^"]*)"/.exec(indexHtml)?.[1]?.replaceAll("&#39;", "'") ?? "";
    expect(translateForShopper(description, "sv")).not.toBe(description);
    expect(translateForShopper(description, "sv")).toMatch(/^Skanna en produkts streckkod/);
  });
});
