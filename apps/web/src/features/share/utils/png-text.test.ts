import { describe, expect, it } from "vitest";

import { crc32, readPng, withPngText } from "./png-text";

// A real 1×1 PNG (signature, IHDR, IDAT, IEND).
const ONE_PIXEL = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (character) => character.charCodeAt(0),
);

describe("png-text", () => {
  it("computes PNG's CRC-32 (the IEND chunk's is AE426082)", () => {
    expect(crc32(new TextEncoder().encode("IEND"))).toBe(0xae426082);
    // The 1×1 PNG's own IHDR checksum, over "IHDR" and its 13 bytes of data.
    const ihdr = ONE_PIXEL.subarray(12, 12 + 4 + 13);
    expect(crc32(ihdr)).toBe(new DataView(ONE_PIXEL.buffer).getUint32(12 + 4 + 13));
  });

  it("adds UTF-8 text after the header and reads it back with the image's size", () => {
    expect(readPng(ONE_PIXEL)).toEqual({ width: 1, height: 1, texts: {} });
    const text = "Blåbärssoppa\nProbably American\nMade in Sweden";
    const described = withPngText(ONE_PIXEL, "Description", text);
    expect(described.length).toBe(ONE_PIXEL.length + 12 + "Description".length + 5 + new TextEncoder().encode(text).length);
    expect(readPng(described)).toEqual({ width: 1, height: 1, texts: { Description: text } });
    // The rest of the file is unchanged: signature and IHDR before, IDAT and IEND after.
    expect(described.subarray(0, 33)).toEqual(ONE_PIXEL.subarray(0, 33));
    expect(described.subarray(-ONE_PIXEL.length + 33)).toEqual(ONE_PIXEL.subarray(33));
  });

  it("refuses what is not a PNG", () => {
    expect(() => withPngText(new Uint8Array(20), "Description", "x")).toThrow("not a PNG");
  });
});
