import { describe, expect, it } from "vitest";

import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { americanReason, certaintyNote, verdictLabel } from "./verdict-text";

type ReasonFacts = Parameters<typeof americanReason>[0];

function facts(overrides: Partial<ReasonFacts>): ReasonFacts {
  return {
    isAmerican: false,
    certainty: "confirmed",
    americanBasis: "owner",
    hq_country: null,
    country: null,
    registeredIn: null,
    ownerMatch: null,
    ownershipChain: [],
    ...overrides,
  };
}

const chain: TScannedProduct["ownershipChain"] = [
  { name: "Hometown Grocers", country: "US", countryName: "United States", source: "registry", confidence: "high", sourceNote: "" },
];

describe("verdictLabel", () => {
  it("states a confirmed verdict plainly and hedges every other one", () => {
    expect(verdictLabel({ isAmerican: true, certainty: "confirmed" })).toBe("American");
    expect(verdictLabel({ isAmerican: false, certainty: "confirmed" })).toBe("Not American");
    expect(verdictLabel({ isAmerican: true, certainty: "likely" })).toBe("Likely American");
    expect(verdictLabel({ isAmerican: false, certainty: "likely" })).toBe("Likely not American");
    expect(verdictLabel({ isAmerican: true, certainty: "probable" })).toBe("Probably American");
    expect(verdictLabel({ isAmerican: false, certainty: "probable" })).toBe("Probably not American");
    expect(verdictLabel({ isAmerican: false, certainty: "unknown" })).toBe("Can't tell whether it is American");
  });

  it("says how sure in one line, calling a guess a guess", () => {
    expect(certaintyNote("confirmed")).toBe("Confirmed: we know who owns this brand.");
    expect(certaintyNote("probable")).toBe("A guess from weak evidence, not a fact.");
  });
});

describe("americanReason", () => {
  it("names the owner's country, and the company the product names when that found the owner", () => {
    expect(americanReason(facts({ isAmerican: true, hq_country: "US", ownershipChain: chain }))).toBe(
      "It counts as American because its ultimate owner is headquartered in the United States.",
    );
    expect(
      americanReason(
        facts({
          isAmerican: true,
          hq_country: "US",
          ownershipChain: chain,
          ownerMatch: { by: "company", name: "Hometown Grocers Grocery Company Inc." },
        }),
      ),
    ).toBe(
      "It counts as American because its ultimate owner is headquartered in the United States. " +
        'We found the owner through the company the product names, "Hometown Grocers Grocery Company Inc.", which is Hometown Grocers.',
    );
  });

  it("words an AI owner and a low-confidence chain as what they are", () => {
    expect(americanReason(facts({ hq_country: "DE", certainty: "probable", ownershipChain: chain }))).toContain(
      "suggested by AI and is not yet confirmed, so this is a guess.",
    );
    expect(americanReason(facts({ hq_country: "SE", certainty: "likely", ownershipChain: chain }))).toContain("likely, not certain");
  });

  it("goes by where it is made, as likely, or only as a guess when the barcode points the other way", () => {
    expect(americanReason(facts({ americanBasis: "made-in", certainty: "likely", country: "PL" }))).toBe(
      "Nobody we know owns this brand, so it does not count as American by where it is made. " +
        "Where a product is made is not who owns it, so this is likely, not certain.",
    );
    expect(
      americanReason(facts({ americanBasis: "made-in", certainty: "probable", country: "MX", registeredIn: "US" })),
    ).toBe(
      "Nobody we know owns this brand, so it does not count as American by where it is made. " +
        "Its barcode was registered in the United States, which points the other way, so this is only a guess.",
    );
  });

  it("calls an unknown brand with a US barcode probably American, a weak signal and not a fact", () => {
    expect(americanReason(facts({ americanBasis: "gs1", certainty: "probable", isAmerican: true, registeredIn: "US" }))).toBe(
      "We don't know who owns this brand, and nothing says where it is made. Its barcode was registered in the United States, " +
        "so it is probably American: a company usually takes its barcode numbers where it is based, but not always. " +
        "This is a weak signal, not a fact.",
    );
    expect(americanReason(facts({ americanBasis: "gs1", certainty: "probable", registeredIn: "FR" }))).toContain(
      "registered in France, so it is probably not American",
    );
  });

  it("says that we can't tell when nothing is known", () => {
    expect(americanReason(facts({ americanBasis: "unknown", certainty: "unknown" }))).toBe(
      "We know neither who owns this brand nor where it is made, so we can't tell whether it is American.",
    );
  });
});
