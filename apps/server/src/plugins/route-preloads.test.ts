import { describe, expect, it } from "vitest";

import { routePages, type ViteManifest } from "./route-preloads";

const INDEX = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
  </head>
  <body></body>
</html>`;

/** A build of a few entries, shaped as Vite's manifest (`build.manifest`) writes it. */
const manifest: ViteManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_vendor-1.js"], css: ["assets/index-1.css"] },
  "_vendor-1.js": { file: "assets/vendor-1.js" },
  "_shared-1.js": { file: "assets/shared-1.js", imports: ["_vendor-1.js"], css: ["assets/shared-1.css"] },
  "src/routes/scanner.tsx?tsr-split=component": { file: "assets/scanner-1.js", imports: ["index.html", "_vendor-1.js", "_shared-1.js"] },
  "src/routes/results.$id.tsx?tsr-split=component": { file: "assets/results-1.js", imports: ["_shared-1.js", "_deep-1.js"] },
  "_deep-1.js": { file: "assets/deep-1.js" },
  "src/routes/index.tsx?tsr-split=component": { file: "assets/routes-1.js", imports: ["index.html"] },
  "src/routes/help.tsx?tsr-split=component": { file: "assets/help-1.js", imports: ["index.html", "_vendor-1.js"] },
};

describe("routePages", () => {
  const pages = new Map(routePages(INDEX, manifest).map((page) => [page.url, page.html]));

  it("gives every routed screen its path, parameters as Fastify's", () => {
    expect([...pages.keys()].sort()).toEqual(["/", "/help", "/results/:id", "/scanner"]);
  });

  it("preloads the screen's chunks and everything they import, once, but not what index.html loads already", () => {
    const html = pages.get("/results/:id")!;
    for (const file of ["results-1.js", "shared-1.js", "deep-1.js"]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(html.match(/vendor-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain("index-1.css");
  });

  it("preloads the screen's stylesheets without making them block the first paint", () => {
    expect(pages.get("/scanner")).toContain(`<link rel="preload" as="style" crossorigin href="/assets/shared-1.css">`);
    expect(pages.get("/scanner")).not.toContain(`rel="stylesheet" crossorigin href="/assets/shared-1.css"`);
  });

  it("puts the links inside the head, after index.html's own", () => {
    const html = pages.get("/help")!;
    expect(html.indexOf("help-1.js")).toBeGreaterThan(html.indexOf("vendor-1.js"));
    expect(html.indexOf("help-1.js")).toBeLessThan(html.indexOf("</head>"));
    expect(html.replace(/\n\s*<link rel="modulepreload" crossorigin href="\/assets\/help-1\.js">/, "")).toBe(INDEX);
  });
});
