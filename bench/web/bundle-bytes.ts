import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Bytes each route of the production build makes a browser download, read from Vite's manifest
 * (`build.manifest` in apps/web/vite.config.ts; see bench/README.md, "Web"). First load = the entry
 * (index.html's script and CSS) plus the route's split chunks (TanStack Router's `autoCodeSplitting`
 * names them `src/routes/<file>?tsr-split=…`) and everything they import statically; lazy = everything
 * else those chunks can `import()` (decoders and their WebAssembly glue, Stripe, the menu…), other
 * routes' chunks excepted. (The zxing `.wasm` file itself is not JavaScript and is not counted.)
 */

export const WEB_DIST_DIR = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

/** The app's routes (apps/web/src/routes) with the file whose split chunks make each screen. */
export const ROUTE_FILES = {
  "/scanner": "scanner.tsx",
  "/results/$id": "results.$id.tsx",
  "/help": "help.tsx",
  "/payment": "payment.tsx",
  "/payment-success": "payment-success.tsx",
  "/saved": "saved.tsx",
  "/auth": "auth.tsx",
  "/admin": "admin.tsx",
} as const;

export type RoutePath = keyof typeof ROUTE_FILES;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface RouteBytes {
  firstLoad: { js: Sizes; css: Sizes; files: string[] };
  lazy: { js: Sizes; css: Sizes; files: string[] };
}

const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

export function readManifest(distDir = WEB_DIST_DIR): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** Raw, gzip (level 9) and brotli (quality 11) sizes: what the server's precompressed files weigh. */
export function fileSizes(filePath: string): Sizes {
  const bytes = readFileSync(filePath);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Manifest keys reachable from `roots` through static imports (and `import()`s, but never into a route's chunk). */
function closure(manifest: Manifest, roots: string[], { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
    if (dynamic) stack.push(...(manifest[key].dynamicImports ?? []).filter((next) => !next.startsWith("src/routes/")));
  }
  return seen;
}

function sum(distDir: string, files: Iterable<string>, cache: Map<string, Sizes>) {
  const total = zero();
  for (const file of files) {
    let sizes = cache.get(file);
    if (!sizes) cache.set(file, (sizes = fileSizes(path.join(distDir, file))));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

export function measureRoutes(distDir = WEB_DIST_DIR): Record<RoutePath, RouteBytes> {
  const manifest = readManifest(distDir);
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const cache = new Map<string, Sizes>();
  const result = {} as Record<RoutePath, RouteBytes>;
  for (const [route, file] of Object.entries(ROUTE_FILES) as [RoutePath, string][]) {
    const routeKeys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${file}?tsr-split`));
    if (routeKeys.length === 0) throw new Error(`no split chunk for src/routes/${file} in the manifest`);
    const first = closure(manifest, [...entryKeys, ...routeKeys]);
    const lazyRoots = [...first].flatMap((key) => manifest[key]!.dynamicImports ?? [])
      // Other routes' chunks are their own first loads, not this screen's lazy code.
      .filter((key) => !key.startsWith("src/routes/") && !first.has(key));
    const lazy = [...closure(manifest, lazyRoots, { dynamic: true })].filter((key) => !first.has(key));
    const files = (keys: Iterable<string>) => {
      const js = new Set<string>();
      const css = new Set<string>();
      for (const key of keys) {
        const chunk = manifest[key]!;
        if (chunk.file.endsWith(".js")) js.add(chunk.file);
        for (const sheet of chunk.css ?? []) css.add(sheet);
      }
      return { js, css };
    };
    const firstFiles = files(first);
    const lazyFiles = files(lazy);
    for (const sheet of firstFiles.css) lazyFiles.css.delete(sheet);
    result[route] = {
      firstLoad: { js: sum(distDir, firstFiles.js, cache), css: sum(distDir, firstFiles.css, cache), files: [...firstFiles.js, ...firstFiles.css].sort() },
      lazy: { js: sum(distDir, lazyFiles.js, cache), css: sum(distDir, lazyFiles.css, cache), files: [...lazyFiles.js, ...lazyFiles.css].sort() },
    };
  }
  return result;
}

/** Budgets checked in CI by budgets.test.ts (issue: first-load JavaScript of /scanner ≤ 150 kB gzip). */
export const BUDGETS: { route: RoutePath; firstLoadJsGzipKb: number }[] = [
  { route: "/scanner", firstLoadJsGzipKb: 150 },
];

export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
