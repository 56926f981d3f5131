import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text (and WebAssembly) files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|webmanifest)$/;

/**
 * Writes `x.br` (quality 11) and `x.gz` (level 9) beside every compressible file of the build, once,
 * so the server sends them as they are (@fastify/static `preCompressed`, docs/performance.md, "Web") instead of
 * compressing on every request. Files under 1 kB are left alone: compression gains nothing there.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "productcheck:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(".vite"));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const bytes = await readFile(full);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
