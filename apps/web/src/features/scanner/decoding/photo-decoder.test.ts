import { describe, expect, it, vi } from "vitest";

import type { BarcodeDecoder } from "./barcode-decoder";
import { createAgreeingDecoder, createFirstReadDecoder, createPhotoStrategy, PHOTO_QUAGGA_AGREEMENT } from "./photo-decoder";

const IMAGE = { data: new Uint8ClampedArray(4), width: 1, height: 1 };
const COLA = "5449000000996";
const NUTELLA = "3017620422003";
const EAN8 = "96385074";

const fake = (name: string, gtins: string[]) => ({ name, decode: vi.fn(async () => gtins) }) satisfies BarcodeDecoder;

/** quagga2 attempts answering these codes (null: no read), one attempt each. */
const attempts = (...codes: (string | null)[]) => codes.map((code, index) => fake(`quagga #${index + 1}`, code === null ? [] : [code]));

describe("createFirstReadDecoder", () => {
  it("answers with the first decoder's read and asks no further", async () => {
    const [zxing, quagga] = [fake("zxing", [COLA, NUTELLA]), fake("quagga", [EAN8])];
    expect(await createFirstReadDecoder("photo", [zxing, quagga]).decode(IMAGE)).toEqual([COLA]);
    expect(quagga.decode).not.toHaveBeenCalled();
  });

  it("falls through to the next decoder when one reads nothing", async () => {
    const [zxing, quagga] = [fake("zxing", []), fake("quagga", [EAN8])];
    expect(await createFirstReadDecoder("photo", [zxing, quagga]).decode(IMAGE)).toEqual([EAN8]);
    expect(zxing.decode).toHaveBeenCalledWith(IMAGE);
  });

  it("is empty when no decoder reads anything", async () => {
    expect(await createFirstReadDecoder("photo", [fake("zxing", []), fake("quagga", [])]).decode(IMAGE)).toEqual([]);
  });
});

describe("createAgreeingDecoder", () => {
  const agreeing = (decoders: BarcodeDecoder[]) => createAgreeingDecoder("quagga", decoders, PHOTO_QUAGGA_AGREEMENT);

  it("drops a code that only one attempt returned", async () => {
    expect(await agreeing(attempts(COLA, null, null)).decode(IMAGE)).toEqual([]);
    expect(await agreeing(attempts(null, null, COLA)).decode(IMAGE)).toEqual([]);
  });

  it("drops codes on which the attempts disagree", async () => {
    expect(await agreeing(attempts(COLA, NUTELLA, EAN8)).decode(IMAGE)).toEqual([]);
  });

  it("accepts a code two attempts agree on, and asks no further", async () => {
    const decoders = attempts(COLA, COLA, NUTELLA);
    expect(await agreeing(decoders).decode(IMAGE)).toEqual([COLA]);
    expect(decoders[2]!.decode).not.toHaveBeenCalled();
  });

  it("accepts agreeing attempts apart from each other, past a disagreeing one", async () => {
    expect(await agreeing(attempts(NUTELLA, COLA, COLA)).decode(IMAGE)).toEqual([COLA]);
    expect(await agreeing(attempts(COLA, null, COLA)).decode(IMAGE)).toEqual([COLA]);
  });

  it("counts only each attempt's best read", async () => {
    const decoders = [fake("quagga #1", [COLA, NUTELLA]), fake("quagga #2", [NUTELLA, COLA])];
    expect(await agreeing(decoders).decode(IMAGE)).toEqual([]);
  });

  it("stops once the attempts left cannot agree any more", async () => {
    const decoders = attempts(null, null, COLA);
    expect(await agreeing(decoders).decode(IMAGE)).toEqual([]);
    expect(decoders[2]!.decode).not.toHaveBeenCalled();
  });

  it("supports stricter agreement and refuses less than two", () => {
    expect(() => createAgreeingDecoder("quagga", [], 1)).toThrow(RangeError);
    expect(() => createAgreeingDecoder("quagga", [], 2.5)).toThrow(RangeError);
  });

  it("needs as many agreeing attempts as required", async () => {
    expect(await createAgreeingDecoder("quagga", attempts(COLA, COLA, null), 3).decode(IMAGE)).toEqual([]);
    expect(await createAgreeingDecoder("quagga", attempts(COLA, COLA, COLA), 3).decode(IMAGE)).toEqual([COLA]);
  });
});

describe("createPhotoStrategy", () => {
  it("prefers zxing-wasm's read, without asking quagga2", async () => {
    const zxing = fake("zxing", [COLA]);
    const quagga = attempts(NUTELLA, NUTELLA);
    const photo = createPhotoStrategy(zxing, createAgreeingDecoder("quagga", quagga, 2));
    expect(await photo.decode(IMAGE)).toEqual([COLA]);
    for (const attempt of quagga) expect(attempt.decode).not.toHaveBeenCalled();
  });

  it("accepts quagga2's code when zxing-wasm reads nothing and two quagga2 attempts agree", async () => {
    const photo = createPhotoStrategy(fake("zxing", []), createAgreeingDecoder("quagga", attempts(null, NUTELLA, NUTELLA), 2));
    expect(await photo.decode(IMAGE)).toEqual([NUTELLA]);
  });

  it("reads nothing rather than a lone quagga2 code", async () => {
    const photo = createPhotoStrategy(fake("zxing", []), createAgreeingDecoder("quagga", attempts(NUTELLA, null, null), 2));
    expect(await photo.decode(IMAGE)).toEqual([]);
  });
});
