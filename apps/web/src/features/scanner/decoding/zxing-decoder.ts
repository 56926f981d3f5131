import type * as ZxingReaderModule from "zxing-wasm/reader";
import type { Binarizer, ReaderOptions, ZXingModuleOverrides } from "zxing-wasm/reader";

import { type BarcodeDecoder, type DecodeSource, type RgbaImage, SCAN_FORMATS } from "./barcode-decoder";
import { toRgbaImage } from "./browser-image";
import { rotateImage } from "./rotate-image";
import { readsToGtins } from "./to-gtin";

type ZxingReader = typeof ZxingReaderModule;

/**
 * zxing-cpp also reads a downscaled copy of any image at least `threshold` pixels on its shorter
 * side, shrunk by `factor`. Its defaults, 500 and 3, skip small photos, where a half-size copy
 * sometimes reads when the photo itself does not.
 */
export type ZxingDownscale = { threshold: number; factor: 2 | 3 | 4 };

/**
 * One attempt on the image: turned by `rotation` degrees first (a barcode photographed at an
 * angle), its grey levels split into black and white by `binarizer` (zxing-wasm's default,
 * "LocalAverage", when unset; "FixedThreshold" reads some evenly lit photos the default misses),
 * with zxing-cpp's downscaled copies as `downscale` says (its defaults when unset).
 */
export type ZxingPass = { rotation?: number; binarizer?: Binarizer; downscale?: ZxingDownscale };

export type ZxingDecoderOptions = {
  /**
   * Where the WebAssembly comes from. The app serves it from its own origin (`locateFile`); the
   * Node benchmark hands over the file's bytes (`wasmBinary`). Without overrides zxing-wasm would
   * fetch it from a CDN: never let it.
   */
  overrides: ZXingModuleOverrides;
  /** zxing-cpp's slower, more thorough search (more scan lines, rotated and downscaled retries). */
  tryHarder?: boolean;
  /** The attempts, in order, until one reads a code: by default one on the upright image. */
  passes?: readonly ZxingPass[];
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
  const { overrides, tryHarder = true, passes = [{}], maxSide, name = "zxing-wasm" } = options;
  const readerOptions: ReaderOptions = { formats: [...SCAN_FORMATS], tryHarder, tryInvert: false };

  const read = async (zxing: ZxingReader, image: RgbaImage, { binarizer, downscale }: ZxingPass): Promise<string[]> => {
    const passOptions: ReaderOptions = {
      ...readerOptions,
      ...(binarizer && { binarizer }),
      ...(downscale && { downscaleThreshold: downscale.threshold, downscaleFactor: downscale.factor }),
    };
    // zxing-wasm only reads `data`, `width` and `height`, so plain pixels do where Node has no ImageData.
    const results = await zxing.readBarcodes(image as ImageData, passOptions);
    return readsToGtins(results.filter((result) => result.isValid).map((result) => ({ text: result.text, isUpcE: result.format === "UPCE" })));
  };

  return {
    name,
    async decode(source: DecodeSource) {
      const zxing = await loadReader(overrides);
      const image = await toRgbaImage(source, maxSide);
      const rotated = new Map<number, RgbaImage>([[0, image]]);
      for (const pass of passes) {
        const rotation = pass.rotation ?? 0;
        let turned = rotated.get(rotation);
        if (turned === undefined) rotated.set(rotation, (turned = rotateImage(image, rotation)));
        const gtins = await read(zxing, turned, pass);
        if (gtins.length > 0) return gtins;
      }
      return [];
    },
  };
}
