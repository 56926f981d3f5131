/**
 * Each screen's index.html with the screen's own chunks announced in the head (README, Performance).
 *
 * Vite's index.html names the entry and what it imports; a screen's code (TanStack Router's
 * `autoCodeSplitting` chunks, `src/routes/<file>?tsr-split=…`) is only asked for once the entry has run,
 * and its own imports after that: three round trips on a slow phone network before the screen can
 * render. Read from Vite's manifest, the page for a path lists them all as `<link rel="modulepreload">`
 * (and their stylesheets as `preload`), so the browser fetches them alongside the entry.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface RoutePage {
  /** Fastify's path for the route: `/results/:id`. */
  url: string;
  html: string;
}

const ROUTE_KEY = /^src\/routes\/(?<file>[^?]+)\.tsx\?tsr-split=/;

/** `results.$id` → `/results/:id`; `index` → `/`; pathless (`_x`) and `-components` files are no pages. */
function routeUrl(file: string): string | null {
  if (file.startsWith("-") || file.includes("/") || file.startsWith("_")) return null;
  const segments = file.split(".").filter((segment) => segment !== "index" && segment !== "route");
  return `/${segments.map((segment) => (segment.startsWith("$") ? `:${segment.slice(1)}` : segment)).join("/")}`;
}

function staticClosure(manifest: ViteManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return [...seen];
}

export function routePages(indexHtml: string, manifest: ViteManifest): RoutePage[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // What index.html loads already (the entry and its static imports).
  const inEntry = new Set(staticClosure(manifest, entryKeys));
  const byUrl = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_KEY.exec(key)?.groups?.file;
    const url = file && routeUrl(file);
    if (!url) continue;
    byUrl.set(url, [...(byUrl.get(url) ?? []), key]);
  }
  const pages: RoutePage[] = [];
  for (const [url, roots] of byUrl) {
    const chunks = staticClosure(manifest, roots).filter((key) => !inEntry.has(key));
    const scripts = chunks.map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
    const styles = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];
    if (scripts.length === 0 && styles.length === 0) continue;
    const links = [
      // Fetched early but not blocking the first paint (index.html's spinner); the entry's preload helper
      // applies the stylesheet before the screen renders.
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    pages.push({ url, html: indexHtml.replace(/\n?(\s*)<\/head>/, (head, indent: string) => `\n${indent}  ${links.join(`\n${indent}  `)}${head}`) });
  }
  return pages;
}
