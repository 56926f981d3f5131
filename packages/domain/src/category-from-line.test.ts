import { describe, expect, it } from "vitest";

import { categoryFromLine, productLineOf, type ProductLine } from "./category-from-line";

const LINES: readonly ProductLine[] = [
  { name: "Wheat Thins", category: "en:wheat-crackers" },
  { name: "Lay's", spellings: ["Lays"], category: "en:potato-crisps" },
  { name: "Cheetos", category: "en:puffed-salty-snacks-made-from-maize" },
  { name: "Rice Krispies", category: "en:breakfast-cereals" },
  { name: "Rice Krispies Treats", category: "en:cereal-bars" },
  { name: "Singles", brands: ["Kraft"], category: "en:processed-cheese-in-slices" },
  { name: "Fritos", brands: ["Fritos", "Frito-Lay"], category: "en:corn-chips" },
  { name: "Pop-Tarts", spellings: ["Pop Tarts", "Poptarts"], category: "en:toaster-pastries" },
  { name: "M&M's", category: "en:chocolate-candies" },
  { name: "I Can't Believe It's Not Butter", category: "en:margarines" },
];

describe("categoryFromLine", () => {
  it.each([
    ["Wheat Thins Original", "Nabisco", "en:wheat-crackers"],
    ["Cheetos puffs - Flamin' Hot", "Cheetos", "en:puffed-salty-snacks-made-from-maize"],
    // A product named as its brand names the line.
    ["Cheetos", "Cheetos", "en:puffed-salty-snacks-made-from-maize"],
    // Case, accents and plurals do not matter; a spelling names the line too.
    ["CHÉETO Masala Balls", "", "en:puffed-salty-snacks-made-from-maize"],
    ["Lays Classic", "Frito Lays", "en:potato-crisps"],
    ["Lay's Potato Chips", "", "en:potato-crisps"],
    ["Frosted Cookies & Creme Poptarts", "Kellogs", "en:toaster-pastries"],
    ["Blue Raspberry Pop Tarts", "Kellogs", "en:toaster-pastries"],
    ["New York City M&M's", "M&M's", "en:chocolate-candies"],
    ["I can't believe it's not butter - original", "I can't believe it's not butter", "en:margarines"],
  ])("reads %s (%s) as %s", (name, brand, category) => {
    expect(categoryFromLine({ name, brand }, LINES)).toBe(category);
  });

  it("matches whole words next to each other only", () => {
    expect(categoryFromLine({ name: "Thins of Wheat", brand: "" }, LINES)).toBeNull();
    expect(categoryFromLine({ name: "Wheat Crackers Thins", brand: "" }, LINES)).toBeNull();
    expect(categoryFromLine({ name: "Layered Cake", brand: "" }, LINES)).toBeNull();
  });

  it("prefers the line of more words", () => {
    expect(productLineOf({ name: "Rice Krispies Treats Original", brand: "Kellogg's" }, LINES)?.name).toBe("Rice Krispies Treats");
    expect(productLineOf({ name: "Rice Krispies", brand: "Kellogg's" }, LINES)?.name).toBe("Rice Krispies");
  });

  it("needs one of the line's brands when it lists them", () => {
    expect(categoryFromLine({ name: "Singles White American", brand: "Kraft" }, LINES)).toBe("en:processed-cheese-in-slices");
    expect(categoryFromLine({ name: "Singles White American", brand: "Kraft Heinz, Kraft" }, LINES)).toBe("en:processed-cheese-in-slices");
    expect(categoryFromLine({ name: "Singles Night Wine", brand: "Cellar Co" }, LINES)).toBeNull();
    // "Tomate frito" is no Fritos corn chip: "frito" is "fritos" without its plural, but the brand is another.
    expect(categoryFromLine({ name: "Tomate frito Apis", brand: "Apis" }, LINES)).toBeNull();
    expect(categoryFromLine({ name: "Fritos Original", brand: "Frito-Lay" }, LINES)).toBe("en:corn-chips");
  });

  it("answers null without a line or a name", () => {
    expect(categoryFromLine({ name: "Microwave Single Cheeseburger Macaroni", brand: "Hamburger Helper" }, LINES)).toBeNull();
    expect(categoryFromLine({ name: "", brand: "Cheetos" }, LINES)).toBeNull();
    expect(categoryFromLine({ name: "Cheetos", brand: "" }, [])).toBeNull();
  });
});
