import { describe, expect, it } from "vitest";

import { retailerCodeNote, retailerCodeNotFoundNote } from "./retailer-code-note";

describe("retailerCodeNote", () => {
  it("names the retailer when the product's data does, else says only that it is a retailer's code", () => {
    expect(retailerCodeNote({ retailer: "Trader Joe's" })).toBe("A code of this retailer: Trader Joe's");
    expect(retailerCodeNote({ retailer: null })).toBe("A retailer's own code");
  });

  it("says nothing of an ordinary barcode", () => {
    expect(retailerCodeNote(null)).toBeNull();
  });
});

describe("retailerCodeNotFoundNote", () => {
  it("explains a retailer's own code nobody knows", () => {
    expect(retailerCodeNotFoundNote("21234569")).toMatch(/store's own code/);
    expect(retailerCodeNotFoundNote("2111220009686")).toMatch(/store's own code/);
  });

  it("says nothing of an ordinary barcode or none", () => {
    expect(retailerCodeNotFoundNote("4006381333931")).toBeNull();
    expect(retailerCodeNotFoundNote(undefined)).toBeNull();
  });
});
