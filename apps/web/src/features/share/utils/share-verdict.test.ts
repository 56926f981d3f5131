import { describe, expect, it } from "vitest";

import { shareMessage } from "./share-verdict";

describe("shareMessage", () => {
  it("sends the name and verdict as the title, made in as the text, and the public verdict page as the link", () => {
    const message = shareMessage(
      { barcode: "7310865004703", name: "Kalles Kaviar", verdict: "Not American", tone: "not-american", madeIn: "Made in Sweden", madeInCountry: "SE", owners: [] },
      "https://productcheck.example",
    );
    expect(message).toEqual({
      title: "Kalles Kaviar: Not American",
      text: "Kalles Kaviar: Not American. Made in Sweden.",
      url: "https://productcheck.example/p/7310865004703",
    });
  });
});
