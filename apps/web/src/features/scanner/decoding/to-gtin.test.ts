import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "@productcheck/domain/barcode";

import { readsToGtins, toGtin } from "./to-gtin";

const read = (text: string, isUpcE = false) => ({ text, isUpcE });
const withCheck = (body: string) => `${body}${computeCheckDigit(body)}`;

describe("toGtin", () => {
  it("keeps a valid EAN-13 and an EAN-8", () => {
    expect(toGtin(read("5449000000996"))).toBe("5449000000996");
    expect(toGtin(read("96385074"))).toBe("96385074");
  });

  it("gives a UPC-A's 12 digits and its 13-digit form the same GTIN", () => {
    expect(toGtin(read("049000028911"))).toBe("0049000028911");
    expect(toGtin(read("0049000028911"))).toBe("0049000028911");
  });

  it("expands a UPC-E to its UPC-A instead of reading it as an EAN-8", () => {
    expect(toGtin(read("01234565", true))).toBe("0012345000065");
    expect(toGtin(read("01234565"))).toBe("01234565"); // as an EAN-8 it is a retailer's own number
  });

  it("keeps a retailer's own codes (restricted circulation), EAN-13 and EAN-8", () => {
    expect(toGtin(read("2111220009686"))).toBe("2111220009686");
    expect(toGtin(read("00119993"))).toBe("00119993");
  });

  it.each([
    ["an empty code", read("")],
    ["blanks", read("   ")],
    ["a wrong check digit", read("5449000000997")],
    ["letters", read("ABC-123")],
    ["a QR-like payload", read("https://example.com/5449000000996")],
    ["a coupon", read(withCheck("981234567890"))],
    ["a broken UPC-E", read("01234566", true)],
    ["a UPC-E of the wrong length", read("123456", true)],
  ])("ignores %s", (_, raw) => {
    expect(toGtin(raw)).toBeNull();
  });
});

describe("readsToGtins", () => {
  it("keeps the valid codes in order, each once", () => {
    expect(
      readsToGtins([read(""), read("049000028911"), read("5449000000997"), read("5449000000996"), read("0049000028911")]),
    ).toEqual(["0049000028911", "5449000000996"]);
  });

  it("is empty when nothing valid was read", () => {
    expect(readsToGtins([])).toEqual([]);
    expect(readsToGtins([read("")])).toEqual([]);
  });
});
