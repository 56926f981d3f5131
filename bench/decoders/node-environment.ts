import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { isRgbaImage } from "@productcheck/web/scanner/decoding/barcode-decoder";
import type { DecoderEnvironment } from "@productcheck/web/scanner/decoding/photo-decoder";

import { toPngDataUrl } from "./load-image";

// Resolve the decoder packages from the web app, so the benchmark runs exactly the app's versions.
const webRequire = createRequire(createRequire(import.meta.url).resolve("@productcheck/web/package.json"));
const zxingWasmPath = webRequire.resolve("zxing-wasm/reader/zxing_reader.wasm");

function packageVersion(packageDirectory: string): string {
  return (JSON.parse(readFileSync(join(packageDirectory, "package.json"), "utf8")) as { version: string }).version;
}

export const decoderVersions = {
  "zxing-wasm": packageVersion(join(dirname(zxingWasmPath), "../..")),
  "@ericblade/quagga2": packageVersion(join(dirname(webRequire.resolve("@ericblade/quagga2")), "..")),
};

/**
 * The app's decoders with Node's resources: zxing-wasm gets its WebAssembly file's bytes from
 * node_modules (the browser fetches it from our own origin instead), quagga2 gets each image as a
 * PNG data URL (it decodes that with sharp in Node).
 */
export function createNodeEnvironment(): DecoderEnvironment {
  const wasm = readFileSync(zxingWasmPath);
  return {
    zxingOverrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    toQuaggaImage: async (source) => {
      if (!isRgbaImage(source)) throw new TypeError("In Node the decoders take RGBA pixels.");
      return { src: toPngDataUrl(source), mime: "image/png" };
    },
  };
}
