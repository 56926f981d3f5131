import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

import { ZPublicIdSchema } from "@productcheck/validators/input";

import { routePages, type ViteManifest } from "./route-preloads";

/**
 * The service worker and the web app manifest (docs/offline.md): revalidated on every visit like index.html, so
 * an installed app learns of a new release at its next start (browsers check sw.js themselves, but a day-long
 * cache of the manifest would keep an old name or icon).
 */
const SERVICE_WORKER_FILES = /^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * In production the built web app is served from one process and port, with the SPA fallback.
 * The build writes `.br` and `.gz` beside every text asset (apps/web/vite-precompress.ts), sent as they
 * are to a browser that accepts them (README, Performance); hashed assets never change, so browsers
 * keep them a year, and index.html is revalidated on every visit so a new release shows at once.
 * Each screen's path gets index.html with that screen's chunks preloaded (route-preloads.ts).
 * The service worker and the manifest are revalidated too (SERVICE_WORKER_FILES).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(path.join(distDir, "index.html"))) {
    app.log.info({ distDir }, "no built web app to serve (run `pnpm build`; `pnpm dev` serves it through Vite)");
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    // Vite's manifest (dist/.vite) is for bench/web, not for browsers.
    allowedPath: (pathName) => !pathName.startsWith("/.vite/"),
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        void reply.header("cache-control", "public, max-age=31536000, immutable");
      } else if (/\.html(\.br|\.gz)?$/.test(filePath) || SERVICE_WORKER_FILES.test(path.basename(filePath))) {
        // (filePath is the precompressed file when one is sent.)
        void reply.header("cache-control", "no-cache");
      }
      if (filePath.endsWith(".webmanifest")) void reply.header("content-type", "application/manifest+json; charset=utf-8");
    },
  });
  registerRoutePages(app, distDir);
}

/**
 * The first data call of a screen, started with the page like index.html's auth.status: fetched exactly as
 * the app's tRPC client asks for it (GET, batch of one, credentials included), so the browser hands the
 * answer over when the route's loader asks (routes/results.$id.tsx loads the scan after the sign-in state).
 */
const DATA_PRELOADS: Record<string, (params: Record<string, string>) => string | null> = {
  "/results/:id": ({ id }) => {
    const publicId = ZPublicIdSchema.safeParse(id);
    if (!publicId.success) return null;
    const input = encodeURIComponent(JSON.stringify({ 0: { id: publicId.data } }));
    return `<link rel="preload" href="/trpc/scannedProducts.get?batch=1&amp;input=${input}" as="fetch" crossorigin="use-credentials" />`;
  },
};

/** The screens' pages, compressed once at start-up (a few kB each), revalidated like index.html. */
function registerRoutePages(app: FastifyInstance, distDir: string) {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest;
  const indexHtml = readFileSync(path.join(distDir, "index.html"), "utf8");
  for (const page of routePages(indexHtml, manifest)) {
    // "/" only redirects to /scanner; @fastify/static answers it with index.html.
    if (page.url === "/") continue;
    // A page with its own route (public-verdict-page.ts renders /p/{barcode}'s tags).
    if (app.hasRoute({ method: "GET", url: page.url })) continue;
    const variants = {
      br: brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(page.html, { level: 9 }),
      identity: Buffer.from(page.html),
    };
    const etag = `"${createHash("sha1").update(page.html).digest("base64url").slice(0, 16)}"`;
    const dataPreload = DATA_PRELOADS[page.url];
    if (dataPreload) {
      // This page's HTML names the product: built per request (no stored compressed copies; ~1.5 kB).
      app.get<{ Params: Record<string, string> }>(page.url, (request, reply) => {
        const link = dataPreload(request.params);
        void reply.header("cache-control", "no-cache");
        return reply.type("text/html; charset=utf-8").send(link ? page.html.replace("</head>", `  ${link}\n  </head>`) : page.html);
      });
      continue;
    }
    app.get(page.url, (request, reply) => {
      const accepted = request.headers["accept-encoding"] ?? "";
      const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
      void reply.header("cache-control", "no-cache").header("vary", "accept-encoding").header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      if (encoding !== "identity") void reply.header("content-encoding", encoding);
      return reply.type("text/html; charset=utf-8").send(variants[encoding]);
    });
  }
}

/** Paths that belong to the server: never answered with the web app's index.html. */
export function isServerPath(url: string): boolean {
  return /^\/(api|trpc)(\/|$|\?)|^\/(healthz|readyz)(\?|$)/.test(url);
}
