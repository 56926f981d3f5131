import type * as ZxingReaderModule from "zxing-wasm/reader";
import type { ReaderOptions, ZXingModuleOverrides } from "zxing-wasm/reader";

import { type BarcodeDecoder, type DecodeSource, type RgbaImage, SCAN_FORMATS } from "./barcode-decoder";
import { toRgbaImage } from "./browser-image";
import { rotateImage } from "./rotate-image";
import { readsToGtins } from "./to-gtin";

type ZxingReader = typeof ZxingReaderModule;

export type ZxingDecoderOptions = {
  /**
   * Where the WebAssembly comes from. The app serves it from its own origin (`locateFile`); the
   * Node benchmark hands over the file's bytes (`wasmBinary`). Without overrides zxing-wasm would
   * fetch it from a CDN: never let it.
   */
  overrides: ZXingModuleOverrides;
  /** zxing-cpp's slower, more thorough search (more scan lines, rotated and downscaled retries). */
  tryHarder?: boolean;
  /** Angles (degrees) to straighten the image by, one after the other, when the upright image gives nothing. */
  retryRotations?: readonly number[];
  /** A browser source (file, video frame) is drawn at most this many pixels on its longer side. */
  maxSide?: number;
  name?: string;
};

let reader: Promise<ZxingReader> | undefined;

/**
 * Loads zxing-wasm's reader build (JS glue and its ~400 kB gzip wasm) on first use, only once for
 * the whole page: it is one WebAssembly instance, so the first overrides given win.
 */
function loadReader(overrides: ZXingModuleOverrides): Promise<ZxingReader> {
  reader ??= import("zxing-wasm/reader")
    .then(async (zxing) => {
      await zxing.prepareZXingModule({ overrides, fireImmediately: true });
      return zxing;
    })
    .catch((error: unknown) => {
      reader = undefined; // let a later scan try again
      throw error;
    });
  return reader;
}

/** Downloads and compiles zxing-wasm ahead of its first decode; rejects when that fails. */
export async function preloadZxing(overrides: ZXingModuleOverrides): Promise<void> {
  await loadReader(overrides);
}

export function createZxingDecoder(options: ZxingDecoderOptions): BarcodeDecoder {
  const { overrides, tryHarder = true, retryRotations = [], maxSide, name = "zxing-wasm" } = options;
  const readerOptions: ReaderOptions = { formats: [...SCAN_FORMATS], tryHarder, tryInvert: false };

  const read = async (zxing: ZxingReader, image: RgbaImage): Promise<string[]> => {
    // zxing-wasm only reads `data`, `width` and `height`, so plain pixels do where Node has no ImageData.
    const results = await zxing.readBarcodes(image as ImageData, readerOptions);
    return readsToGtins(results.filter((result) => result.isValid).map((result) => ({ text: result.text, isUpcE: result.format === "UPCE" })));
  };

  return {
    name,
    async decode(source: DecodeSource) {
      const zxing = await loadReader(overrides);
      const image = await toRgbaImage(source, maxSide);
      let gtins = await read(zxing, image);
      for (const degrees of retryRotations) {
        if (gtins.length > 0) break;
        gtins = await read(zxing, rotateImage(image, degrees));
      }
      return gtins;
    },
  };
}
