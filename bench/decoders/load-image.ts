import jpeg from "jpeg-js";
import { PNG } from "pngjs";

import type { RgbaImage } from "@productcheck/web/scanner/decoding/barcode-decoder";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Decodes a PNG or JPEG file to RGBA pixels in pure JavaScript, as a browser's canvas would give them. */
export function decodeImage(bytes: Buffer): RgbaImage {
  if (bytes.subarray(0, 4).equals(PNG_SIGNATURE)) {
    const { data, width, height } = PNG.sync.read(bytes);
    return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height };
  }
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) {
    const { data, width, height } = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
    return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height };
  }
  throw new Error("Not a PNG or JPEG file");
}

/** Encodes RGBA pixels as a PNG data URL, the form quagga2 loads in Node. */
export function toPngDataUrl({ data, width, height }: RgbaImage): string {
  const png = new PNG({ width, height });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // Stored, unfiltered: a few ms to write and to read back, so the timings stay quagga2's own.
  const bytes = PNG.sync.write(png, { deflateLevel: 0, filterType: 0 });
  return `data:image/png;base64,${bytes.toString("base64")}`;
}
