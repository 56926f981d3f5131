import type { BarcodeDecoder, DecodeSource } from "./barcode-decoder";
import { createReadConfirmer } from "./read-confirmer";

/** How long the live scan runs on its primary decoder alone before quagga2 joins in. */
export const FALLBACK_AFTER_MS = 1500;

/** How many identical reads in a row a fallback (quagga2) code needs before it counts. */
export const FALLBACK_CONFIRMATIONS = 2;

/** Loads a decoder lazily; null when this device cannot use it. */
export type DecoderLoader = () => Promise<BarcodeDecoder | null>;

export type LiveScanDecoderConfig = {
  /**
   * Candidates in order of preference (the browser's BarcodeDetector, then zxing-wasm): the first
   * that loads decodes every frame, and if it ever fails on a frame the next one takes over.
   */
  primary: readonly DecoderLoader[];
  /** quagga2: consulted after `fallbackAfterMs` without any read, on frames the primary missed. */
  fallback: DecoderLoader;
  fallbackAfterMs?: number;
  fallbackConfirmations?: number;
  now?: () => number;
  /** Told about a decoder that failed to load or to decode; the scan goes on without it. */
  onDecoderError?: (decoder: string, error: unknown) => void;
};

export type ScanDecoder = {
  /** Loads the primary decoder ahead of the first frame (e.g. while the camera starts). */
  preload(): Promise<void>;
  /**
   * Decodes one video frame: the GTIN to act on, or null (nothing read, or a fallback read still
   * waiting for its confirmation). Rejects only when no decoder at all could be loaded.
   */
  decodeFrame(frame: DecodeSource): Promise<string | null>;
  /** Starts the fallback clock and the confirmation count again, e.g. when scanning restarts. */
  reset(): void;
};

export class NoDecoderError extends Error {
  constructor() {
    super("No barcode decoder could be loaded.");
    this.name = "NoDecoderError";
  }
}

const warn = (decoder: string, error: unknown) => console.warn(`Barcode decoder ${decoder} failed`, error);

export function createLiveScanDecoder(config: LiveScanDecoderConfig): ScanDecoder {
  const {
    primary: candidates,
    fallbackAfterMs = FALLBACK_AFTER_MS,
    fallbackConfirmations = FALLBACK_CONFIRMATIONS,
    now = Date.now,
    onDecoderError = warn,
  } = config;
  const confirmer = createReadConfirmer(fallbackConfirmations);
  const load = (loader: DecoderLoader, label: string) =>
    loader().catch((error: unknown) => {
      onDecoderError(label, error);
      return null;
    });

  let candidateIndex = 0;
  let primary: Promise<BarcodeDecoder | null> | undefined;
  let fallback: Promise<BarcodeDecoder | null> | undefined;
  /** When the current run of frames without any read began; unset until a primary decodes a frame. */
  let missingSince: number | undefined;

  async function currentPrimary(): Promise<BarcodeDecoder | null> {
    while (candidateIndex < candidates.length) {
      primary ??= load(candidates[candidateIndex]!, `#${candidateIndex + 1}`);
      const decoder = await primary;
      if (decoder) return decoder;
      candidateIndex += 1;
      primary = undefined;
    }
    return null;
  }

  function dropPrimary(decoder: BarcodeDecoder, error: unknown) {
    onDecoderError(decoder.name, error);
    candidateIndex += 1;
    primary = undefined;
  }

  return {
    async preload() {
      await currentPrimary();
    },

    async decodeFrame(frame) {
      const decoder = await currentPrimary();
      const startedAt = now();
      if (decoder) {
        const since = (missingSince ??= startedAt);
        try {
          const [gtin] = await decoder.decode(frame);
          if (gtin !== undefined) {
            missingSince = undefined;
            confirmer.reset();
            return gtin;
          }
        } catch (error) {
          dropPrimary(decoder, error);
        }
        const primaryLeft = candidateIndex < candidates.length;
        if (primaryLeft && startedAt - since < fallbackAfterMs) return null;
      }

      fallback ??= load(config.fallback, "fallback");
      const fallbackDecoder = await fallback;
      if (!fallbackDecoder) {
        if (candidateIndex >= candidates.length) throw new NoDecoderError();
        return null;
      }
      let code: string | null = null;
      try {
        code = (await fallbackDecoder.decode(frame))[0] ?? null;
      } catch (error) {
        onDecoderError(fallbackDecoder.name, error);
      }
      return confirmer.push(code);
    },

    reset() {
      missingSince = undefined;
      confirmer.reset();
    },
  };
}
