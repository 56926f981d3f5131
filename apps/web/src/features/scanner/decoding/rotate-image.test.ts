import { describe, expect, it } from "vitest";

import type { RgbaImage } from "./barcode-decoder";
import { rotateImage } from "./rotate-image";

/** A width × height image, white but for one black pixel at (x, y). */
function withBlackPixel(width: number, height: number, x: number, y: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { data, width, height };
}

const grey = (image: RgbaImage, x: number, y: number) => image.data[(y * image.width + x) * 4]!;

describe("rotateImage", () => {
  it("keeps the image at 0°, in grey", () => {
    const image = withBlackPixel(4, 3, 1, 2);
    const rotated = rotateImage(image, 0);
    expect([rotated.width, rotated.height]).toEqual([4, 3]);
    expect(grey(rotated, 1, 2)).toBe(0);
    expect(grey(rotated, 0, 0)).toBe(255);
    expect(rotated.data[3]).toBe(255);
  });

  it("turns a pixel clockwise by 90° onto a canvas of swapped sides", () => {
    const rotated = rotateImage(withBlackPixel(4, 3, 0, 0), 90);
    expect([rotated.width, rotated.height]).toEqual([3, 4]);
    // The top-left corner goes to the top-right when turned clockwise.
    expect(grey(rotated, 2, 0)).toBe(0);
    expect(grey(rotated, 0, 0)).toBe(255);
  });

  it("makes a 45° canvas that holds the whole image, with white corners", () => {
    const rotated = rotateImage(withBlackPixel(100, 50, 50, 25), 45);
    const side = Math.ceil(150 * Math.SQRT1_2);
    expect([rotated.width, rotated.height]).toEqual([side, side]);
    expect(rotated.data.length).toBe(side * side * 4);
    expect(grey(rotated, 0, 0)).toBe(255);
    expect(grey(rotated, side - 1, side - 1)).toBe(255);
  });

  it("gives the same size for -45° and 45°", () => {
    const image = withBlackPixel(30, 20, 0, 0);
    const [left, right] = [rotateImage(image, -45), rotateImage(image, 45)];
    expect([left.width, left.height]).toEqual([right.width, right.height]);
  });

  it("weights colours as luminance", () => {
    const red: RgbaImage = { data: new Uint8ClampedArray([255, 0, 0, 255]), width: 1, height: 1 };
    expect(grey(rotateImage(red, 0), 0, 0)).toBe(76);
  });
});
