import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";
import { ENGLISH_MESSAGES, type MessageText, renderText } from "@productcheck/domain/message";

import { createColaCatalogue, scanAsNewUser, testTaxonomy } from "../testing/alternatives-fixtures";
import { callerFor, clientScanId } from "../testing/test-helpers";
import { textForShopper } from "./shopper-texts";
import swedish from "./sv-keyed.json" with { type: "json" };

describe("the keyed Swedish catalogue", () => {
  it("has every message the domain writes, and no other", () => {
    expect(Object.keys(swedish).sort()).toEqual(Object.keys(ENGLISH_MESSAGES).sort());
  });

  it("keeps every placeholder of the English message", () => {
    for (const [id, english] of Object.entries(ENGLISH_MESSAGES)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]).sort();
      expect(placeholders(swedish[id as keyof typeof swedish]), id).toEqual(placeholders(english));
    }
  });

  it("renders a text's messages in Swedish, countries named in Swedish, and leaves English as given", () => {
    const text: MessageText = {
      parts: [
        [
          { id: "owner.brand-belongs-to", values: { brand: "Acme", company: "Foo" } },
          { id: "owner.also-part-of", values: { company: "Bar" } },
          { id: "owner.chain-headquartered", values: { country: { country: "US" } } },
        ],
        [{ id: "explain.made-in-owner-elsewhere", values: { madeIn: { country: "NL" }, hq: { country: "US" } } }],
      ],
      separator: " ",
    };
    const english = renderText(text);
    expect(english).toBe("Acme belongs to Foo, part of Bar, headquartered in the United States. It is made in the Netherlands, while its owner is headquartered in the United States.");
    expect(textForShopper(english, text, "en")).toBe(english);
    expect(textForShopper(english, text, "sv")).toBe(
      "Acme ägs av Foo, en del av Bar, med huvudkontor i USA. Den tillverkas i Nederländerna, medan ägaren har sitt huvudkontor i USA.",
    );
  });
});

describe("an alternative's difference in Swedish", () => {
  it("names the shared category by the taxonomy's Swedish name, else by its English one", () => {
    const taxonomy = {
      categories: {
        "en:colas": { parents: [], name: "Colas", names: { en: ["Colas"], sv: ["Coladrycker"] } },
        "en:sodas": { parents: [], name: "Sodas" },
      },
    };
    const similar = (tag: string, name: string): MessageText => ({
      parts: [[{ id: "difference.similar", values: { category: { category: tag, name } } }], [{ id: "difference.same-size", values: { size: "1 l" } }]],
      separator: " · ",
    });
    expect(renderText(similar("en:colas", "Colas"))).toBe("Similar: Colas · Same size: 1 l");
    expect(textForShopper("", similar("en:colas", "Colas"), "sv", taxonomy)).toBe("Liknande: Coladrycker · Samma storlek: 1 l");
    expect(textForShopper("", similar("en:sodas", "Sodas"), "sv", taxonomy)).toBe("Liknande: Sodas · Samma storlek: 1 l");
  });
});

describe("the result's explanation and the alternatives' differences in the shopper's language", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let cola: Awaited<ReturnType<typeof createColaCatalogue>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    cola = await createColaCatalogue(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("answers Swedish to Accept-Language sv-SE and English to en, from one scan", async () => {
    const { principal, scanId } = await scanAsNewUser(database.db, cola.scanned.barcode);
    const inSwedish = callerFor(database.db, { principal, taxonomy: testTaxonomy, acceptLanguage: "sv-SE,sv;q=0.9" }).caller;
    const inEnglish = callerFor(database.db, { principal, taxonomy: testTaxonomy, acceptLanguage: "en-SE,en;q=0.9" }).caller;

    const english = await inEnglish.scannedProducts.get({ id: scanId });
    const swedishView = await inSwedish.scannedProducts.get({ id: scanId });
    expect(english.brandExplanation).toMatch(
      /^Cola \d+ belongs to Cola Corp \d+, headquartered in the United States\. Its barcode was registered in Sweden, which does not say where it was made\.$/,
    );
    expect(swedishView.brandExplanation).toMatch(
      /^Cola \d+ ägs av Cola Corp \d+, med huvudkontor i USA\. Streckkoden registrerades i Sverige, vilket inte säger var den tillverkades\.$/,
    );
    expect({ ...swedishView, brandExplanation: english.brandExplanation }).toEqual(english);
    expect(english).not.toHaveProperty("brandExplanationMessages");

    const englishAlternatives = await inEnglish.scannedProducts.alternatives({ id: scanId });
    const swedishAlternatives = await inSwedish.scannedProducts.alternatives({ id: scanId });
    expect(englishAlternatives.alternatives[0]?.difference).toMatch(/^Made in Sweden by Carlsberg \d+ \(Denmark, a neighbour\) · Same size: 1,5 l$/);
    expect(swedishAlternatives.alternatives[0]?.difference).toMatch(/^Tillverkad i Sverige av Carlsberg \d+ \(Danmark, ett grannland\) · Samma storlek: 1,5 l$/);
    expect(swedishAlternatives.alternatives[0]).not.toHaveProperty("differenceMessages");

    const scanned = await inSwedish.scan.create({ barcode: cola.scanned.barcode, clientScanId: clientScanId() });
    expect(scanned.scannedProduct.brandExplanation).toBe(swedishView.brandExplanation);

    await inEnglish.scannedProducts.save({ id: scanId, isSaved: true });
    expect((await inSwedish.savedProducts.list()).map((saved) => saved.brandExplanation)).toEqual([swedishView.brandExplanation]);
    expect((await inEnglish.savedProducts.list()).map((saved) => saved.brandExplanation)).toEqual([english.brandExplanation]);
  });
});
