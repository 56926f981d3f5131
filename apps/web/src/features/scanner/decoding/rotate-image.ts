import type { RgbaImage } from "./barcode-decoder";

const WHITE = 255;

/** Luminance of each pixel (ITU-R BT.601 weights), one byte a pixel. */
function toLuminance({ data, width, height }: RgbaImage): Uint8Array {
  const luminance = new Uint8Array(width * height);
  for (let pixel = 0, offset = 0; pixel < luminance.length; pixel++, offset += 4) {
    luminance[pixel] = (306 * data[offset]! + 601 * data[offset + 1]! + 117 * data[offset + 2]! + 512) >> 10;
  }
  return luminance;
}

/**
 * The image turned by `degrees` (clockwise on screen) on a canvas just large enough to hold it,
 * the corners filled with white. Grey levels, bilinear sampling: decoders read a barcode that was
 * photographed at an angle once it is straightened. Pure JavaScript, so it runs in the browser and
 * in the Node benchmark alike.
 */
export function rotateImage(image: RgbaImage, degrees: number): RgbaImage {
  const { width, height } = image;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // Round away float noise first, so that 90° gives exactly height × width.
  const outWidth = Math.max(1, Math.ceil(Number((Math.abs(width * cos) + Math.abs(height * sin)).toFixed(6))));
  const outHeight = Math.max(1, Math.ceil(Number((Math.abs(width * sin) + Math.abs(height * cos)).toFixed(6))));
  const luminance = toLuminance(image);
  const out = new Uint8ClampedArray(outWidth * outHeight * 4);
  const sample = (px: number, py: number): number =>
    px < 0 || py < 0 || px >= width || py >= height ? WHITE : luminance[py * width + px]!;

  // Pixel centres: source (x + 0.5, y + 0.5) maps around the centre of each canvas.
  const sourceCentreX = width / 2 - 0.5;
  const sourceCentreY = height / 2 - 0.5;
  const outCentreX = outWidth / 2 - 0.5;
  const outCentreY = outHeight / 2 - 0.5;

  let offset = 0;
  for (let y = 0; y < outHeight; y++) {
    const dy = y - outCentreY;
    for (let x = 0; x < outWidth; x++, offset += 4) {
      const dx = x - outCentreX;
      const sourceX = sourceCentreX + dx * cos + dy * sin;
      const sourceY = sourceCentreY - dx * sin + dy * cos;
      let value = WHITE;
      if (sourceX > -1 && sourceY > -1 && sourceX < width && sourceY < height) {
        const left = Math.floor(sourceX);
        const top = Math.floor(sourceY);
        const fx = sourceX - left;
        const fy = sourceY - top;
        const inside = left >= 0 && top >= 0 && left + 1 < width && top + 1 < height;
        const index = top * width + left;
        const topLeft = inside ? luminance[index]! : sample(left, top);
        const topRight = inside ? luminance[index + 1]! : sample(left + 1, top);
        const bottomLeft = inside ? luminance[index + width]! : sample(left, top + 1);
        const bottomRight = inside ? luminance[index + width + 1]! : sample(left + 1, top + 1);
        const upper = topLeft + (topRight - topLeft) * fx;
        const lower = bottomLeft + (bottomRight - bottomLeft) * fx;
        value = upper + (lower - upper) * fy;
      }
      out[offset] = value;
      out[offset + 1] = value;
      out[offset + 2] = value;
      out[offset + 3] = 255;
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}
