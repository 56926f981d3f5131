import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import { getPublicVerdict, type PublicVerdictDeps } from "@productcheck/api/services/public-verdict/public-verdict";
import { AppError } from "@productcheck/api/services/shared/app-error";
import type { TPublicVerdict } from "@productcheck/validators/public-verdict";

import { routePages, type ViteManifest } from "./route-preloads";

/** The public verdict page's path (apps/web/src/routes/p.$barcode.tsx), as Fastify and route-preloads.ts name it. */
export const PUBLIC_VERDICT_PAGE = "/p/:barcode";

const SITE_NAME = "ProductCheck";

/** What a page's head says about it: the tab's title and the Open Graph / Twitter card tags messengers read. */
export interface PageTags {
  title: string;
  ogTitle: string;
  description: string;
  url: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside an HTML attribute or element: a product's name is anyone's text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A catalogue product's tags: its name and verdict as the title, the verdict sentence as the description. */
export function verdictTags(verdict: TPublicVerdict, url: string): PageTags {
  const ogTitle = `${verdict.name}: ${verdict.verdict}`;
  return { title: `${ogTitle} · ${SITE_NAME}`, ogTitle, description: verdict.summary, url };
}

/** The tags of a code the catalogue does not hold (or a refused request): the site's own, at the address asked for. */
function genericTags(indexHtml: string, url: string): PageTags {
  const siteDescription = /<meta name="description" content="([^"]*)"/.exec(indexHtml)?.[1] ?? "";
  return { title: `Product not found · ${SITE_NAME}`, ogTitle: SITE_NAME, description: unescapeAttribute(siteDescription), url };
}

function unescapeAttribute(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => Object.entries(HTML_ESCAPES).find(([, escaped]) => escaped === entity)?.[0] ?? entity);
}

/**
 * The page's HTML with these tags: its <title> and description replaced, the Open Graph and Twitter tags added
 * before </head>. A summary card without an image (docs/sharing.md, "Link previews").
 */
export function withPageTags(html: string, tags: PageTags): string {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const head = [
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", tags.ogTitle),
    meta("property", "og:description", tags.description),
    meta("property", "og:url", tags.url),
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", tags.ogTitle),
    meta("name", "twitter:description", tags.description),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(tags.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => meta("name", "description", tags.description))
    .replace(/\n?(\s*)<\/head>/, (end, indent: string) => `\n${indent}  ${head.join(`\n${indent}  `)}${end}`);
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
 * counts against the same per-network limit as the REST read and never looks anything up. A code the catalogue
 * does not hold, or that is no barcode, gets the page with the site's tags and 404; over the limit, 429.
 */
export function registerPublicVerdictPage(app: FastifyInstance, deps: PublicVerdictDeps & { appOrigin: string | undefined }, distDir: string) {
  const html = publicVerdictPageHtml(distDir);
  if (html === null) return;
  app.get<{ Params: { barcode: string } }>(PUBLIC_VERDICT_PAGE, async (request, reply) => {
    const origin = deps.appOrigin ?? `${request.protocol}://${request.host}`;
    const asked = `${origin}/p/${encodeURIComponent(request.params.barcode)}`;
    void reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    try {
      const verdict = await getPublicVerdict(deps, { barcode: request.params.barcode, ip: request.ip });
      return reply.send(withPageTags(html, verdictTags(verdict, `${origin}/p/${verdict.barcode}`)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.retryAfterSeconds !== undefined) void reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.code(error.code === "RATE_LIMITED" ? 429 : 404).send(withPageTags(html, genericTags(html, asked)));
    }
  });
}
