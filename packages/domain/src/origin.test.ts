import { describe, expect, it } from "vitest";

import { countryInSentence, resolveOrigin, type ChainCompany, type OriginInput, ultimateOwnerOf } from "./origin";

function company(name: string, hqCountry: string, overrides: Partial<ChainCompany> = {}): ChainCompany {
  return { name, hqCountry, source: "registry", confidence: "high", sourceNote: "test", ...overrides };
}

function input(overrides: Partial<OriginInput> = {}): OriginInput {
  return { brand: "", madeIn: null, ownershipChain: [], registeredIn: null, ...overrides };
}

describe("resolveOrigin", () => {
  it("explains a one-step chain as the product spec's example", () => {
    const origin = resolveOrigin(
      input({ brand: "Ben & Jerry's", ownershipChain: [company("The Magnum Ice Cream Company", "NL")] }),
    );
    expect(origin.brandExplanation).toBe(
      "Ben & Jerry's belongs to The Magnum Ice Cream Company, headquartered in the Netherlands.",
    );
    expect(origin.hqCountry).toEqual({ value: "NL", source: "registry", confidence: "high" });
    expect(origin.isAmerican).toBe(false);
    expect(origin.americanBasis).toBe("owner");
  });

  it("walks a chain to the ultimate parent: a British brand of a US group is American", () => {
    const origin = resolveOrigin(
      input({
        brand: "Cadbury",
        madeIn: { value: "GB", source: "catalogue", confidence: "high" },
        ownershipChain: [company("Cadbury UK", "GB"), company("Mondelēz International", "US")],
      }),
    );
    expect(origin.isAmerican).toBe(true);
    expect(origin.ultimateOwner).toBe("Mondelēz International");
    expect(origin.brandExplanation).toBe(
      "Cadbury belongs to Cadbury UK, part of Mondelēz International, headquartered in the United States. " +
        "It is made in the United Kingdom, while its owner is headquartered in the United States.",
    );
  });

  it("keeps a US chain owned by a European group non-American", () => {
    const origin = resolveOrigin(
      input({
        brand: "Food Lion",
        madeIn: { value: "US", source: "catalogue", confidence: "high" },
        ownershipChain: [company("Food Lion", "US"), company("Ahold Delhaize", "NL")],
      }),
    );
    expect(origin.isAmerican).toBe(false);
    expect(origin.hqCountry?.value).toBe("NL");
  });

  it("reads naturally when the brand is the company's own name", () => {
    expect(resolveOrigin(input({ brand: "Orkla", ownershipChain: [company("Orkla ASA", "NO")] })).brandExplanation).toBe(
      "Orkla belongs to Orkla ASA, headquartered in Norway.",
    );
    expect(resolveOrigin(input({ brand: "ORKLA ASA", ownershipChain: [company("Orkla ASA", "NO")] })).brandExplanation).toBe(
      "Orkla ASA is headquartered in Norway.",
    );
    expect(
      resolveOrigin(input({ brand: "", ownershipChain: [company("Freia", "NO"), company("Mondelēz International", "US")] }))
        .brandExplanation,
    ).toBe("Freia is part of Mondelēz International, headquartered in the United States.");
  });

  it("takes the weakest confidence along the chain", () => {
    const origin = resolveOrigin(
      input({ brand: "X", ownershipChain: [company("X Ltd", "SE", { confidence: "medium" }), company("Y", "SE")] }),
    );
    expect(origin.hqCountry?.confidence).toBe("medium");
  });

  it("flags an AI proposal as unconfirmed", () => {
    const origin = resolveOrigin(
      input({ brand: "Nova", ownershipChain: [company("Nova Foods", "DE", { source: "ai", confidence: "low" })] }),
    );
    expect(origin.hqCountry).toEqual({ value: "DE", source: "ai", confidence: "low" });
    expect(origin.brandExplanation).toContain("suggested by AI and is not yet confirmed");
  });

  it("flags a chain whose first link was proposed by AI, even when the parent is a registry company", () => {
    const origin = resolveOrigin(
      input({
        brand: "Nova",
        ownershipChain: [company("Pepsi-Cola Nordic", "SE", { source: "ai", confidence: "low" }), company("PepsiCo", "US")],
      }),
    );
    expect(origin.hqCountry).toEqual({ value: "US", source: "ai", confidence: "low" });
    expect(origin.isAmerican).toBe(true);
    expect(origin.brandExplanation).toContain("suggested by AI and is not yet confirmed");
  });

  it("falls back to the made-in country for isAmerican when no owner is known: likely, not confirmed", () => {
    const origin = resolveOrigin(
      input({ brand: "Local Farm", madeIn: { value: "US", source: "off", confidence: "medium" }, registeredIn: "US" }),
    );
    expect(origin.isAmerican).toBe(true);
    expect(origin.americanBasis).toBe("made-in");
    expect(origin.certainty).toBe("likely");
    expect(origin.hqCountry).toBeNull();
    expect(origin.brandExplanation).toBe(
      "We don't know yet who owns Local Farm. It is made in the United States, so it is likely American.",
    );
  });

  it("lets where a product is made outrank where its barcode was registered, but only as probable when they disagree", () => {
    const madeInMexico = resolveOrigin(
      input({ brand: "Salsa Roja", madeIn: { value: "MX", source: "off", confidence: "high" }, registeredIn: "US" }),
    );
    expect(madeInMexico).toMatchObject({ isAmerican: false, americanBasis: "made-in", certainty: "probable" });
    expect(madeInMexico.brandExplanation).toBe(
      "We don't know yet who owns Salsa Roja. It is made in Mexico, so it is probably not American, " +
        "although its barcode was registered in the United States.",
    );
    const madeInUs = resolveOrigin(input({ madeIn: { value: "US", source: "off", confidence: "high" }, registeredIn: "FR" }));
    expect(madeInUs).toMatchObject({ isAmerican: true, americanBasis: "made-in", certainty: "probable" });
    expect(madeInUs.brandExplanation).toBe(
      "The brand of this product is not known. It is made in the United States, so it is probably American, " +
        "although its barcode was registered in France.",
    );
  });

  it("calls an unknown owner's product with a GS1 US barcode probably American, and says why", () => {
    const origin = resolveOrigin(input({ brand: "Hometown Pantry", registeredIn: "US" }));
    expect(origin).toMatchObject({ isAmerican: true, americanBasis: "gs1", certainty: "probable", hqCountry: null, country: null });
    expect(origin.brandExplanation).toBe(
      "We don't know yet who owns Hometown Pantry. Its barcode was registered in the United States, so it is probably American.",
    );
  });

  it("calls an unknown owner's product with another GS1 country probably not American", () => {
    const origin = resolveOrigin(input({ registeredIn: "DE" }));
    expect(origin.country).toBeNull();
    expect(origin).toMatchObject({ isAmerican: false, americanBasis: "gs1", certainty: "probable" });
    expect(origin.brandExplanation).toBe(
      "The brand of this product is not known. Its barcode was registered in Germany, so it is probably not American.",
    );
  });

  it("stays unknown and says so when nothing names an owner, a made-in country or a GS1 country", () => {
    const origin = resolveOrigin(input({ brand: "Deli Counter" }));
    expect(origin).toMatchObject({ isAmerican: false, americanBasis: "unknown", certainty: "unknown" });
    expect(origin.brandExplanation).toBe(
      "We don't know yet who owns Deli Counter. Nothing says where it is made or where its barcode was registered, " +
        "so we can't tell whether it is American.",
    );
  });

  it("ranks an owner above where it is made and where its barcode was registered", () => {
    const origin = resolveOrigin(
      input({
        brand: "Food Lion",
        madeIn: { value: "US", source: "catalogue", confidence: "high" },
        ownershipChain: [company("Food Lion", "US"), company("Ahold Delhaize", "NL")],
        registeredIn: "US",
      }),
    );
    expect(origin).toMatchObject({ isAmerican: false, americanBasis: "owner", certainty: "confirmed" });
  });

  it("confirms an owner chain of high or medium confidence, and calls a low one likely, in words", () => {
    const medium = resolveOrigin(input({ brand: "X", ownershipChain: [company("X AB", "SE", { confidence: "medium" })] }));
    expect(medium.certainty).toBe("confirmed");
    expect(medium.brandExplanation).toBe("X belongs to X AB, headquartered in Sweden.");
    const lowLink = resolveOrigin(input({ brand: "Y", ownershipChain: [company("Y Inc", "US")], ownerLink: "low" }));
    expect(lowLink).toMatchObject({ isAmerican: true, certainty: "likely", hqCountry: { value: "US", confidence: "low" } });
    expect(lowLink.brandExplanation).toBe(
      "Y belongs to Y Inc, headquartered in the United States. This ownership is not well documented yet, so it is likely American.",
    );
  });

  it("calls an AI-proposed owner probable, never confirmed", () => {
    const origin = resolveOrigin(
      input({ brand: "Nova", ownershipChain: [company("Nova Foods", "DE", { source: "ai", confidence: "low" })], registeredIn: "US" }),
    );
    expect(origin).toMatchObject({ isAmerican: false, americanBasis: "owner", certainty: "probable" });
    expect(origin.brandExplanation).toBe(
      "Nova belongs to Nova Foods, headquartered in Germany. This ownership was suggested by AI and is not yet confirmed, " +
        "so it is probably not American. Its barcode was registered in the United States, which does not say where it was made.",
    );
  });

  it("does not mention the GS1 prefix when the made-in country is known", () => {
    const origin = resolveOrigin(
      input({ brand: "Arla", madeIn: { value: "SE", source: "catalogue", confidence: "high" }, registeredIn: "DK" }),
    );
    expect(origin.brandExplanation).not.toContain("registered");
  });
});

