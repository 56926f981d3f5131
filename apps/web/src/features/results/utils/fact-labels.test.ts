import { describe, expect, it } from "vitest";

import { provenanceText } from "./fact-labels";
import { parseResultId } from "./result-id";

describe("provenanceText", () => {
  it("names the source and the confidence", () => {
    expect(provenanceText({ source: "off", confidence: "medium" })).toBe("from Open Food Facts, medium confidence");
    expect(provenanceText({ source: "ai", confidence: "low" })).toBe(
      "from an AI suggestion, not yet confirmed, low confidence",
    );
  });
});

describe("parseResultId", () => {
  it("accepts positive integers only", () => {
    expect(parseResultId("42")).toBe(42);
    for (const raw of ["0", "not-found", "-1", "1.5", "01", "99999999999"]) expect(parseResultId(raw)).toBeNull();
  });
});
