import { describe, expect, it, vi } from "vitest";

import { createNativeDecoder } from "./native-decoder";

function fakeScope(supported: string[], detected: { rawValue: string; format: string }[] = []) {
  const detect = vi.fn(async () => detected);
  const created = vi.fn();
  class BarcodeDetector {
    static getSupportedFormats = async () => supported;
    constructor(options: unknown) {
      created(options);
    }
    detect = detect;
  }
  return { scope: { BarcodeDetector }, detect, created };
}

const RETAIL = ["ean_13", "ean_8", "upc_a", "upc_e"];
const FRAME = {} as ImageBitmapSource;

describe("createNativeDecoder", () => {
  it("is null without a BarcodeDetector", async () => {
    expect(await createNativeDecoder({})).toBeNull();
  });

  it("is null when the detector cannot read every retail format", async () => {
    expect(await createNativeDecoder(fakeScope(["qr_code", "ean_13", "ean_8", "upc_a"]).scope)).toBeNull();
    expect(await createNativeDecoder(fakeScope([]).scope)).toBeNull();
  });

  it("asks the detector for the retail formats only", async () => {
    const { scope, created } = fakeScope([...RETAIL, "qr_code"]);
    expect(await createNativeDecoder(scope)).not.toBeNull();
    expect(created).toHaveBeenCalledWith({ formats: RETAIL });
  });

  it("returns normalised GTINs, expanding UPC-E and dropping invalid codes", async () => {
    const { scope } = fakeScope(RETAIL, [
      { rawValue: "", format: "ean_13" },
      { rawValue: "049000028911", format: "upc_a" },
      { rawValue: "01234565", format: "upc_e" },
      { rawValue: "5449000000997", format: "ean_13" },
    ]);
    const decoder = await createNativeDecoder(scope);
    expect(await decoder?.decode(FRAME)).toEqual(["0049000028911", "0012345000065"]);
  });
});
