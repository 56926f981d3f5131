// Runs the app's own decoders (apps/web/src/features/scanner/decoding) over the real barcode photos
// of shared/data/barcodes and reports, per decoder, read rate, wrong codes and time per image.
//   pnpm --filter @productcheck/bench bench:decoders [--data <folder with manifest.tsv>] [--out <file.json>]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import type { BarcodeDecoder, RgbaImage } from "@productcheck/web/scanner/decoding/barcode-decoder";
import { createPhotoDecoders } from "@productcheck/web/scanner/decoding/photo-decoder";

import { decodeImage } from "./load-image";
import { type BenchImage, parseManifest } from "./manifest";
import { createNodeEnvironment, decoderVersions } from "./node-environment";
import { formatTable, type Outcome, scoreDecoder } from "./score";

const benchDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(benchDirectory, "..");

const { values: args } = parseArgs({
  options: {
    data: { type: "string", default: process.env.BARCODE_DATA_DIR ?? resolve(repoRoot, "../shared/data/barcodes") },
    out: { type: "string", default: join(benchDirectory, "results/decoders.json") },
  },
});
const dataDirectory = resolve(args.data);
const outFile = resolve(args.out);

type LoadedImage = { image: BenchImage; pixels: RgbaImage };

function loadImages(): LoadedImage[] {
  const manifest = parseManifest(readFileSync(join(dataDirectory, "manifest.tsv"), "utf8"));
  return manifest.map((image) => ({ image, pixels: decodeImage(readFileSync(join(dataDirectory, image.file))) }));
}

async function run(decoder: BarcodeDecoder, images: readonly LoadedImage[]): Promise<Outcome[]> {
  // One untimed decode first: it compiles zxing-wasm's WebAssembly / loads quagga2.
  if (images[0]) await decoder.decode(images[0].pixels);
  const outcomes: Outcome[] = [];
  for (const { image, pixels } of images) {
    const startedAt = performance.now();
    const [returned = null] = await decoder.decode(pixels);
    outcomes.push({ image, returned, ms: performance.now() - startedAt });
  }
  return outcomes;
}

async function main() {
  const images = loadImages();
  const blurry = images.filter(({ image }) => image.blurry).length;
  const notProducts = images.filter(({ image }) => image.accepted.length === 0);
  console.info(`${images.length} photos (${blurry} in the blurry set) from ${dataDirectory}`);
  if (notProducts.length > 0) {
    const codes = notProducts.map(({ image }) => image.notProducts.join("/")).join(", ");
    console.info(`${notProducts.length} show only a code the app refuses as no product's (${codes}): left out of the read rates.`);
  }

  const { zxing, zxingPasses, quagga, quaggaAgreeing, photo } = createPhotoDecoders(createNodeEnvironment());
  const scores = [];
  for (const decoder of [zxing, zxingPasses, quagga, quaggaAgreeing, photo]) {
    const startedAt = performance.now();
    scores.push(scoreDecoder(decoder.name, await run(decoder, images)));
    console.info(`  ${decoder.name}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  }

  console.info(`\n${formatTable(scores)}\n`);
  console.info("Read = the expected code or, on two-barcode photos, the other one; wrong = any other code returned.");

  const result = {
    benchmark: "decoders",
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    versions: decoderVersions,
    data: relative(repoRoot, dataDirectory),
    images: images.length,
    blurryImages: blurry,
    notProductImages: notProducts.map(({ image }) => ({ file: image.file, codes: image.notProducts })),
    scores,
  };
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
  console.info(`Wrote ${relative(process.cwd(), outFile)}`);
}

await main();
