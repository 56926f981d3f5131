import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { BUDGETS, kb, measureRoutes, type RouteBytes, type Sizes } from "./bundle-bytes";
import { LIGHTHOUSE_TARGETS, medianRun, runLighthouse, type LighthouseMedian, type LighthouseResult } from "./lighthouse";
import { scanOnce, startProductionApp } from "./production-app";
import { measureScanToResult, type ScanToResult } from "./scan-to-result";

/**
 * `pnpm bench:web` (bench/README.md, Web): after `pnpm build`, the bytes of every route's first load and
 * lazy chunks, then — against the production server on a fresh seeded database — Lighthouse (mobile)
 * on /scanner, /results/{id}, /help and /payment, and scan → result with the fake camera.
 * Options: --skip-lighthouse, --runs <n> (Lighthouse runs per page, 3; the median is reported), --pages <list>
 * (comma-separated, e.g. /scanner,/results; default all four), --skip-scan, --scans <n> (10), --web-dist <dir> and --server-entry <file>
 * (to measure another build, e.g. an older commit's), --reports <dir> (keeps Lighthouse's full JSON
 * reports there, with every finding's elements), --out <file.json>.
 */
const { values: options } = parseArgs({
  options: {
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-scan": { type: "boolean", default: false },
    scans: { type: "string", default: "10" },
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    "web-dist": { type: "string" },
    "server-entry": { type: "string" },
    reports: { type: "string" },
    out: { type: "string", default: fileURLToPath(new URL("../results/web.json", import.meta.url)) },
  },
});

// The server runs in a directory of its own: paths must be absolute.
const webDist = options["web-dist"] && path.resolve(options["web-dist"]);
const serverEntry = options["server-entry"] && path.resolve(options["server-entry"]);

const fmt = (sizes: Sizes) => `${kb(sizes.raw)} / ${kb(sizes.gzip)} / ${kb(sizes.brotli)}`;

let bytes: Record<string, RouteBytes> | null = null;
try {
  bytes = measureRoutes(webDist);
  console.info("kB raw / gzip / brotli       first-load JS          first-load CSS       lazy JS");
  for (const [route, { firstLoad, lazy }] of Object.entries(bytes)) {
    console.info(`${route.padEnd(18)} ${fmt(firstLoad.js).padEnd(24)} ${fmt(firstLoad.css).padEnd(22)} ${fmt(lazy.js)}`);
  }
  for (const { route, firstLoadJsGzipKb } of BUDGETS) {
    const actual = kb(bytes[route]!.firstLoad.js.gzip);
    console.info(`budget ${route}: first-load JS ${actual} kB gzip (≤ ${firstLoadJsGzipKb}) ${actual <= firstLoadJsGzipKb ? "ok" : "OVER"}`);
  }
} catch (error) {
  // An older build has no manifest: its bytes are not measured, the rest still is.
  console.info(`bytes not measured: ${error instanceof Error ? error.message : String(error)}`);
}

const lighthouse: Record<string, LighthouseMedian> = {};
let scanToResult: ScanToResult | null = null;
if (!options["skip-lighthouse"] || !options["skip-scan"]) {
  const app = await startProductionApp({ serverEntry, webDistDir: webDist });
  try {
    if (!options["skip-lighthouse"]) {
      // Heinz ketchup: US-owned, so its result screen also lists alternatives (the heaviest result).
      const scanId = await scanOnce(app.baseUrl, "8715700421353");
      if (options.reports) mkdirSync(path.resolve(options.reports), { recursive: true });
      const wanted = options.pages?.split(",");
      const pages = ["/scanner", `/results/${scanId}`, "/help", "/payment"].filter(
        (page) => !wanted || wanted.some((w) => page === w || page.startsWith(`${w}/`)),
      );
      for (const page of pages) {
        const runs: LighthouseResult[] = [];
        for (let i = 0; i < Number(options.runs); i++) {
          const reportFile = options.reports && `${path.resolve(options.reports)}/lighthouse${page.replaceAll("/", "-")}-${i + 1}.json`;
          const run = await runLighthouse(`${app.baseUrl}${page}`, { reportFile });
          runs.push(run);
          console.info(
            `  run ${i + 1} ${page}: performance ${run.scores.performance} (benchmarkIndex ${run.benchmarkIndex}); ` +
              `FCP ${run.metrics.fcpMs} ms, LCP ${run.metrics.lcpMs} ms, TBT ${run.metrics.tbtMs} ms`,
          );
        }
        const result = medianRun(runs);
        lighthouse[page.startsWith("/results/") ? "/results/{id}" : page] = result;
        const misses = Object.entries(LIGHTHOUSE_TARGETS).filter(([category, target]) => (result.scores[category] ?? 0) < target);
        console.info(
          `lighthouse ${page} (median of ${runs.length}): ${Object.entries(result.scores).map(([c, s]) => `${c} ${s}`).join(", ")}; ` +
            `FCP ${result.metrics.fcpMs} ms, LCP ${result.metrics.lcpMs} ms, TBT ${result.metrics.tbtMs} ms, CLS ${result.metrics.cls}; ` +
            `benchmarkIndex ${result.benchmarkIndex}` +
            (misses.length ? `  — below target: ${misses.map(([c]) => c).join(", ")}` : ""),
        );
        for (const finding of result.findings) console.info(`    ${finding.id}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ""}`);
      }
    }
    if (!options["skip-scan"]) {
      scanToResult = await measureScanToResult(app.baseUrl, Number(options.scans));
      const { p50, p95, n } = scanToResult.detectionToName;
      console.info(`scan → result (${scanToResult.product}, ${n} scans): detection → name painted p50 ${p50} ms, p95 ${p95} ms (target p50 ≤ 300 ms)`);
    }
  } finally {
    await app.stop();
  }
}

mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
writeFileSync(options.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), bytes, lighthouse, scanToResult }, null, 2)}\n`);
console.info(`written to ${options.out}`);
