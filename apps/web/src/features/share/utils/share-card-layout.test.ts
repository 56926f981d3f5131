import { afterEach, describe, expect, it } from "vitest";

import { activateLocale } from "@/i18n/i18n";
import { productMessages } from "@/i18n/messages/product/product-messages";
import { shareMessages } from "@/i18n/messages/share/share-messages";

import { CARD_HEIGHT, CARD_WIDTH, cardText, layoutShareCard, wrapText, type MeasureText } from "./share-card-layout";
import { shareFactsOf, type ShareFacts } from "./share-facts";

/** Every character half as wide as the font is tall: a stand-in for the canvas's measureText. */
const measure: MeasureText = (text, font) => text.length * Number(/(\d+)px/.exec(font)?.[1] ?? 0) * 0.5;
const SITE = { name: "ProductCheck", address: "productcheck.example" };

function baseFacts(): ShareFacts {
  return shareFactsOf(
    {
      barcode: "5000112637922",
      name: "Coca-Cola Zero Sugar",
      isAmerican: true,
      certainty: "confirmed",
      country: "SE",
      countryName: "Sweden",
      ownershipChain: [
        { name: "Coca-Cola Europacific Partners", country: "GB", countryName: "United Kingdom" },
        { name: "The Coca-Cola Company", country: "US", countryName: "United States" },
      ],
    },
    "American",
  );
}

function facts(overrides: Partial<ShareFacts> = {}): ShareFacts {
  return { ...baseFacts(), ...overrides };
}

const kinds = (layout: ReturnType<typeof layoutShareCard>) => layout.lines.map((line) => [line.kind, line.text]);

describe("shareFactsOf", () => {
  it("takes the verdict as worded, the made-in badge's text and the owners with their HQ countries", () => {
    expect(baseFacts()).toEqual({
      barcode: "5000112637922",
      name: "Coca-Cola Zero Sugar",
      verdict: "American",
      tone: "american",
      madeIn: "Made in Sweden",
      madeInCountry: "SE",
      owners: [
        { name: "Coca-Cola Europacific Partners", country: "GB", countryName: "United Kingdom" },
        { name: "The Coca-Cola Company", country: "US", countryName: "United States" },
      ],
    });
    const unknown = shareFactsOf({ ...baseFacts(), isAmerican: false, certainty: "unknown", country: null, countryName: "Unknown", ownershipChain: [] }, "Can't tell");
    expect(unknown).toMatchObject({ tone: "unknown", madeIn: "Made in Unknown", madeInCountry: null, owners: [] });
    expect(shareFactsOf({ ...baseFacts(), isAmerican: false, certainty: "probable", country: "US", countryName: "United States", ownershipChain: [] }, "x")).toMatchObject({
      tone: "not-american",
      madeIn: "Made in USA",
    });
  });
});

describe("layoutShareCard", () => {
  it("says the name, the verdict, made in, the owner chain and the app, in that order, with a flag for each country", () => {
    const layout = layoutShareCard(facts(), SITE, measure);
    expect([layout.width, layout.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(kinds(layout)).toEqual([
      ["name", "Coca-Cola Zero Sugar"],
      ["verdict", "American"],
      ["made-in", "Made in Sweden"],
      ["owner", "Owned by Coca-Cola Europacific Partners (United Kingdom)"],
      ["owner", "part of The Coca-Cola Company (United States)"],
      ["footer", "ProductCheck · productcheck.example"],
    ]);
    expect(layout.flags.map((flag) => flag.country)).toEqual(["SE", "GB", "US"]);
    expect(cardText(layout)).toContain("\nAmerican\n");
  });

  it("keeps every line and flag inside the card, lines top to bottom, each flag beside its own row", () => {
    const long = facts({
      name: "Extra long product name that goes on and on about flavours, sizes, promotions and everything else on the pack",
      owners: Array.from({ length: 6 }, (_, index) => ({ name: `Holding company number ${index} with a long name`, country: "NL", countryName: "Netherlands" })),
    });
    const layout = layoutShareCard(long, SITE, measure);
    for (const line of layout.lines) {
      expect(line.x + measure(line.text, line.font), line.text).toBeLessThanOrEqual(CARD_WIDTH - 64);
      expect(line.y).toBeLessThanOrEqual(CARD_HEIGHT);
    }
    const ys = layout.lines.map((line) => line.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    for (const flag of layout.flags) {
      expect(flag.y).toBeGreaterThanOrEqual(0);
      expect(flag.y + flag.height).toBeLessThan(layout.lines.at(-1)!.y - 26);
    }
    // Two lines of name at most, the last cut with "…"; three owner rows: the direct owner and the top two.
    const names = layout.lines.filter((line) => line.kind === "name");
    expect(names).toHaveLength(2);
    expect(names[1]!.text.endsWith("…")).toBe(true);
    const owners = layout.lines.filter((line) => line.kind === "owner").map((line) => line.text);
    expect(owners).toHaveLength(3);
    expect(owners[0]).toMatch(/^Owned by Holding company number 0/);
    expect(owners[2]).toMatch(/^part of Holding company number 5/);
  });

  it("colours the verdict and the edge by the verdict, and leaves out a flag it has no country for", () => {
    const american = layoutShareCard(facts(), SITE, measure);
    const notAmerican = layoutShareCard(facts({ tone: "not-american", verdict: "Not American" }), SITE, measure);
    const verdictColour = (layout: typeof american) => layout.lines.find((line) => line.kind === "verdict")!.color;
    expect(verdictColour(american)).toBe(american.accent.color);
    expect(verdictColour(notAmerican)).not.toBe(verdictColour(american));
    const noCountry = layoutShareCard(facts({ madeIn: "Made in Unknown", madeInCountry: null, owners: [] }), SITE, measure);
    expect(noCountry.flags).toEqual([]);
    expect(kinds(noCountry).map(([kind]) => kind)).toEqual(["name", "verdict", "made-in", "footer"]);
  });
});

describe("the card in Swedish", () => {
  afterEach(() => activateLocale("en"));

  it("says made in and the owners in the shopper's language, with the countries' Swedish names", async () => {
    await Promise.all([shareMessages.ensure("sv"), productMessages.ensure("sv")]);
    activateLocale("sv");
    const layout = layoutShareCard(baseFacts(), SITE, measure);
    expect(kinds(layout).slice(2, 5)).toEqual([
      ["made-in", "Tillverkad i Sverige"],
      ["owner", "Ägs av Coca-Cola Europacific Partners (Storbritannien)"],
      ["owner", "del av The Coca-Cola Company (USA)"],
    ]);
  });
});

describe("wrapText", () => {
  it("wraps at spaces and cuts a word wider than the line", () => {
    // 10px: 5 px a character, so 4 characters to a line of 20.
    expect(wrapText("aaa bbb ccc", 20, "10px x", 3, measure)).toEqual(["aaa", "bbb", "ccc"]);
    expect(wrapText("aaa bbb ccc", 20, "10px x", 2, measure)).toEqual(["aaa", "bbb…"]);
    expect(wrapText("abcdefghij", 20, "10px x", 2, measure)).toEqual(["abc…"]);
  });
});
