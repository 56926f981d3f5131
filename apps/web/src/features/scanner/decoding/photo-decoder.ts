import type { ZXingModuleOverrides } from "zxing-wasm/reader";

import type { BarcodeDecoder, DecodeSource } from "./barcode-decoder";
import type { QuaggaImage } from "./browser-image";
import { createQuaggaDecoder } from "./quagga-decoder";
import { createZxingDecoder, type ZxingDownscale, type ZxingPass } from "./zxing-decoder";

/** Where the decoders get their resources: the browser's (scan-decoder.ts) or Node's (the benchmark). */
export type DecoderEnvironment = {
  zxingOverrides: ZXingModuleOverrides;
  toQuaggaImage: (source: DecodeSource) => Promise<QuaggaImage>;
};

/** Small photos (a few hundred pixels) sometimes read only from a half-size copy. */
const SMALL_PHOTO_DOWNSCALE: ZxingDownscale = { threshold: 200, factor: 2 };

/**
 * zxing-wasm's attempts on a photo, in order, until one reads: upright as on live video (most
 * photos read there, so the usual photo costs no more than one attempt), upright with half-size
 * copies of a small photo too, upright with a fixed black/white threshold, then straightened from
 * ±45° and ±20°. None of them returned a wrong code on the shared photos (bench/README.md), so
 * the first read counts.
 */
export const PHOTO_ZXING_PASSES: readonly ZxingPass[] = [
  {},
  { downscale: SMALL_PHOTO_DOWNSCALE },
  { binarizer: "FixedThreshold" },
  { rotation: 45 },
  { rotation: -45 },
  { rotation: 20 },
  { rotation: -20 },
];

/**
 * quagga2's attempts on a photo: reading straight across at three scales, then searching the image
 * for the barcode. Alone, each of them returns a wrong code now and then (1 to 8 on the shared
 * photos); no two of these four returned the same wrong code there. (Some other pairs of scales
 * did, e.g. 800 and 640 px: agreement filters wrong codes, it does not rule them out.)
 */
const PHOTO_QUAGGA_PASSES = [
  { locate: false, size: 800 },
  { locate: false, size: 1024 },
  { locate: false, size: 1280 },
  { locate: true, size: 800 },
] as const;

/** How many quagga2 attempts must return the same code before a photo's quagga2 read counts. */
export const PHOTO_QUAGGA_AGREEMENT = 2;

/** Phone photos (12 MP and more) are decoded at this size; a barcode still spans hundreds of pixels. */
const PHOTO_MAX_SIDE = 2048;

/** A decoder that asks each of `decoders` in turn and answers with the first one that reads a code. */
export function createFirstReadDecoder(name: string, decoders: readonly BarcodeDecoder[]): BarcodeDecoder {
  return {
    name,
    async decode(source) {
      for (const decoder of decoders) {
        const gtins = await decoder.decode(source);
        if (gtins.length > 0) return gtins.slice(0, 1);
      }
      return [];
    },
  };
}

/**
 * A decoder that asks each of `decoders` in turn (each a different, independent attempt at the
 * same image) and answers with the first code that `required` of them returned as their best
 * read; a code returned by fewer is dropped. A wrong code shows the shopper the wrong product, so an
 * error-prone decoder's reads must agree with each other before they count. It stops asking once
 * the attempts left could not bring any code up to `required`.
 */
export function createAgreeingDecoder(name: string, decoders: readonly BarcodeDecoder[], required: number): BarcodeDecoder {
  if (!Number.isInteger(required) || required < 2) throw new RangeError(`required must be an integer of at least 2, got ${required}`);
  return {
    name,
    async decode(source) {
      const votes = new Map<string, number>();
      let most = 0;
      for (const [index, decoder] of decoders.entries()) {
        if (most + (decoders.length - index) < required) break;
        const [gtin] = await decoder.decode(source);
        if (gtin === undefined) continue;
        const count = (votes.get(gtin) ?? 0) + 1;
        if (count >= required) return [gtin];
        votes.set(gtin, count);
        most = Math.max(most, count);
      }
      return [];
    },
  };
}

export type PhotoDecoders = {
  /** zxing-wasm once on the upright image, as the live scan uses it (for comparison). */
  zxing: BarcodeDecoder;
  /** zxing-wasm's attempts on a photo (`PHOTO_ZXING_PASSES`), the first read counting. */
  zxingPasses: BarcodeDecoder;
  /** quagga2 searching, then reading straight across, the first read counting (for comparison: unsafe alone). */
  quagga: BarcodeDecoder;
  /** quagga2's attempts on a photo (`PHOTO_QUAGGA_PASSES`), a code counting once two agree. */
  quaggaAgreeing: BarcodeDecoder;
  /** The app's strategy for a picked photo: zxing-wasm's attempts, then quagga2's agreeing ones. */
  photo: BarcodeDecoder;
};

/**
 * The decoders for a still photo. There is one image, so no read can be confirmed by the next
 * frame as on live video: zxing-wasm, which rarely returns a wrong code, goes first and its read
 * counts; quagga2 only gets what zxing-wasm missed, and its code counts only when two of its
 * attempts agree on it.
 */
export function createPhotoDecoders(environment: DecoderEnvironment): PhotoDecoders {
  const { zxingOverrides: overrides, toQuaggaImage: toImage } = environment;
  const zxing = createZxingDecoder({ overrides, tryHarder: true, maxSide: PHOTO_MAX_SIDE });
  const zxingPasses = createZxingDecoder({
    overrides,
    tryHarder: true,
    maxSide: PHOTO_MAX_SIDE,
    passes: PHOTO_ZXING_PASSES,
    name: "zxing-wasm, photo passes",
  });
  const quagga = createQuaggaDecoder({ locate: [true, false], toImage, name: "quagga2 (locate, then not)" });
  const quaggaPasses = PHOTO_QUAGGA_PASSES.map(({ locate, size }) => createQuaggaDecoder({ locate: [locate], size, toImage }));
  const quaggaAgreeing = createAgreeingDecoder("quagga2, 2 of 4 passes agreeing", quaggaPasses, PHOTO_QUAGGA_AGREEMENT);
  return { zxing, zxingPasses, quagga, quaggaAgreeing, photo: createPhotoStrategy(zxingPasses, quaggaAgreeing) };
}

/** The photo strategy from its parts: a read of `trusted` counts at once, `checked` is asked only when it reads nothing. */
export function createPhotoStrategy(trusted: BarcodeDecoder, checked: BarcodeDecoder): BarcodeDecoder {
  return createFirstReadDecoder("photo strategy", [trusted, checked]);
}
