/**
 * The one interface every barcode decoder in the app implements, whatever library is behind it
 * (the browser's own BarcodeDetector, zxing-wasm, quagga2) and whatever strategy combines them.
 */

/** The retail symbologies a product carries (docs/product.md, Validation: EAN retail barcodes only). */
export const SCAN_FORMATS = ["EAN13", "EAN8", "UPCA", "UPCE"] as const;

export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** Pixels in RGBA order, the shape of the browser's ImageData (Node has no ImageData class). */
export type RgbaImage = {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
};

/** A video element, a canvas, a bitmap, an image file or plain pixels. */
export type DecodeSource = ImageBitmapSource | RgbaImage;

export type BarcodeDecoder = {
  readonly name: string;
  /**
   * The retail codes found in the image as normalised GTINs (see `toGtin`), best first, without
   * duplicates; `[]` when nothing valid was read. Rejects only when the decoder itself fails.
   */
  decode(source: DecodeSource): Promise<string[]>;
};

export function isRgbaImage(source: DecodeSource): source is RgbaImage {
  return "data" in source && source.data instanceof Uint8ClampedArray && "width" in source && "height" in source;
}
