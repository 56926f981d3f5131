import type { ZXingModuleOverrides } from "zxing-wasm/reader";

import type { BarcodeDecoder, DecodeSource } from "./barcode-decoder";
import type { QuaggaImage } from "./browser-image";
import { createQuaggaDecoder } from "./quagga-decoder";
import { createZxingDecoder } from "./zxing-decoder";

/** Where the decoders get their resources: the browser's (scan-decoder.ts) or Node's (the benchmark). */
export type DecoderEnvironment = {
  zxingOverrides: ZXingModuleOverrides;
  toQuaggaImage: (source: DecodeSource) => Promise<QuaggaImage>;
};

/** A photo taken at an angle: straighten it by these angles when the upright image gives nothing. */
export const PHOTO_ROTATIONS = [45, -45] as const;

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

export type PhotoDecoders = {
  zxing: BarcodeDecoder;
  zxingRotated: BarcodeDecoder;
  quagga: BarcodeDecoder;
  /** The app's strategy for a picked photo: zxing-wasm (upright, then rotated), then quagga2. */
  photo: BarcodeDecoder;
};

/**
 * The decoders for a still photo. No confirmation applies here (there is one image), so zxing-wasm,
 * which rarely returns a wrong code, goes first, and quagga2 only gets what zxing-wasm missed.
 */
export function createPhotoDecoders(environment: DecoderEnvironment): PhotoDecoders {
  const overrides = environment.zxingOverrides;
  const zxing = createZxingDecoder({ overrides, tryHarder: true, maxSide: PHOTO_MAX_SIDE });
  const zxingRotated = createZxingDecoder({
    overrides,
    tryHarder: true,
    maxSide: PHOTO_MAX_SIDE,
    retryRotations: PHOTO_ROTATIONS,
    name: "zxing-wasm + rotation ±45°",
  });
  const quagga = createQuaggaDecoder({ locate: [true, false], toImage: environment.toQuaggaImage, name: "quagga2 (locate, then not)" });
  return { zxing, zxingRotated, quagga, photo: createFirstReadDecoder("photo strategy", [zxingRotated, quagga]) };
}
