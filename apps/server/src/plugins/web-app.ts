import { existsSync } from "node:fs";
import path from "node:path";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** In production the built web app is served from one process and port, with the SPA fallback. */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(path.join(distDir, "index.html"))) {
    app.log.info({ distDir }, "no built web app to serve (run `pnpm build`; `pnpm dev` serves it through Vite)");
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        void reply.header("cache-control", "public, max-age=31536000, immutable");
      }
    },
  });
}

/** Paths that belong to the server: never answered with the web app's index.html. */
export function isServerPath(url: string): boolean {
  return /^\/(api|trpc)(\/|$|\?)|^\/(healthz|readyz)(\?|$)/.test(url);
}
