import { describe, expect, it } from "vitest";

import { parseManifest } from "./manifest";

const HEADER = "file\tformat\texpected\tsource\tset\tnote\talt";
const row = (file: string, expected: string, set: string, alt = "") => [file, "EAN13", expected, "repo@sha:path", set, "", alt].join("\t");

describe("parseManifest", () => {
  it("normalises the expected code and the other barcode (`alt`) to GTINs", () => {
    const [image] = parseManifest([HEADER, row("images/a.png", "049000028911", "zxing-upca-2", "9784872348880")].join("\n"));
    expect(image).toEqual({
      file: "images/a.png",
      set: "zxing-upca-2",
      blurry: false,
      accepted: ["0049000028911", "9784872348880"],
      notProducts: [],
    });
  });

  it("marks zxing's blurry set", () => {
    const [image] = parseManifest([HEADER, row("images/b.png", "9780679601050", "zxing-ean13-5")].join("\n"));
    expect(image?.blurry).toBe(true);
  });

  it("reads a retailer's own code (prefix 2) as a product code", () => {
    const [image] = parseManifest([HEADER, row("images/c.jpg", "2111220009686", "quagga2-ean")].join("\r\n"));
    expect(image).toMatchObject({ accepted: ["2111220009686"], notProducts: [] });
  });

  it("skips blank lines and refuses a manifest without the needed columns", () => {
    expect(parseManifest(`${HEADER}\n\n${row("images/d.png", "96385074", "zxing-ean8-1")}\n\n`)).toHaveLength(1);
    expect(() => parseManifest("file\texpected\nimages/e.png\t96385074")).toThrow(/set/);
  });
});
