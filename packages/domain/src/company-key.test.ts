import { describe, expect, it } from "vitest";

import { companyCoreKey, companyKey, companyKeyCandidates, isGenericTail } from "./company-key";

describe("companyKey", () => {
  it("drops a leading 'the' and trailing legal forms in many languages", () => {
    expect(companyKey("The Kraft Heinz Company")).toBe("kraft heinz");
    expect(companyKey("Mars, Incorporated")).toBe("mars");
    expect(companyKey("Kroger Co.")).toBe("kroger");
    expect(companyKey("Orkla ASA")).toBe("orkla");
    expect(companyKey("Carlsberg A/S")).toBe("carlsberg");
    expect(companyKey("Valio Oy")).toBe("valio");
    expect(companyKey("Fazer Oyj")).toBe("fazer");
    expect(companyKey("ICA Gruppen AB (publ)")).toBe("ica gruppen");
    expect(companyKey("Dr. Oetker GmbH & Co. KG")).toBe("dr oetker");
    expect(companyKey("Lindt & Sprüngli AG")).toBe("lindt and sprungli");
    expect(companyKey("Unilever N.V.")).toBe("unilever");
    expect(companyKey("Danone S.A.")).toBe("danone");
    expect(companyKey("Lactalis SAS")).toBe("lactalis");
    expect(companyKey("Barilla G. e R. Fratelli S.p.A.")).toBe("barilla g e r fratelli");
    expect(companyKey("Rana S.r.l.")).toBe("rana");
    expect(companyKey("Mondelēz Polska Sp. z o.o.")).toBe("mondelez polska");
    expect(companyKey("Arnott's Biscuits Pty Ltd")).toBe("arnotts biscuits");
    expect(companyKey("Tesco plc")).toBe("tesco");
    expect(companyKey("Ferrero U.S.A., Inc.")).toBe("ferrero usa");
    expect(companyKey("Goode's Bakery & Co., Inc.")).toBe("goodes bakery");
  });

  it("never drops the first word", () => {
    expect(companyKey("AB InBev")).toBe("ab inbev");
    expect(companyKey("Spa")).toBe("spa");
    expect(companyKey("The")).toBe("the");
    expect(companyKey("")).toBe("");
  });
});

describe("isGenericTail", () => {
  it("accepts legal forms, trade words and market or country names, and nothing else", () => {
    expect(isGenericTail(["grocery", "company", "inc"])).toBe(true);
    expect(isGenericTail(["foods", "north", "america"])).toBe(true);
    expect(isGenericTail(["holdings", "international"])).toBe(true);
    expect(isGenericTail(["sverige", "ab"])).toBe(true);
    expect(isGenericTail(["united", "states"])).toBe(true);
    expect(isGenericTail(["valley", "foods"])).toBe(false);
    expect(isGenericTail(["california"])).toBe(false);
    expect(isGenericTail(["and", "gamble"])).toBe(false);
    expect(isGenericTail([])).toBe(true);
  });
});

describe("companyKeyCandidates", () => {
  it("gives the legal name's key, then shorter whole-word prefixes followed only by generic words, longest first", () => {
    expect(companyKeyCandidates("X Grocery Company Inc.")).toEqual(["x grocery", "x"]);
    expect(companyKeyCandidates("Kraft Heinz Foods Company")).toEqual(["kraft heinz foods", "kraft heinz"]);
    expect(companyKeyCandidates("Orkla Foods Sverige AB")).toEqual(["orkla foods sverige", "orkla foods", "orkla"]);
    expect(companyKeyCandidates("Nestlé USA, Inc.")).toEqual(["nestle usa", "nestle"]);
    expect(companyKeyCandidates("General Mills Sales, Inc.")).toEqual(["general mills sales", "general mills"]);
    expect(companyKeyCandidates("Heartlight Corp. of America").at(-1)).toBe("heartlight");
  });

  it("keeps every word that says more than a kind of company: no false prefixes", () => {
    expect(companyKeyCandidates("Sun Valley Foods")).toEqual(["sun valley foods", "sun valley"]);
    expect(companyKeyCandidates("Procter & Gamble Manufacturing GmbH")).toEqual(["procter and gamble manufacturing", "procter and gamble"]);
    expect(companyKeyCandidates("Johnson & Johnson")).toEqual(["johnson and johnson"]);
    expect(companyKeyCandidates("Turkey Hill Dairy")).toEqual(["turkey hill dairy"]);
    // A prefix made only of generic words is no company: "US Foods Inc" is "us foods", never "us".
    expect(companyKeyCandidates("US Foods Inc")).toEqual(["us foods"]);
    expect(companyKeyCandidates("Global Brands Ltd")).toEqual(["global brands"]);
  });

  it("gives a registry company's core key: its shortest candidate", () => {
    expect(companyCoreKey("Orkla Foods Sverige")).toBe("orkla");
    expect(companyCoreKey("The Kraft Heinz Company")).toBe("kraft heinz");
    expect(companyCoreKey("Ferrero Group")).toBe("ferrero");
    expect(companyCoreKey("")).toBe("");
  });
});
