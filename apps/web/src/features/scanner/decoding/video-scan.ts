import type { ScanDecoder } from "./live-scan-decoder";

/** docs/product.md, Constants: the decoder runs 5 times a second. */
export const DECODES_PER_SECOND = 5;

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame is there to be drawn. */
const HAVE_CURRENT_DATA = 2;

export type VideoScanHandlers = {
  /** The first code read; scanning has stopped by then (one code at a time, docs/product.md, Validation). */
  onCode: (gtin: string) => void;
  /** No decoder could be loaded at all; scanning has stopped. */
  onError?: (error: unknown) => void;
};

export type VideoScan = { stop: () => void };

type VideoFrameSource = Pick<HTMLVideoElement, "readyState" | "videoWidth">;

/**
 * Decodes the playing `video` about 5 times a second until one code is read, then calls `onCode`
 * once and stops. A slow frame delays the next one rather than piling decodes up. `stop()` ends it
 * at any time (leaving the screen, or after a code), and no handler is called after it.
 */
export function startVideoScan(
  video: VideoFrameSource,
  decoder: ScanDecoder,
  handlers: VideoScanHandlers,
  intervalMs = 1000 / DECODES_PER_SECOND,
): VideoScan {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  decoder.reset();

  const tick = async () => {
    if (stopped) return;
    const startedAt = Date.now();
    try {
      if (video.readyState >= HAVE_CURRENT_DATA && video.videoWidth > 0) {
        const gtin = await decoder.decodeFrame(video as HTMLVideoElement);
        if (stopped) return;
        if (gtin !== null) {
          stopped = true;
          handlers.onCode(gtin);
          return;
        }
      }
    } catch (error) {
      if (stopped) return;
      stopped = true;
      handlers.onError?.(error);
      return;
    }
    if (!stopped) timer = setTimeout(() => void tick(), Math.max(0, intervalMs - (Date.now() - startedAt)));
  };

  timer = setTimeout(() => void tick(), 0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
