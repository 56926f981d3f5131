import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { drawEan13 } from "./ean13-test-image";
import { rotateImage } from "./rotate-image";
import { createZxingDecoder } from "./zxing-decoder";

// In Node the WebAssembly comes from node_modules; the browser gets it from our own origin.
const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
const overrides = { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) };

describe("createZxingDecoder (real zxing-wasm)", () => {
  it("reads an EAN-13", async () => {
    expect(await createZxingDecoder({ overrides }).decode(drawEan13("5449000000996"))).toEqual(["5449000000996"]);
  });

  it("reports a UPC-A as its 13-digit GTIN", async () => {
    expect(await createZxingDecoder({ overrides }).decode(drawEan13("0049000028911"))).toEqual(["0049000028911"]);
  });

  it("ignores a code with a wrong check digit, and reads a retailer's own code", async () => {
    const decoder = createZxingDecoder({ overrides });
    expect(await decoder.decode(drawEan13("5449000000997"))).toEqual([]);
    expect(await decoder.decode(drawEan13("2111220009686"))).toEqual(["2111220009686"]);
  });

  it("reads a barcode photographed at 45° only when allowed to straighten it", async () => {
    const tilted = rotateImage(drawEan13("3017620422003", { moduleWidth: 4, barHeight: 160 }), -45);
    expect(await createZxingDecoder({ overrides }).decode(tilted)).toEqual([]);
    const straightening = createZxingDecoder({ overrides, passes: [{}, { rotation: 45 }, { rotation: -45 }] });
    expect(await straightening.decode(tilted)).toEqual(["3017620422003"]);
  });
});
