import { describe, expect, it } from "vitest";

import { optionalStringParams } from "./search-params";

describe("optionalStringParams", () => {
  it("keeps the named string parameters and drops everything else", () => {
    const validate = optionalStringParams("barcode");
    expect(validate({ barcode: "0049000028911", other: "x" })).toEqual({ barcode: "0049000028911" });
    expect(validate({ barcode: 49000028911 })).toEqual({});
    expect(validate({})).toEqual({});
  });
});
