import { existsSync } from "node:fs";
import path from "node:path";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * In production the built web app is served from one process and port, with the SPA fallback.
 * The build writes `.br` and `.gz` beside every text asset (apps/web/vite-precompress.ts), sent as they
 * are to a browser that accepts them (README, Performance); hashed assets never change, so browsers
 * keep them a year, and index.html is revalidated on every visit so a new release shows at once.
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
      } else if (/\.html(\.br|\.gz)?$/.test(filePath)) {
        // (filePath is the precompressed file when one is sent.)
        void reply.header("cache-control", "no-cache");
      }
    },
  });
}

/** Paths that belong to the server: never answered with the web app's index.html. */
export function isServerPath(url: string): boolean {
  return /^\/(api|trpc)(\/|$|\?)|^\/(healthz|readyz)(\?|$)/.test(url);
}
