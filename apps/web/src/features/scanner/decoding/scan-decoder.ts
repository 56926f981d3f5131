// The app's entry to barcode decoding. Import it with `import()` from the scanner screen: the
// decoder libraries themselves load lazily from here, only when the device needs them.
import zxingWasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

import { toQuaggaImage } from "./browser-image";
import { createLiveScanDecoder, type LiveScanDecoderConfig, type ScanDecoder } from "./live-scan-decoder";
import { createNativeDecoder } from "./native-decoder";
import { createPhotoDecoders, type DecoderEnvironment, type PhotoDecoders } from "./photo-decoder";
import { createQuaggaDecoder, preloadQuagga } from "./quagga-decoder";
import { createZxingDecoder, preloadZxing } from "./zxing-decoder";

/**
 * The zxing-wasm build emits its WebAssembly into our own assets (Vite's `?url`), and it is the
 * very file of the installed zxing-wasm version, so glue and binary always match. Never a CDN.
 */
const browserEnvironment: DecoderEnvironment = {
  zxingOverrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? zxingWasmUrl : prefix + path) },
  toQuaggaImage,
};

/** Video frames are decoded at most this wide or high; enough for a barcode filling the viewport. */
const VIDEO_MAX_SIDE = 1280;

/**
 * The live-video decoder: the browser's BarcodeDetector when it reads all retail formats, else
 * zxing-wasm; quagga2 joins in after 1.5 s without a read, and its codes count only after two
 * identical reads in a row. Use it with `startVideoScan`.
 */
export function createScanDecoder(options: Pick<LiveScanDecoderConfig, "onDecoderError"> = {}): ScanDecoder {
  const { zxingOverrides: overrides } = browserEnvironment;
  return createLiveScanDecoder({
    ...options,
    primary: [
      () => createNativeDecoder(),
      async () => {
        await preloadZxing(overrides);
        return createZxingDecoder({ overrides, tryHarder: true, maxSide: VIDEO_MAX_SIDE });
      },
    ],
    fallback: async () => {
      await preloadQuagga();
      return createQuaggaDecoder({ locate: [true], size: 800, toImage: toQuaggaImage });
    },
  });
}

let photoDecoders: PhotoDecoders | undefined;

/**
 * Decodes a photo the shopper picked: zxing-wasm's passes (upright, then other thresholds and the
 * image straightened), then quagga2, whose code counts only when two of its passes agree on it.
 * The product's GTIN, or null if none was read.
 */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  photoDecoders ??= createPhotoDecoders(browserEnvironment);
  const [gtin] = await photoDecoders.photo.decode(file);
  return gtin ?? null;
}
