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
  it("accepts a scan's public id: 1 to 64 of A-Z a-z 0-9 _ -, never the not-found page", () => {
    for (const raw of ["Zb3_-x9QmP0aLk2nT8vYwA", "42", "x".repeat(64)]) expect(parseResultId(raw)).toBe(raw);
    for (const raw of ["", "not-found", "1.5", "a b", "a%2Fb", "x".repeat(65)]) expect(parseResultId(raw)).toBeNull();
  });
});
