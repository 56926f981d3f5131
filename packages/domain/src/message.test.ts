import { describe, expect, it } from "vitest";

import { type MessageLanguage, renderText } from "./message";
import { resolveOrigin } from "./origin";

const company = (name: string, hqCountry: string) => ({ name, hqCountry, source: "catalogue" as const, confidence: "high" as const, sourceNote: "" });

/** A language that says each message by its id and each country by its code: shows the messages' structure. */
const BY_ID: MessageLanguage = {
  format: (id, values) => `${id}(${Object.entries(values).map(([name, value]) => `${name}=${value}`).join(",")})`,
  country: ({ country, bare }) => (bare ? `${country}!` : country),
  category: ({ category }) => category,
};

describe("texts as messages", () => {
  it("renders the explanation in English exactly as the sentences read", () => {
    const origin = resolveOrigin({
      brand: "Acme",
      madeIn: { value: "NL", source: "off", confidence: "medium" },
      ownershipChain: [company("Foo", "DE"), company("Bar", "US")],
      registeredIn: "NL",
    });
    expect(origin.brandExplanation).toBe(
      "Acme belongs to Foo, part of Bar, headquartered in the United States. It is made in the Netherlands, while its owner is headquartered in the United States.",
    );
    expect(renderText(origin.brandExplanationMessages)).toBe(origin.brandExplanation);
  });

  it("carries every value another language needs: names as given, countries by code, nested messages", () => {
    const origin = resolveOrigin({ brand: "", madeIn: { value: "US", source: "off", confidence: "medium" }, ownershipChain: [], registeredIn: "SE" });
    expect(origin.brandExplanation).toBe("The brand of this product is not known. It is made in the United States, so it is probably American, although its barcode was registered in Sweden.");
    expect(renderText(origin.brandExplanationMessages, BY_ID)).toBe(
      "explain.unknown-brand() explain.made-in-barcode-disagrees(country=US,verdict=hedge.probably(verdict=verdict.american()),registered=SE)",
    );
  });
});
