import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { BUDGETS, kb, measureRoutes, WEB_DIST_DIR } from "./bundle-bytes";

// The web budgets, checked in CI on the production build that `pnpm test` makes for the browser tests
// anyway (bench/turbo.json: this package's `test` depends on @productcheck/web#build, cached by turbo).
describe("web bundle budgets (bench/README.md, Web)", () => {
  it("has a production build to weigh", () => {
    expect(existsSync(path.join(WEB_DIST_DIR, ".vite", "manifest.json")), `run \`pnpm build\` first (${WEB_DIST_DIR})`).toBe(true);
  });

  const routes = existsSync(path.join(WEB_DIST_DIR, ".vite", "manifest.json")) ? measureRoutes() : null;
  for (const { route, firstLoadJsGzipKb } of BUDGETS) {
    it.runIf(routes)(`keeps the first-load JavaScript of ${route} within ${firstLoadJsGzipKb} kB gzip`, () => {
      const firstLoad = routes![route].firstLoad;
      expect(kb(firstLoad.js.gzip), `first load of ${route}: ${firstLoad.files.join(", ")}`).toBeLessThanOrEqual(firstLoadJsGzipKb);
    });
  }

  it.runIf(routes)("keeps the camera decoders out of every first load", () => {
    for (const [route, { firstLoad }] of Object.entries(routes!)) {
      expect(firstLoad.files.filter((file) => /quagga|zxing|reader-/i.test(file)), route).toEqual([]);
    }
  });
});
