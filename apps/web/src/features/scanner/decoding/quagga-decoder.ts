import type { QuaggaJSConfigObject, QuaggaJSResultObject, QuaggaJSStatic } from "@ericblade/quagga2";

import type { BarcodeDecoder, DecodeSource } from "./barcode-decoder";
import type { QuaggaImage } from "./browser-image";
import { readsToGtins } from "./to-gtin";

export type QuaggaDecoderOptions = {
  /**
   * One `decodeSingle` pass per entry, stopping at the first read: `true` searches the whole image
   * for the barcode, `false` reads straight across a tightly framed one (where the search fails).
   */
  locate: readonly boolean[];
  /** The image is scaled to this many pixels on its longer side (quagga2's `inputStream.size`). */
  size?: number;
  /** Turns the source into something quagga2 can load: `toQuaggaImage` in the browser. */
  toImage: (source: DecodeSource) => Promise<QuaggaImage>;
  name?: string;
};

// UPC-A before EAN-13, or quagga2 reports UPC-A as 13 digits (normalised to the same GTIN anyway).
const READERS = ["upc_reader", "ean_reader", "ean_8_reader", "upc_e_reader"] as const;

let quagga: Promise<QuaggaJSStatic> | undefined;

/** Loads quagga2 (~43 kB gzip) on first use. Its bundles wrap the API in one or two `default`s. */
function loadQuagga(): Promise<QuaggaJSStatic> {
  quagga ??= import("@ericblade/quagga2")
    .then((module) => {
      let api: unknown = module;
      while (api !== null && typeof api === "object" && !("decodeSingle" in api) && "default" in api) api = api.default;
      if (api === null || typeof api !== "object" || !("decodeSingle" in api)) throw new Error("quagga2 did not load.");
      return api as QuaggaJSStatic;
    })
    .catch((error: unknown) => {
      quagga = undefined;
      throw error;
    });
  return quagga;
}

/** Downloads quagga2 ahead of its first decode; rejects when that fails. */
export async function preloadQuagga(): Promise<void> {
  await loadQuagga();
}

// quagga2 keeps its state in module globals: never run two decodeSingle calls at once.
let queue: Promise<unknown> = Promise.resolve();

function decodeSingle(api: QuaggaJSStatic, config: QuaggaJSConfigObject): Promise<QuaggaJSResultObject | undefined> {
  const run = queue.then(() => api.decodeSingle(config));
  queue = run.catch(() => undefined);
  return run;
}

export function createQuaggaDecoder(options: QuaggaDecoderOptions): BarcodeDecoder {
  const { locate, size = 800, toImage, name = "quagga2" } = options;
  return {
    name,
    async decode(source: DecodeSource) {
      const api = await loadQuagga();
      const image = await toImage(source);
      try {
        for (const locateBarcode of locate) {
          const result = await decodeSingle(api, {
            src: image.src,
            numOfWorkers: 0,
            locate: locateBarcode,
            inputStream: { size, ...(image.mime === undefined ? {} : { mime: image.mime }) },
            decoder: { readers: [...READERS] },
          });
          const code = result?.codeResult?.code;
          if (code) {
            const gtins = readsToGtins([{ text: code, isUpcE: result.codeResult.format === "upc_e" }]);
            if (gtins.length > 0) return gtins;
          }
        }
        return [];
      } finally {
        image.release?.();
      }
    },
  };
}
