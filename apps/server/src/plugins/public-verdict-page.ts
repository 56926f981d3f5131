import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import { shopperLocale, type ShopperLocale } from "@productcheck/api/i18n/shopper-messages";
import {
  getPublicVerdict,
  notFoundPageTexts,
  type PublicPageTexts,
  type PublicVerdictDeps,
  verdictPageTexts,
} from "@productcheck/api/services/public-verdict/public-verdict";
import { AppError } from "@productcheck/api/services/shared/app-error";

import { routePages, type ViteManifest } from "./route-preloads";

/** The public verdict page's path (apps/web/src/routes/p.$barcode.tsx), as Fastify and route-preloads.ts name it. */
export const PUBLIC_VERDICT_PAGE = "/p/:barcode";

const SITE_NAME = "ProductCheck";

/** A picture of our own, served from our origin: its address and its size in pixels. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
}

/** What a page's head says about it, in the reader's language: the tab's title and the Open Graph / Twitter card tags messengers read. */
export interface PageTags extends PublicPageTexts {
  lang: ShopperLocale;
  url: string;
  image: PageImage | null;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside an HTML attribute or element: a product's name is anyone's text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The site's own description, as index.html's head says it (the page of a code without a public verdict). */
function siteDescriptionOf(indexHtml: string): string {
  return unescapeAttribute(/<meta name="description" content="([^"]*)"/.exec(indexHtml)?.[1] ?? "");
}

function unescapeAttribute(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => Object.entries(HTML_ESCAPES).find(([, escaped]) => escaped === entity)?.[0] ?? entity);
}

/**
 * The page's HTML with these tags: its `<html lang>`, <title> and description replaced, the Open Graph and Twitter
 * tags added before </head> — a summary card with the app's icon as its picture (docs/sharing.md, "Link previews").
 */
export function withPageTags(html: string, tags: PageTags): string {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const image = tags.image
    ? [
        meta("property", "og:image", tags.image.url),
        meta("property", "og:image:type", "image/png"),
        meta("property", "og:image:width", String(tags.image.width)),
        meta("property", "og:image:height", String(tags.image.height)),
        meta("property", "og:image:alt", tags.imageAlt),
        meta("name", "twitter:image", tags.image.url),
        meta("name", "twitter:image:alt", tags.imageAlt),
      ]
    : [];
  const head = [
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", tags.ogTitle),
    meta("property", "og:description", tags.description),
    meta("property", "og:url", tags.url),
    ...image,
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", tags.ogTitle),
    meta("name", "twitter:description", tags.description),
  ];
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${tags.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(tags.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => meta("name", "description", tags.description))
    .replace(/\n?(\s*)<\/head>/, (end, indent: string) => `\n${indent}  ${head.join(`\n${indent}  `)}${end}`);
}

/** The app's 512-pixel icon (apps/web/vite-pwa.ts), the picture of every link preview. */
export const PREVIEW_IMAGE_PATH = "/icons/icon-512.png";

const PNG_SIGNATURE = "89504e470d0a1a0a";

/** A PNG's width and height, read from its header (IHDR); null for a file that is no PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || Buffer.from(bytes.subarray(0, 8)).toString("hex") !== PNG_SIGNATURE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The preview picture's path and size, when the build has it; the page goes without a picture otherwise. */
function previewImage(distDir: string): { path: string; width: number; height: number } | null {
  const file = path.join(distDir, PREVIEW_IMAGE_PATH);
  if (!existsSync(file)) return null;
  const size = pngSize(readFileSync(file));
  return size && { path: PREVIEW_IMAGE_PATH, ...size };
}

/** The page the web build has for /p/{barcode} (its chunks preloaded, route-preloads.ts), else plain index.html. */
function publicVerdictPageHtml(distDir: string): string | null {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, "utf8");
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return indexHtml;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest;
  return routePages(indexHtml, manifest).find((page) => page.url === PUBLIC_VERDICT_PAGE)?.html ?? indexHtml;
}

/**
 * GET /p/{barcode}: the web app's page with the product's Open Graph tags rendered by the server, so messengers
 * show a preview of a shared verdict (docs/sharing.md). Read through the public verdict service, so the page
 * counts against the same per-network limit as the REST read and never looks anything up. The tags and
 * `<html lang>` are in the language of the request's Accept-Language (a messenger sends its own; English
 * otherwise). A code the catalogue does not hold, or that is no barcode, gets the page with the site's tags and
 * 404; over the limit, 429. Addresses are absolute on APP_ORIGIN, the configured public origin; without it (a
 * development server) on the request's own.
 */
export function registerPublicVerdictPage(app: FastifyInstance, deps: PublicVerdictDeps & { appOrigin: string | undefined }, distDir: string) {
  const html = publicVerdictPageHtml(distDir);
  if (html === null) return;
  const siteDescription = siteDescriptionOf(html);
  const image = previewImage(distDir);
  app.get<{ Params: { barcode: string } }>(PUBLIC_VERDICT_PAGE, async (request, reply) => {
    const origin = deps.appOrigin ?? `${request.protocol}://${request.host}`;
    const locale = shopperLocale(request.headers["accept-language"]);
    const page = (texts: PublicPageTexts, url: string) =>
      withPageTags(html, { ...texts, lang: locale, url, image: image && { url: `${origin}${image.path}`, width: image.width, height: image.height } });
    void reply.header("cache-control", "no-cache").header("vary", "Accept-Language").type("text/html; charset=utf-8");
    try {
      const verdict = await getPublicVerdict(deps, { barcode: request.params.barcode, ip: request.ip, locale });
      return reply.send(page(verdictPageTexts(verdict, locale), `${origin}/p/${verdict.barcode}`));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.retryAfterSeconds !== undefined) void reply.header("retry-after", String(error.retryAfterSeconds));
      const asked = `${origin}/p/${encodeURIComponent(request.params.barcode)}`;
      return reply.code(error.code === "RATE_LIMITED" ? 429 : 404).send(page(notFoundPageTexts(SITE_NAME, siteDescription, locale), asked));
    }
  });
}
