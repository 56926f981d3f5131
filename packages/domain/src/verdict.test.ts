import { describe, expect, it } from "vitest";

import { message, renderText } from "./message";
import { verdictHeadline, verdictHeadlineMessage, verdictSummary } from "./verdict";

describe("verdictHeadline", () => {
  it("says the verdict as the result card does, hedged as much as the evidence is weak", () => {
    expect(verdictHeadline({ isAmerican: true, certainty: "confirmed" })).toBe("American");
    expect(verdictHeadline({ isAmerican: false, certainty: "confirmed" })).toBe("Not American");
    expect(verdictHeadline({ isAmerican: true, certainty: "likely" })).toBe("Likely American");
    expect(verdictHeadline({ isAmerican: false, certainty: "likely" })).toBe("Likely not American");
    expect(verdictHeadline({ isAmerican: true, certainty: "probable" })).toBe("Probably American");
    expect(verdictHeadline({ isAmerican: false, certainty: "probable" })).toBe("Probably not American");
    expect(verdictHeadline({ isAmerican: false, certainty: "unknown" })).toBe("Can't tell whether it is American");
    expect(verdictHeadline({ isAmerican: true, certainty: "unknown" })).toBe("Can't tell whether it is American");
  });

  it("is a message, so that other languages say it from their own catalogue", () => {
    expect(verdictHeadlineMessage({ isAmerican: false, certainty: "probable" })).toEqual({ id: "headline.probably-not-american" });
  });
});

describe("verdictSummary", () => {
  const explanation = { parts: [[message("explain.unknown-owner", { brand: "Acme" })]], separator: " " };

  it("says the verdict, where it is made and the brand explanation, sentence by sentence", () => {
    expect(renderText(verdictSummary({ isAmerican: false, certainty: "confirmed", country: "NL" }, explanation))).toBe(
      "Not American. Made in Netherlands. We don't know yet who owns Acme.",
    );
  });

  it("says the made-in badge's \"USA\" for the United States, and nothing of a country no source gives", () => {
    expect(renderText(verdictSummary({ isAmerican: true, certainty: "likely", country: "US" }, explanation))).toBe(
      "Likely American. Made in USA. We don't know yet who owns Acme.",
    );
    expect(renderText(verdictSummary({ isAmerican: false, certainty: "unknown", country: null }, { parts: [], separator: " " }))).toBe(
      "Can't tell whether it is American.",
    );
  });
});
