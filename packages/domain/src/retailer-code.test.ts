import { describe, expect, it } from "vitest";

import { retailerOfOwnCode } from "./retailer-code";

describe("retailerOfOwnCode", () => {
  it("names the one retailer the stores name, however it is spelled out", () => {
    expect(retailerOfOwnCode("Sainsbury's")).toBe("Sainsbury's");
    expect(retailerOfOwnCode("  Trader   Joe's , ")).toBe("Trader Joe's");
    expect(retailerOfOwnCode("Lidl, lidl; LIDL")).toBe("Lidl");
  });

  it("names nobody when no store or several are named", () => {
    expect(retailerOfOwnCode("")).toBeNull();
    expect(retailerOfOwnCode(" , ; ")).toBeNull();
    expect(retailerOfOwnCode("Sainsbury's, Tesco")).toBeNull();
  });
});
