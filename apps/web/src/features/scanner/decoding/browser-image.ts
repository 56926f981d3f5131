import { type DecodeSource, isRgbaImage, type RgbaImage } from "./barcode-decoder";

/** What quagga2's `decodeSingle` loads: a URL (an object URL in the browser, a data URL in Node). */
export type QuaggaImage = { src: string; mime?: string; release?: () => void };

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function createContext(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== "undefined") {
    const context = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
    if (context) return context;
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser cannot draw images on a canvas.");
  return context;
}

/** Draws any image source into a canvas, at most `maxSide` pixels on its longer side. */
async function drawToCanvas(source: ImageBitmapSource, maxSide: number): Promise<Canvas2D> {
  // A file is turned upright by its EXIF orientation; a video gives its current frame.
  const bitmap = source instanceof Blob ? await createImageBitmap(source, { imageOrientation: "from-image" }) : await createImageBitmap(source);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const context = createContext(width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return context;
  } finally {
    bitmap.close();
  }
}

/** The pixels of a browser image source (a video's current frame, a photo file, a canvas …). */
export async function toRgbaImage(source: DecodeSource, maxSide = Number.POSITIVE_INFINITY): Promise<RgbaImage> {
  if (isRgbaImage(source)) return source;
  const context = await drawToCanvas(source, maxSide);
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}

async function toBlob(context: Canvas2D): Promise<Blob> {
  const { canvas } = context;
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The canvas gave no image."))), "image/jpeg", 0.95);
  });
}

/**
 * Hands a browser image source to quagga2, which loads images by URL: a file as it is (quagga2
 * reads its EXIF orientation itself), anything else drawn and encoded first.
 */
export async function toQuaggaImage(source: DecodeSource): Promise<QuaggaImage> {
  let blob: Blob;
  if (source instanceof Blob) blob = source;
  else if (isRgbaImage(source)) {
    const context = createContext(source.width, source.height);
    context.putImageData(new ImageData(new Uint8ClampedArray(source.data), source.width, source.height), 0, 0);
    blob = await toBlob(context);
  } else blob = await toBlob(await drawToCanvas(source, Number.POSITIVE_INFINITY));
  const src = URL.createObjectURL(blob);
  return { src, release: () => URL.revokeObjectURL(src) };
}
