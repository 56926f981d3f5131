import { describe, expect, it, vi } from "vitest";

import type { BarcodeDecoder } from "./barcode-decoder";
import { createFirstReadDecoder } from "./photo-decoder";

const IMAGE = { data: new Uint8ClampedArray(4), width: 1, height: 1 };

const fake = (name: string, gtins: string[]) => ({ name, decode: vi.fn(async () => gtins) }) satisfies BarcodeDecoder;

describe("createFirstReadDecoder", () => {
  it("answers with the first decoder's read and asks no further", async () => {
    const [zxing, quagga] = [fake("zxing", ["5449000000996", "3017620422003"]), fake("quagga", ["96385074"])];
    expect(await createFirstReadDecoder("photo", [zxing, quagga]).decode(IMAGE)).toEqual(["5449000000996"]);
    expect(quagga.decode).not.toHaveBeenCalled();
  });

  it("falls through to the next decoder when one reads nothing", async () => {
    const [zxing, quagga] = [fake("zxing", []), fake("quagga", ["96385074"])];
    expect(await createFirstReadDecoder("photo", [zxing, quagga]).decode(IMAGE)).toEqual(["96385074"]);
    expect(zxing.decode).toHaveBeenCalledWith(IMAGE);
  });

  it("is empty when no decoder reads anything", async () => {
    expect(await createFirstReadDecoder("photo", [fake("zxing", []), fake("quagga", [])]).decode(IMAGE)).toEqual([]);
  });
});
