import { describe, expect, it } from "vitest";

import { brandKey, splitBrands } from "./brand-key";

describe("brandKey", () => {
  it.each([
    ["Nestlé", "nestle"],
    ["L'Oréal", "loreal"],
    ["Ben & Jerry's", "ben and jerrys"],
    ["Coca-Cola", "coca cola"],
    ["Häagen-Dazs", "haagen dazs"],
    ["Dr. Oetker", "dr oetker"],
    ["Procter & Gamble", "procter and gamble"],
    ["M&S", "m and s"],
    ["Kellogg’s", "kelloggs"],
    ["Løgismose", "logismose"],
    ["Smørrebrød", "smorrebrod"],
    ["Œufs de Loué", "oeufs de loue"],
    ["Großmann", "grossmann"],
    ["Żywiec", "zywiec"],
    ["Łowicz", "lowicz"],
    ["Mlékárna Kunín", "mlekarna kunin"],
    ["Ülker", "ulker"],
    ["Çaykur", "caykur"],
    ["İçim", "icim"],
    ["7UP", "7up"],
    ["Kit Kat®", "kit kat"],
    ["Toblerone™", "toblerone"],
    ["Post-it℠ Notes©", "post it notes"],
    ["ＡＢＣ", "abc"],
    ["  Arla   Foods  ", "arla foods"],
    ["Marabou\tMjölkchoklad", "marabou mjolkchoklad"],
    ["Lindt & Sprüngli", "lindt and sprungli"],
    ["Haldiram's", "haldirams"],
    ["Løkken/Ørsted", "lokken orsted"],
  ])("keys %j as %j", (name, key) => {
    expect(brandKey(name)).toBe(key);
  });

  it("gives Coca-Cola, Coca Cola, COCA·COLA and coca_cola the same key", () => {
    const keys = ["Coca-Cola", "Coca Cola", "COCA·COLA", "coca_cola", "Coca–Cola", "  coca  cola "].map(brandKey);
    expect(new Set(keys)).toEqual(new Set(["coca cola"]));
  });

  it("matches & with and, and apostrophes of every kind", () => {
    const spellings = ["Ben & Jerry's", "Ben and Jerry's", "BEN & JERRY’S", "Ben&Jerrys", "ben and jerry`s", "Ben & Jerryʼs"];
    expect(new Set(spellings.map(brandKey))).toEqual(new Set(["ben and jerrys"]));
  });

  it("ignores accents and case", () => {
    expect(brandKey("NESTLÉ")).toBe(brandKey("nestle"));
    expect(brandKey("L’ORÉAL")).toBe(brandKey("Loreal"));
    expect(brandKey("Danone")).toBe(brandKey("DANONE"));
  });

  it("keeps decomposed and precomposed accents equal", () => {
    expect(brandKey("Nestle\u0301")).toBe(brandKey("Nestl\u00e9"));
  });

  it("keeps letters of other scripts, with their marks", () => {
    expect(brandKey("हल्दीराम")).toBe("हल्दीराम");
    expect(brandKey("Калинка")).toBe("калинка");
    expect(brandKey("明治 Meiji")).toBe("明治 meiji");
    expect(brandKey("농심")).toBe("농심");
  });

  it("keeps apart brands that differ in letters or digits", () => {
    expect(brandKey("Pepsi")).not.toBe(brandKey("Pepsi Max"));
    expect(brandKey("7UP")).not.toBe(brandKey("8UP"));
  });

  it.each(["", "   ", "!!!", "-", "'", "®"])("gives the empty key for %j", (name) => {
    expect(brandKey(name)).toBe("");
  });

  it("is idempotent", () => {
    for (const name of ["Ben & Jerry's", "L'Oréal", "COCA·COLA", "Smørrebrød", "हल्दीराम"]) {
      expect(brandKey(brandKey(name))).toBe(brandKey(name));
    }
  });
});

describe("splitBrands", () => {
  it("splits Open Food Facts' brands field, main brand first", () => {
    expect(splitBrands("Nutella, Ferrero")).toEqual(["Nutella", "Ferrero"]);
    expect(splitBrands("Coca-Cola,The Coca-Cola Company")).toEqual(["Coca-Cola", "The Coca-Cola Company"]);
  });

  it("trims names and drops empty parts", () => {
    expect(splitBrands("  Arla ,, Arla Foods ,  ")).toEqual(["Arla", "Arla Foods"]);
    expect(splitBrands(",Barilla")).toEqual(["Barilla"]);
  });

  it("keeps a brand repeated under another spelling once, in its first spelling", () => {
    expect(splitBrands("Nestlé, nestle, NESTLE, Nescafé")).toEqual(["Nestlé", "Nescafé"]);
    expect(splitBrands("Ben & Jerry's, Ben and Jerrys")).toEqual(["Ben & Jerry's"]);
  });

  it("keeps a name that is only punctuation apart from the empty ones", () => {
    expect(splitBrands("!!!, Lindt")).toEqual(["!!!", "Lindt"]);
  });

  it.each(["", "   ", ",", " , , ", null, undefined])("gives [] for %j", (field) => {
    expect(splitBrands(field)).toEqual([]);
  });

  it("keeps a single brand", () => {
    expect(splitBrands("Marabou")).toEqual(["Marabou"]);
  });
});
