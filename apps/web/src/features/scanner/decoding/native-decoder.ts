import { type BarcodeDecoder, type DecodeSource, isRgbaImage } from "./barcode-decoder";
import { readsToGtins } from "./to-gtin";

/** The Shape Detection API's BarcodeDetector: Chrome on Android has it, headless Chromium on Linux does not. */
type DetectedBarcode = { rawValue: string; format: string };
type NativeBarcodeDetector = { detect(source: ImageBitmapSource): Promise<DetectedBarcode[]> };
type NativeBarcodeDetectorClass = {
  new (options?: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
};

const NATIVE_FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"];

function asImageBitmapSource(source: DecodeSource): ImageBitmapSource {
  if (!isRgbaImage(source) || (typeof ImageData !== "undefined" && source instanceof ImageData)) return source as ImageBitmapSource;
  return new ImageData(new Uint8ClampedArray(source.data), source.width, source.height);
}

/**
 * A decoder on the browser's own BarcodeDetector, or null when the browser has none or it cannot
 * read all four retail formats (on Android without Play services it lists no format at all).
 */
export async function createNativeDecoder(scope: object = globalThis): Promise<BarcodeDecoder | null> {
  const Detector = (scope as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector?.getSupportedFormats !== "function") return null;
  let supported: string[];
  try {
    supported = await Detector.getSupportedFormats();
  } catch {
    return null;
  }
  if (!NATIVE_FORMATS.every((format) => supported.includes(format))) return null;
  const detector = new Detector({ formats: NATIVE_FORMATS });
  return {
    name: "native BarcodeDetector",
    async decode(source: DecodeSource) {
      const barcodes = await detector.detect(asImageBitmapSource(source));
      return readsToGtins(barcodes.map(({ rawValue, format }) => ({ text: rawValue, isUpcE: format === "upc_e" })));
    },
  };
}
