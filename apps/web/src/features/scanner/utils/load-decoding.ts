import { startVideoScan } from "../decoding/video-scan";
import type { VideoDecoding } from "./camera-session";

/**
 * The decoder module's entry (zxing-wasm glue, quagga2, the native BarcodeDetector adapter) is
 * only ever imported from here, with `import()`: it stays out of every chunk but the scanner's own
 * lazy ones, and the heavy libraries inside it load only when a device needs them.
 */
const loadScanDecoderModule = () => import("../decoding/scan-decoder");

/** Fetches the decoder module ahead of time (when the scanner screen opens), ignoring failures. */
export function prefetchDecoding(): void {
  void loadScanDecoderModule().catch(() => {});
}

/** The live-video decoding for the camera: the decoder starts loading its library at once. */
export async function loadVideoDecoding(): Promise<VideoDecoding> {
  const { createScanDecoder } = await loadScanDecoderModule();
  const decoder = createScanDecoder();
  // Compiling the wasm overlaps with the camera warming up; the first frame waits for it if need be.
  void decoder.preload().catch(() => {});
  return { start: (video, handlers) => startVideoScan(video, decoder, handlers) };
}

/** Reads the product code in a photo the shopper picked: its GTIN, or null when none was read. */
export async function decodePhoto(file: Blob): Promise<string | null> {
  const { decodeImageFile } = await loadScanDecoderModule();
  return decodeImageFile(file);
}