describe("ultimateOwnerOf", () => {
  it("is the last company of the chain, with the lowest confidence along the way, the brand's link included", () => {
    const chain = [company("Orkla Foods Sverige", "SE", { confidence: "medium" }), company("Orkla ASA", "NO")];
    expect(ultimateOwnerOf(chain)).toEqual({ name: "Orkla ASA", hqCountry: "NO", source: "registry", confidence: "medium" });
    expect(ultimateOwnerOf([company("Arla Foods", "DK")], "low")).toMatchObject({ confidence: "low" });
    expect(ultimateOwnerOf([company("Arla Foods", "DK")])).toMatchObject({ confidence: "high" });
  });

  it("calls the answer an AI proposal when any company of the chain is one", () => {
    const chain = [company("Pepsi-Cola Nordic", "SE", { source: "ai", confidence: "low" }), company("PepsiCo", "US")];
    expect(ultimateOwnerOf(chain)).toEqual({ name: "PepsiCo", hqCountry: "US", source: "ai", confidence: "low" });
  });

  it("knows no owner of an empty chain", () => {
    expect(ultimateOwnerOf([])).toBeNull();
  });
});

describe("countryInSentence", () => {
  it("adds the article where English needs it", () => {
    expect(countryInSentence("NL")).toBe("the Netherlands");
    expect(countryInSentence("us")).toBe("the United States");
    expect(countryInSentence("GB")).toBe("the United Kingdom");
    expect(countryInSentence("SE")).toBe("Sweden");
    expect(countryInSentence("UK")).toBe("the United Kingdom");
  });

  it("names countries outside the spec's map in full", () => {
    expect(countryInSentence("IN")).toBe("India");
    expect(countryInSentence("MX")).toBe("Mexico");
    expect(countryInSentence("XQ")).toBe("XQ");
  });
});
