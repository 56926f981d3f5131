import { describe, expect, it } from "vitest";

import type { CategoryTaxonomy } from "./category-chain";
import {
  animalFoodFromName,
  categoryFromName,
  DEPARTMENT_DESCENDANTS,
  FEW_NAMES_SHARE,
  isProductKind,
  narrowerCategoryFromName,
  replacingCategoryFromName,
} from "./category-from-name";

// A slice of Open Food Facts' category taxonomy: names and parent links as OFF has them.
const taxonomy: CategoryTaxonomy = {
  categories: {
    "en:beverages": { name: "Beverages", parents: [] },
    "en:plant-based-beverages": { name: "Plant-based beverages", parents: ["en:beverages"] },
    "en:fruit-based-beverages": { name: "Fruit-based beverages", parents: ["en:plant-based-beverages"] },
    "en:juices": { name: "Juices", parents: ["en:fruit-based-beverages"] },
    "en:orange-juices": { name: "Orange juices", parents: ["en:juices"] },
    "en:dairies": { name: "Dairies", parents: [] },
    "en:fermented-milk-products": { name: "Fermented milk products", parents: ["en:dairies"] },
    "en:yogurts": { name: "Yogurts", parents: ["en:fermented-milk-products"] },
    "en:cheeses": { name: "Cheeses", parents: ["en:fermented-milk-products"] },
    "en:mozzarella": { name: "Mozzarella", parents: ["en:cheeses"] },
    "en:snacks": { name: "Snacks", parents: [] },
    "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
    "en:chocolates": { name: "Chocolates", parents: ["en:sweet-snacks"] },
    "en:milk-chocolates": { name: "Milk chocolates", parents: ["en:chocolates"] },
    "en:chocolate-milks": { name: "Chocolate milks", parents: ["en:chocolates"] },
    "en:condiments": { name: "Condiments", parents: [] },
    "en:sauces": { name: "Sauces", parents: ["en:condiments"] },
    "en:tomato-sauces": { name: "Tomato sauces", parents: ["en:sauces"] },
    "en:ketchup": { name: "Ketchup", parents: ["en:tomato-sauces"] },
    "en:tomato-ketchup": { name: "Tomato ketchup", parents: ["en:ketchup"] },
    "en:spices": { name: "Spices", parents: ["en:condiments", "en:plant-based-beverages"] },
    "en:vanilla": { name: "Vanilla", parents: ["en:spices"] },
    "en:fruits": { name: "Fruits", parents: ["en:fruit-based-beverages"] },
    "en:apples": { name: "Apples", parents: ["en:fruits"] },
  },
};

describe("categoryFromName", () => {
  it.each([
    ["Original 100% orange juice", "Minute Maid", "en:orange-juices"],
    ["Mozzarella, finely shredded", "Kroger", "en:mozzarella"],
    ["Tomato Ketchup", "Great Value", "en:tomato-ketchup"],
    ["Lowfat Yogurt, French Vanilla", "Tillamook", "en:yogurts"],
    ["Galaxy Milk Chocolate with Fruit & Nut", "Galaxy", "en:milk-chocolates"],
    ["Ketchup", "Heinz", "en:ketchup"],
  ])("reads %j (%s) as %s", (name, brand, tag) => {
    expect(categoryFromName({ name, brand }, taxonomy)?.tag).toBe(tag);
  });

  it.each([
    ["Coffee Creamer, French Vanilla", "Kroger"],
    ["Berry Apple Clusters", "Peeled Snacks"],
    ["Juicy Juice", "Juicy Juice"],
    ["Blue Sharks", "Great Value"],
    ["", ""],
  ])("finds nothing in %j: a flavour, a word that is not the last, a brand word, or nothing known", (name, brand) => {
    expect(categoryFromName({ name, brand }, taxonomy)).toBeNull();
  });

  it("never answers a root, nor a category one level down that holds many", () => {
    expect(categoryFromName({ name: "Cold Beverages", brand: "" }, taxonomy)).toBeNull();
    // "Sauces" holds DEPARTMENT_DESCENDANTS categories: a department ("Fine Sauces" says nothing specific).
    const manySauces: CategoryTaxonomy = {
      categories: {
        ...taxonomy.categories,
        ...Object.fromEntries(
          Array.from({ length: DEPARTMENT_DESCENDANTS }, (_, i) => [`en:sauce-${i}`, { name: `Sauce number ${i}`, parents: ["en:sauces"] }]),
        ),
      },
    };
    expect(categoryFromName({ name: "Fine Sauces", brand: "" }, manySauces)).toBeNull();
  });

  it("answers a category one level down that holds few: a kind of product (\"Fries\", \"Salts\")", () => {
    expect(categoryFromName({ name: "Fine Sauces", brand: "" }, taxonomy)?.tag).toBe("en:sauces");
  });

  it("prefers the longest match, then the deeper category", () => {
    expect(categoryFromName({ name: "Fresh orange juice", brand: "" }, taxonomy)?.tag).toBe("en:orange-juices");
    expect(categoryFromName({ name: "Apple juice", brand: "" }, taxonomy)?.tag).toBe("en:juices");
  });
});

// The same categories with their names and synonyms in other languages, as the shipped taxonomy has them.
const multilingual: CategoryTaxonomy = {
  categories: {
    ...taxonomy.categories,
    "en:orange-juices": {
      name: "Orange juices",
      parents: ["en:juices"],
      names: { en: ["Orange juices"], fr: ["Jus d'orange", "jus d'oranges"], es: ["Zumos de naranja"], de: ["Orangensäfte", "Orangensaft"] },
    },
    "en:yogurts": { name: "Yogurts", parents: ["en:fermented-milk-products"], names: { en: ["Yogurts", "Yoghurts"], fr: ["Yaourts"] } },
    "en:strawberries": { name: "Strawberries", parents: ["en:fruits"], names: { en: ["Strawberries"], fr: ["Fraises"] } },
    "en:chocolates": { name: "Chocolates", parents: ["en:sweet-snacks"], names: { en: ["Chocolates", "Chocolate"], es: ["Chocolates", "Chocolate"] } },
    "en:cookies": { name: "Cookies", parents: ["en:sweet-snacks"], names: { en: ["Cookies"] } },
    "en:chocolate-chip-cookies": { name: "Chocolate chip cookies", parents: ["en:cookies"], names: { en: ["Chocolate chip cookies"] } },
    "en:colas": { name: "Colas", parents: ["en:juices"], names: { en: ["Colas"] } },
    "en:pineapples": { name: "Pineapples", parents: ["en:fruits"], names: { en: ["Pineapples"] } },
    "en:creme-fraiche": { name: "Crème fraîche", parents: ["en:fermented-milk-products"], names: { fr: ["Crème fraîche"] } },
    "en:creamers": { name: "Creamers", parents: ["en:fermented-milk-products"], names: { en: ["Creamers", "Coffee creamers"] } },
  },
};

describe("categoryFromName with names in every language", () => {
  it.each([
    ["Jus d'orange", "en:orange-juices", "high"],
    ["Zumo de naranja natural", "en:orange-juices", "medium"],
    ["Bio Orangensaft", "en:orange-juices", "medium"],
    ["Yaourt à la fraise", "en:yogurts", "medium"],
    ["Strawberry yoghurt", "en:yogurts", "medium"],
    ["Soft baked chocolate chip cookie", "en:chocolate-chip-cookies", "medium"],
    ["CREME FRAICHE", "en:creme-fraiche", "high"],
    ["Pineapple chunks, in juice", null, null],
    ["Cola", "en:colas", "high"],
  ])("reads %j as %s (%s)", (name, tag, confidence) => {
    const found = categoryFromName({ name, brand: "" }, multilingual);
    expect(found?.tag ?? null).toBe(tag);
    expect(found?.confidence ?? null).toBe(confidence);
  });

  it("matches whole words only: chocolate is not cola, a pineapple is not an apple", () => {
    expect(categoryFromName({ name: "Chocolate", brand: "" }, multilingual)?.tag).toBe("en:chocolates");
    expect(categoryFromName({ name: "Pineapple", brand: "" }, multilingual)?.tag).toBe("en:pineapples");
  });

  it("reads the later parts when the first names nothing, but not a flavour there", () => {
    expect(categoryFromName({ name: "Lindor, Milk chocolate", brand: "Lindt" }, multilingual)?.tag).toBe("en:milk-chocolates");
    expect(categoryFromName({ name: "Delight, Coffee creamer, French Vanilla", brand: "" }, multilingual)?.tag).toBe("en:creamers");
    expect(categoryFromName({ name: "Morning treat, French Vanilla", brand: "" }, multilingual)).toBeNull();
  });

  it("takes a name at the start of a part only in a language that puts the kind of product first", () => {
    // "chocolate" is English and Spanish: without a language, an English name is read the English way.
    expect(categoryFromName({ name: "Chocolate Chip Muffin Mix", brand: "" }, multilingual)).toBeNull();
    expect(categoryFromName({ name: "Chocolate negro", brand: "" }, multilingual)).toBeNull();
    expect(categoryFromName({ name: "Chocolate Chip Muffin Mix", brand: "", language: "en" }, multilingual)).toBeNull();
    expect(categoryFromName({ name: "Chocolate negro", brand: "", language: "es" }, multilingual)?.tag).toBe("en:chocolates");
    // A name only head-first languages have still starts a part.
    expect(categoryFromName({ name: "Yaourt à la fraise", brand: "", language: "fr" }, multilingual)?.tag).toBe("en:yogurts");
  });

  it("reads the product's language and English first, then every language", () => {
    // "Fraises" is French only: an English product's "Fraises yogurt" is a yogurt; without the
    // language the French start of the part is taken too, and the deeper category wins.
    expect(categoryFromName({ name: "Fraises yogurt", brand: "", language: "en" }, multilingual)?.tag).toBe("en:yogurts");
    expect(categoryFromName({ name: "Fraises yogurt", brand: "" }, multilingual)?.tag).toBe("en:strawberries");
    // Nothing English in it: the other languages' names are read next.
    expect(categoryFromName({ name: "Yaourt à la fraise", brand: "", language: "en" }, multilingual)?.tag).toBe("en:yogurts");
    expect(categoryFromName({ name: "Orangensaft", brand: "", language: "en" }, multilingual)?.tag).toBe("en:orange-juices");
  });

  it("falls back to the generic name", () => {
    expect(categoryFromName({ name: "Froot Loops", brand: "Kellogg's", genericName: "Jus d'orange" }, multilingual)?.tag).toBe(
      "en:orange-juices",
    );
  });
});

// Real OFF categories around American names that read wrongly before (parents as OFF has them).
const american: CategoryTaxonomy = {
  categories: {
    "en:snacks": { name: "Snacks", parents: [] },
    "en:salty-snacks": { name: "Salty snacks", parents: ["en:snacks"] },
    "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
    "en:chips-and-fries": { name: "Chips and fries", parents: [] },
    "en:fries": { name: "Fries", parents: ["en:chips-and-fries"], names: { en: ["Fries", "French fries"] } },
    "en:cereals-and-potatoes": { name: "Cereals and potatoes", parents: [] },
    "en:potatoes": { name: "Potatoes", parents: ["en:cereals-and-potatoes"] },
    "en:dairies": { name: "Dairies", parents: [] },
    "en:fermented-milk-products": { name: "Fermented milk products", parents: ["en:dairies"] },
    "en:cheeses": { name: "Cheeses", parents: ["en:fermented-milk-products"] },
    "en:cheddar-cheese": { name: "Cheddar cheese", parents: ["en:cheeses"], names: { en: ["Cheddar cheese", "Cheddar"] } },
    "en:cheese-spreads": { name: "Cheese spreads", parents: ["en:cheeses"] },
    "en:creams": { name: "Creams", parents: ["en:dairies"] },
    "en:popcorn": { name: "Popcorn", parents: ["en:salty-snacks"] },
    "en:popcorn-with-caramel": { name: "Popcorn with caramel", parents: ["en:popcorn", "en:sweet-snacks"], names: { en: ["Popcorn with caramel", "Caramel corn"] } },
    "en:cereal-grains": { name: "Cereal grains", parents: ["en:cereals-and-potatoes"] },
    "en:corn": { name: "Corn", parents: ["en:cereal-grains"] },
    "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
    "en:fruits": { name: "Fruits", parents: ["en:plant-based-foods"] },
    "en:coconuts": { name: "Coconuts", parents: ["en:fruits"] },
    "en:frozen-desserts": { name: "Frozen desserts", parents: ["en:snacks"] },
    "en:sorbets": { name: "Sorbets", parents: ["en:frozen-desserts"] },
  },
};

describe("categoryFromName on American names", () => {
  it("reads a category one level below a root that holds few categories (\"Fries\")", () => {
    expect(categoryFromName({ name: "Crinkle Cut French Fries", brand: "Cascadian Farm" }, american)?.tag).toBe("en:fries");
  });

  it("lets the head noun win over a one-word flavour after it", () => {
    expect(categoryFromName({ name: "Baked Fries Cheddar", brand: "Snikiddy" }, american)?.tag).toBe("en:fries");
    expect(categoryFromName({ name: "Sharon's Sorbet Coconut", brand: "Sharon's" }, american)?.tag).toBe("en:sorbets");
    // Alone, the flavour is the product; a flavour of several words is one name and stays one.
    expect(categoryFromName({ name: "Vermont Sharp Cheddar", brand: "Cabot" }, american)?.tag).toBe("en:cheddar-cheese");
    expect(categoryFromName({ name: "Cream cheese spread", brand: "Kroger" }, american)?.tag).toBe("en:cheese-spreads");
  });

  it("lets a name of several words beat a single word inside it", () => {
    expect(categoryFromName({ name: "Creamy White Drizzled Caramel Corn", brand: "Long Grove" }, american)?.tag).toBe("en:popcorn-with-caramel");
  });

  it("reads the categories beneath a given one first", () => {
    // "Corn" is a cereal grain and caramel corn a popcorn; filed under "Snacks", it is a snack.
    expect(categoryFromName({ name: "Kettle Corn", brand: "" }, american)?.tag).toBe("en:corn");
    expect(categoryFromName({ name: "Kettle Corn, Popcorn", brand: "" }, american, { under: "en:snacks" })?.tag).toBe("en:popcorn");
    // Nothing beneath it: every category is read.
    expect(categoryFromName({ name: "Kettle Corn", brand: "" }, american, { under: "en:snacks" })?.tag).toBe("en:corn");
  });
});

describe("categoryFromName with flavours and kinds of the same words", () => {
  const candies: CategoryTaxonomy = {
    categories: {
      "en:snacks": { name: "Snacks", parents: [] },
      "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
      "en:confectioneries": { name: "Confectioneries", parents: ["en:sweet-snacks"] },
      "en:candies": { name: "Candies", parents: ["en:confectioneries"], names: { en: ["Candies", "Mints"] } },
      "en:desserts": { name: "Desserts", parents: [] },
      "en:frozen-desserts": { name: "Frozen desserts", parents: ["en:desserts"] },
      "en:ice-pops": { name: "Ice pops", parents: ["en:frozen-desserts"], names: { en: ["Ice pops", "Ice pop"] } },
      "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
      "en:herbs": { name: "Herbs", parents: ["en:plant-based-foods"] },
      "en:mint": { name: "Mint", parents: ["en:herbs"], names: { en: ["Mint"] } },
      "en:fruits": { name: "Fruits", parents: ["en:plant-based-foods"] },
      "en:cherries": { name: "Cherries", parents: ["en:fruits"], names: { en: ["Cherries"] } },
      "en:teas": { name: "Teas", parents: ["en:plant-based-foods"], names: { en: ["Teas", "Green tea"] } },
    },
  };

  it("reads a kind of product before a flavour of the same words (\"Mints\" are candies, not the herb)", () => {
    expect(categoryFromName({ name: "Flavored Mints", brand: "Tic Tac" }, candies)?.tag).toBe("en:candies");
  });

  it("still reads such words at the end as a flavour of a kind before them", () => {
    expect(categoryFromName({ name: "Summer Ice Pop Mint", brand: "" }, candies)?.tag).toBe("en:ice-pops");
  });

  it("reads a kind followed only by flavours and words that describe it", () => {
    expect(categoryFromName({ name: "Green Tea natural cherry flavored", brand: "XingTea" }, candies)?.tag).toBe("en:teas");
  });
});

describe("replacingCategoryFromName", () => {
  const sweets: CategoryTaxonomy = {
    categories: {
      "en:spreads": { name: "Spreads", parents: [] },
      "en:sweet-spreads": { name: "Sweet spreads", parents: ["en:spreads"] },
      "en:chocolate-spreads": { name: "Chocolate spreads", parents: ["en:sweet-spreads"] },
      "en:cooking-helpers": { name: "Cooking helpers", parents: [] },
      "en:pastry-helpers": { name: "Pastry helpers", parents: ["en:cooking-helpers"] },
      "en:fondants": { name: "Fondants", parents: ["en:pastry-helpers"], names: { en: ["Fondants", "Frosting"] } },
      "en:snacks": { name: "Snacks", parents: [] },
      "en:biscuits": { name: "Biscuits", parents: ["en:snacks"] },
      "en:cocoa-and-its-products": { name: "Cocoa and its products", parents: [] },
      "en:chocolates": { name: "Chocolates", parents: ["en:cocoa-and-its-products"] },
      "en:milk-chocolates": { name: "Milk chocolates", parents: ["en:chocolates"] },
      "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
      "en:candies": { name: "Candies", parents: ["en:sweet-snacks"], names: { en: ["Candies", "Candy"] } },
      "en:herbs": { name: "Herbs", parents: [] },
      "en:mint": { name: "Mint", parents: ["en:herbs"] },
    },
  };

  it("answers the kind a whole first part names in another branch", () => {
    expect(replacingCategoryFromName({ name: "Frosting, Rich & Creamy", brand: "" }, sweets, "en:chocolate-spreads")).toEqual({
      tag: "en:fondants",
      confidence: "high",
    });
  });

  it("answers nothing for chocolate, for a name that says what it was filed as, or for a kind within more words alone", () => {
    expect(replacingCategoryFromName({ name: "Chocolates", brand: "" }, sweets, "en:biscuits")).toBeNull();
    expect(replacingCategoryFromName({ name: "Chocolate Spread Frosting", brand: "" }, sweets, "en:chocolate-spreads")).toBeNull();
    expect(replacingCategoryFromName({ name: "Milano Frosting", brand: "" }, sweets, "en:biscuits")).toBeNull();
  });

  it("answers a kind within more words in place of an own category that is an ingredient, chocolate aside", () => {
    expect(replacingCategoryFromName({ name: "Cinnamon Candy", brand: "Altoids" }, sweets, "en:mint")).toEqual({ tag: "en:candies", confidence: "medium" });
    expect(replacingCategoryFromName({ name: "Mint Candy", brand: "" }, sweets, "en:milk-chocolates")).toBeNull();
  });
});

describe("animalFoodFromName", () => {
  const pets: CategoryTaxonomy = {
    categories: {
      "en:pet-food": { name: "Pet food", parents: [] },
      "en:cat-food": { name: "Cat food", parents: ["en:pet-food"] },
      "en:dog-food": { name: "Dog food", parents: ["en:pet-food"] },
    },
    animals: { "en:cat-food": ["Cat", "Gato", "Sheba", "Fancy Feast"], "en:dog-food": ["Dog", "Perro", "Pedigree"], "en:bird-food": ["Bird"] },
  };

  it.each([
    ["Sheba Perfect Laks 75g", "MARS NORGE AS", "en:cat-food"],
    ["Pouch mackerel", "Sheba", "en:cat-food"],
    ["Fancy Feast Kitten Tender Salmon Feast", "Purina", "en:cat-food"],
    ["Purina One Small Dog Active", "Nestlé", "en:dog-food"],
    ["Paté para perros adultos", "Delikuit", "en:dog-food"],
  ])("reads %j (%s) as %s", (name, brand, tag) => {
    expect(animalFoodFromName({ name, brand }, pets)).toBe(tag);
  });

  it.each([
    ["Aceite de salmón para gatos y perros", "Grizzly"],
    ["Vibrant maturity", "Purina one"],
    ["Feast", "Fancy"],
    ["Bird seed", "Acme"],
  ])("finds no one animal in %j (%s): two, none, words apart, or a category the taxonomy lacks", (name, brand) => {
    expect(animalFoodFromName({ name, brand }, pets)).toBeNull();
  });
});

describe("narrowerCategoryFromName", () => {
  it("answers only a category strictly beneath the given one", () => {
    expect(narrowerCategoryFromName({ name: "Shredded Mild Cheddar", brand: "" }, american, "en:cheeses")?.tag).toBe("en:cheddar-cheese");
    expect(narrowerCategoryFromName({ name: "Cheeses", brand: "" }, american, "en:cheeses")).toBeNull();
    expect(narrowerCategoryFromName({ name: "Baked Fries", brand: "" }, american, "en:cheeses")).toBeNull();
  });
});

describe("categoryFromName and the brand", () => {
  const sweets: CategoryTaxonomy = {
    categories: {
      "en:snacks": { name: "Snacks", parents: [] },
      "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
      "en:candies": { name: "Candies", parents: ["en:sweet-snacks"], names: { en: ["Candies", "Candy"] } },
      "en:frozen-desserts": { name: "Frozen desserts", parents: ["en:snacks"] },
      "en:ice-creams": { name: "Ice creams", parents: ["en:frozen-desserts"], names: { en: ["Ice creams", "Ice cream"] } },
      "en:beverages": { name: "Beverages", parents: [] },
      "en:juices": { name: "Juices", parents: ["en:beverages"] },
    },
  };

  it("ignores a kind of product only where the name spells the brand from its first word", () => {
    expect(categoryFromName({ name: "Juicy Juice", brand: "Juicy Juice" }, sweets)).toBeNull();
    expect(categoryFromName({ name: "Sour & Fruity Candy", brand: "Innovative Candy Concepts" }, sweets)?.tag).toBe("en:candies");
    expect(categoryFromName({ name: "French Vanilla Ice Cream", brand: "Perry's Ice Cream Co. Inc" }, sweets)?.tag).toBe("en:ice-creams");
    // The brand's first word alone is a word of the name like any other.
    expect(categoryFromName({ name: "Cherry Juice", brand: "Juice Bar Co." }, sweets)?.tag).toBe("en:juices");
  });

  it("reads no fruit, spice or herb from a name of the brand and that one flavour (\"Tic Tac Orange\")", () => {
    const fruity: CategoryTaxonomy = {
      categories: {
        ...sweets.categories,
        "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
        "en:fruits": { name: "Fruits", parents: ["en:plant-based-foods"] },
        "en:oranges": { name: "Oranges", parents: ["en:fruits"] },
        "en:orange-juices": { name: "Orange juices", parents: ["en:juices"] },
      },
    };
    expect(categoryFromName({ name: "Tic Tac Orange", brand: "Tic Tac" }, fruity)).toBeNull();
    expect(categoryFromName({ name: "Tic Tac Orange Candy", brand: "Tic Tac" }, fruity)?.tag).toBe("en:candies");
    expect(categoryFromName({ name: "Tic Tac Orange Juice", brand: "Tic Tac" }, fruity)?.tag).toBe("en:orange-juices");
    expect(categoryFromName({ name: "Navel Orange", brand: "Sunkist" }, fruity)?.tag).toBe("en:oranges");
  });

  it("reads a brand that is wholly a category's English name as a word of the name (\"Light Dressing\" of Dressings)", () => {
    const dressings: CategoryTaxonomy = {
      categories: {
        ...sweets.categories,
        "en:condiments": { name: "Condiments", parents: [] },
        "en:salad-dressings": { name: "Salad dressings", parents: ["en:condiments"], names: { en: ["Salad dressings", "Dressings"] } },
      },
    };
    expect(categoryFromName({ name: "Light Dressing", brand: "Dressings" }, dressings)?.tag).toBe("en:salad-dressings");
    // A brand of more words than a category's name still spells a product line.
    expect(categoryFromName({ name: "Juicy Juice", brand: "Juicy Juice" }, dressings)).toBeNull();
  });

  it("reads the part after a first part that is the brand as the first, in a name of two parts", () => {
    const nuts: CategoryTaxonomy = {
      categories: {
        "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
        "en:nuts": { name: "Nuts", parents: ["en:plant-based-foods"] },
        "en:peanuts": { name: "Peanuts", parents: ["en:nuts"] },
        "en:roasted-peanuts": { name: "Roasted peanuts", parents: ["en:peanuts"] },
        "en:cashew-nuts": { name: "Cashew nuts", parents: ["en:nuts"], names: { en: ["Cashew nuts", "Cashews"] } },
      },
    };
    expect(categoryFromName({ name: "Sconza, French Peanuts", brand: "Sconza Candy Co." }, nuts)?.tag).toBe("en:peanuts");
    expect(categoryFromName({ name: "Phong Kee, Hot Roasted Peanuts", brand: "Phong Kee Roasted Peanut Co." }, nuts)?.tag).toBe("en:roasted-peanuts");
    // After a first part that is no brand, or in a name of more parts, a nut is a flavour.
    expect(categoryFromName({ name: "Snack Mix, French Peanuts", brand: "Sconza Candy Co." }, nuts)).toBeNull();
    expect(categoryFromName({ name: "Saladine, cashews, sesame and pistachios brittle slice", brand: "Saladine" }, nuts)).toBeNull();
  });

  it("takes a first part that is the brand written out with its legal suffix for the brand", () => {
    const nuts: CategoryTaxonomy = {
      categories: {
        "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
        "en:nuts": { name: "Nuts", parents: ["en:plant-based-foods"] },
        "en:peanuts": { name: "Peanuts", parents: ["en:nuts"] },
      },
    };
    expect(categoryFromName({ name: "Acme trading company, Peanuts", brand: "Acme Trading Company, Other Brand" }, nuts)?.tag).toBe("en:peanuts");
    expect(categoryFromName({ name: "Acme trading, Peanuts", brand: "Acme Trading Co." }, nuts)?.tag).toBe("en:peanuts");
  });
});

describe("categoryFromName with a narrower kind before the head noun", () => {
  const pastas: CategoryTaxonomy = {
    categories: {
      "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
      "en:pastas": { name: "Pastas", parents: ["en:plant-based-foods"], names: { en: ["Pastas", "Pasta"] } },
      "it:ziti": { name: "Ziti", parents: ["en:pastas"], names: { it: ["Ziti"] } },
      "en:spices": { name: "Spices", parents: ["en:plant-based-foods"] },
      "en:pepper": { name: "Pepper", parents: ["en:spices"] },
    },
  };

  it("takes the narrower kind (\"Cut Ziti Pasta\" is ziti), not any word before the head", () => {
    expect(categoryFromName({ name: "Cut Ziti Pasta", brand: "Pasta Zara S.P.A." }, pastas)?.tag).toBe("it:ziti");
    expect(categoryFromName({ name: "Pepper Pasta", brand: "" }, pastas)?.tag).toBe("en:pastas");
  });
});

describe("categoryFromName with words that only describe", () => {
  const sauces: CategoryTaxonomy = {
    categories: {
      "en:condiments": { name: "Condiments", parents: [] },
      "en:sauces": { name: "Sauces", parents: ["en:condiments"] },
      "en:dips": { name: "Dips", parents: ["en:sauces"], names: { en: ["Dips", "Salsa"] } },
      "en:salts": { name: "Salts", parents: ["en:condiments"], names: { en: ["Salts", "Sea salt"] } },
      "en:pickles": { name: "Pickles", parents: ["en:condiments"], names: { en: ["Pickles", "Kosher dills"] } },
    },
  };

  it("reads a kind followed only by words of taste, texture or size", () => {
    expect(categoryFromName({ name: "Chunky Salsa Medium", brand: "Pace" }, sauces)?.tag).toBe("en:dips");
    expect(categoryFromName({ name: "Salsa 16oz Mild", brand: "" }, sauces)?.tag).toBe("en:dips");
    expect(categoryFromName({ name: "Salsa Texas Hot and Spicy", brand: "" }, sauces)?.tag).toBe("en:dips");
    // A word that is not a descriptor after it: the kind is a modifier of something else.
    expect(categoryFromName({ name: "Salsa Verde Chips", brand: "" }, sauces)).toBeNull();
  });

  it("reads a kind followed only by words of grain, cut or health claims", () => {
    const foods: CategoryTaxonomy = {
      categories: {
        "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
        "en:breads": { name: "Breads", parents: ["en:plant-based-foods"] },
        "en:sliced-breads": { name: "Sliced breads", parents: ["en:breads"], names: { en: ["Sliced breads", "Soft breads"] } },
        "en:broccoli": { name: "Broccoli", parents: ["en:plant-based-foods"] },
        "en:asparagus": { name: "Asparagus", parents: ["en:plant-based-foods"] },
        "en:zucchini": { name: "Zucchini", parents: ["en:plant-based-foods"] },
        "en:seafood": { name: "Seafood", parents: [] },
        "en:salmons": { name: "Salmons", parents: ["en:seafood"], names: { en: ["Salmons", "Pink salmon"] } },
      },
    };
    expect(categoryFromName({ name: "Soft bread multigrain", brand: "Healthy Choice" }, foods)?.tag).toBe("en:sliced-breads");
    expect(categoryFromName({ name: "Organic California Broccoli florets", brand: "" }, foods)?.tag).toBe("en:broccoli");
    expect(categoryFromName({ name: "Whole Slender Asparagus Spears", brand: "Lady Liberty" }, foods)?.tag).toBe("en:asparagus");
    expect(categoryFromName({ name: "Zucchini Spirals", brand: "Veggie Noodle Co." }, foods)?.tag).toBe("en:zucchini");
    expect(categoryFromName({ name: "Broccoli Broken", brand: "" }, foods)?.tag).toBe("en:broccoli");
    expect(categoryFromName({ name: "Pink salmon heart healthy omega - 3*", brand: "Chicken Of The Sea" }, foods)?.tag).toBe("en:salmons");
    expect(categoryFromName({ name: "Salmon Heart Shapes", brand: "" }, foods)).toBeNull();
  });

  it("reads a kind followed by \"French\", a style as \"Louisiana\" is (\"Bio Dressing French\")", () => {
    const dressings: CategoryTaxonomy = {
      categories: {
        "en:condiments": { name: "Condiments", parents: [] },
        "en:salad-dressings": { name: "Salad dressings", parents: ["en:condiments"], names: { en: ["Salad dressings", "Dressing"] } },
      },
    };
    expect(categoryFromName({ name: "A Tavola, Bio Dressing French", brand: "Migros bio" }, dressings)?.tag).toBe("en:salad-dressings");
  });

  it("reads a fruit, nut, spice or herb followed by health claims only, and by nothing else that describes", () => {
    const foods: CategoryTaxonomy = {
      categories: {
        "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
        "en:fruits": { name: "Fruits", parents: ["en:plant-based-foods"] },
        "en:mangoes": { name: "Mangoes", parents: ["en:fruits"] },
        "en:nuts": { name: "Nuts", parents: ["en:plant-based-foods"] },
      },
    };
    expect(categoryFromName({ name: "Snacks nuts heart healthy", brand: "" }, foods)?.tag).toBe("en:nuts");
    // A size or a strength after a fruit says a flavour of another product.
    expect(categoryFromName({ name: "Alphonso Mango 200ml", brand: "Raw Pressery" }, foods)).toBeNull();
    expect(categoryFromName({ name: "Mango Light", brand: "" }, foods)).toBeNull();
    expect(categoryFromName({ name: "Mango heart healthy juice", brand: "" }, foods)).toBeNull();
  });

  it("reads a kind followed by another use after \"and\" (\"Thousand Island dressing & spread\")", () => {
    const dressings: CategoryTaxonomy = {
      categories: {
        ...sauces.categories,
        "en:salad-dressings": { name: "Salad dressings", parents: ["en:sauces"], names: { en: ["Salad dressings", "Dressing", "French dressing"] } },
        "en:thousand-island-dressing": { name: "Thousand island dressing", parents: ["en:salad-dressings"] },
        "en:onions": { name: "Onions", parents: ["en:condiments"] },
      },
    };
    expect(categoryFromName({ name: "Thousand Island dressing & spread", brand: "Safe way kitchens" }, dressings)?.tag).toBe("en:thousand-island-dressing");
    expect(categoryFromName({ name: "Harvest French Dressing & Quick Marinade", brand: "Drew's" }, dressings)?.tag).toBe("en:salad-dressings");
    // Without "and", a use names the kind itself: "French Onion Spread" is no onion.
    expect(categoryFromName({ name: "French Onion Spread", brand: "Whole Foods Market" }, dressings)).toBeNull();
  });

  it("reads a kind followed by the name of a category it is a kind of (\"Lemonade Beverage\")", () => {
    const drinks: CategoryTaxonomy = {
      categories: {
        "en:beverages": { name: "Beverages", parents: [], names: { en: ["Beverages", "Beverage", "Drinks"] } },
        "en:sodas": { name: "Sodas", parents: ["en:beverages"] },
        "en:lemonade": { name: "Lemonade", parents: ["en:sodas"] },
        "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
        "en:cucumbers": { name: "Cucumbers", parents: ["en:plant-based-foods"] },
      },
    };
    expect(categoryFromName({ name: "19 Charcoal Lemonade Beverage", brand: "Juice Served Here" }, drinks)?.tag).toBe("en:lemonade");
    // A cucumber is no beverage: "Sparkling Cucumber Beverage" says no kind.
    expect(categoryFromName({ name: "Sparkling Cucumber Beverage", brand: "Dry" }, drinks)).toBeNull();
  });

  it("stops a part at \"made\" (\"Kosher Dills Made With Sea Salt\" is pickles, not salt)", () => {
    expect(categoryFromName({ name: "Kosher Dills Made With Sea Salt", brand: "Mt. Olive" }, sauces)?.tag).toBe("en:pickles");
    expect(categoryFromName({ name: "Kosher Dills Made by Hand", brand: "" }, sauces)?.tag).toBe("en:pickles");
  });

  it("reads on after \"made\" that no such word follows (\"French Onion Locally Made Soup\" is a soup)", () => {
    const soups: CategoryTaxonomy = {
      categories: {
        "en:meals": { name: "Meals", parents: [] },
        "en:soups": { name: "Soups", parents: ["en:meals"], names: { en: ["Soups", "Soup"] } },
      },
    };
    expect(categoryFromName({ name: "French Onion Locally Made Soup", brand: "Kowalski's Markets" }, soups)?.tag).toBe("en:soups");
  });

  it("stops a part at \"without\" in every language, unless a category name runs across it", () => {
    const beers: CategoryTaxonomy = {
      categories: {
        "en:beverages": { name: "Beverages", parents: [] },
        "en:alcoholic-beverages": { name: "Alcoholic beverages", parents: ["en:beverages"] },
        "en:beers": { name: "Beers", parents: ["en:alcoholic-beverages"], names: { en: ["Beers"], es: ["Cervezas"] } },
        "en:non-alcoholic-beers": { name: "Non-alcoholic beers", parents: ["en:beers"], names: { es: ["Cerveza sin alcohol"] } },
        "en:sugars": { name: "Sugars", parents: ["en:beverages"], names: { en: ["Sugars"] } },
        "en:fruit-bars": { name: "Fruit bars", parents: ["en:alcoholic-beverages"], names: { en: ["Fruit bar"] } },
      },
    };
    expect(categoryFromName({ name: "Vegan fruit bar without added sugars", brand: "" }, beers)?.tag).toBe("en:fruit-bars");
    expect(categoryFromName({ name: "Cerveza sin alcohol", brand: "" }, beers)).toEqual({ tag: "en:non-alcoholic-beers", confidence: "high" });
    expect(categoryFromName({ name: "Cerveza sin gluten", brand: "", language: "es" }, beers)?.tag).toBe("en:beers");
  });
});

describe("categoryFromName with a size word after the kind", () => {
  it("reads \"Petite\" as a size (\"Classic Madeleines Petite\" are madeleines)", () => {
    const cakes: CategoryTaxonomy = {
      categories: {
        "en:snacks": { name: "Snacks", parents: [] },
        "en:cakes": { name: "Cakes", parents: ["en:snacks"] },
        "en:madeleines": { name: "Madeleines", parents: ["en:cakes"] },
      },
    };
    expect(categoryFromName({ name: "Classic Madeleines Petite, French Style Cake", brand: "" }, cakes)?.tag).toBe("en:madeleines");
  });
});

describe("categoryFromName with a flavour before the kind", () => {
  const bars: CategoryTaxonomy = {
    categories: {
      "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
      "en:fruits": { name: "Fruits", parents: ["en:plant-based-foods"] },
      "en:apricots": { name: "Apricots", parents: ["en:fruits"] },
      "en:snacks": { name: "Snacks", parents: [] },
      "en:bars": { name: "Bars", parents: ["en:snacks"] },
      "en:fruit-bars": { name: "Fruit bars", parents: ["en:bars"] },
      "en:cereal-bars": { name: "Cereal bars", parents: ["en:bars"] },
    },
  };

  it("names the kind of that flavour, said as the flavour's broader category (\"Apricot … Bar\" is a fruit bar)", () => {
    expect(categoryFromName({ name: "Chewy Apricot Sprouted Bar", brand: "Go Raw" }, bars)).toEqual({ tag: "en:fruit-bars", confidence: "medium" });
    expect(categoryFromName({ name: "Chewy Sprouted Bar", brand: "Go Raw" }, bars)?.tag).toBe("en:bars");
    expect(categoryFromName({ name: "Apricot Cereal Bar", brand: "" }, bars)?.tag).toBe("en:cereal-bars");
  });
});

describe("categoryFromName with a later part that names a kind", () => {
  const spreads: CategoryTaxonomy = {
    categories: {
      "en:plant-based-foods": { name: "Plant-based foods", parents: [] },
      "en:legumes": { name: "Legumes", parents: ["en:plant-based-foods"] },
      "en:common-beans": { name: "Common beans", parents: ["en:legumes"], names: { en: ["Common beans", "Beans"] } },
      "en:spreads": { name: "Spreads", parents: [] },
      "en:hummus": { name: "Hummus", parents: ["en:spreads"] },
      "en:red-pepper-hummus": { name: "Red pepper hummus", parents: ["en:hummus"] },
      "en:sauces": { name: "Sauces", parents: [] },
      "en:salad-dressings": { name: "Salad dressings", parents: ["en:sauces"], names: { en: ["Salad dressings", "Dressing"] } },
      "en:french-dressings": { name: "French dressings", parents: ["en:salad-dressings"], names: { en: ["French dressings", "Creamy French"] } },
    },
  };

  it("takes it over an ingredient the first part names in more words (a product line: \"Cool Beans\")", () => {
    expect(categoryFromName({ name: "Cool Beans, Red Pepper Hummus", brand: "Bobbi's Best" }, spreads)).toEqual({ tag: "en:red-pepper-hummus", confidence: "high" });
    expect(categoryFromName({ name: "Cool Beans, Smoky Red Pepper Hummus", brand: "" }, spreads)).toEqual({ tag: "en:red-pepper-hummus", confidence: "medium" });
  });

  it("keeps a first part that is wholly a kind, or one that is no ingredient", () => {
    expect(categoryFromName({ name: "Beans, Red Pepper Hummus", brand: "" }, spreads)?.tag).toBe("en:common-beans");
    expect(categoryFromName({ name: "Dressing, Creamy French", brand: "Spartan" }, spreads)?.tag).toBe("en:salad-dressings");
    expect(categoryFromName({ name: "Italian Dressing, Red Pepper Hummus", brand: "" }, spreads)?.tag).toBe("en:salad-dressings");
  });
});

describe("categoryFromName in languages the taxonomy names few categories in", () => {
  // 200 categories named in Polish and English; "Chickens" also in Croatian, "kokoš", Polish "kokos" without its accent.
  const fillers = Object.fromEntries(
    Array.from({ length: 200 }, (_, i) => [`en:filler-${i}`, { name: `Filler ${i}`, parents: ["en:foods"], names: { en: [`Filler ${i}`], pl: [`Wypełniacz ${i}`] } }]),
  );
  const taxonomy200: CategoryTaxonomy = {
    categories: {
      "en:foods": { name: "Foods", parents: [] },
      ...fillers,
      "en:chickens": { name: "Chickens", parents: ["en:foods"], names: { en: ["Chickens"], pl: ["Kurczaki"], hr: ["kokoš"] } },
    },
  };

  it("reads them only for a product known to be in one (\"Prażony Kokos\" is no chicken)", () => {
    expect(FEW_NAMES_SHARE * Object.keys(taxonomy200.categories).length).toBeGreaterThan(1);
    expect(categoryFromName({ name: "Lekki Chrup Prażony Kokos", brand: "" }, taxonomy200)).toBeNull();
    expect(categoryFromName({ name: "Pileći kokoš", brand: "", language: "hr" }, taxonomy200)?.tag).toBe("en:chickens");
    expect(categoryFromName({ name: "Kurczaki", brand: "" }, taxonomy200)?.tag).toBe("en:chickens");
  });
});

describe("isProductKind", () => {
  it("is false for roots, departments and food groups, true for narrow categories one level down and deeper ones", () => {
    expect(isProductKind("en:snacks", american)).toBe(false);
    expect(isProductKind("en:fries", american)).toBe(true);
    expect(isProductKind("en:cheddar-cheese", american)).toBe(true);
    expect(isProductKind("en:cereals-and-potatoes", american)).toBe(false);
    expect(isProductKind("en:unknown", american)).toBe(false);
  });
});

describe("categoryFromName with words of two languages", () => {
  const relish: CategoryTaxonomy = {
    categories: {
      "en:meals": { name: "Meals", parents: [] },
      "en:sandwiches": { name: "Sandwiches", parents: ["en:meals"] },
      "en:hot-dog-sandwiches": { name: "Hot dog sandwiches", parents: ["en:sandwiches"], names: { en: ["Hot dog sandwiches"], fr: ["Hot-dogs"] } },
      "en:meats": { name: "Meats", parents: [] },
      "en:sausages": { name: "Sausages", parents: ["en:meats"] },
      "en:frankfurters": { name: "Frankfurters", parents: ["en:sausages"], names: { en: ["Frankfurters", "Hot dogs"] } },
      "en:pickles": { name: "Pickles", parents: ["en:meals"], names: { en: ["Pickles", "Relish"] } },
    },
  };

  it("lets a kind at the end win over a start that another category names in English (\"Hot Dog Relish\")", () => {
    expect(categoryFromName({ name: "Hot Dog Relish", brand: "Heinz" }, relish)?.tag).toBe("en:pickles");
    // With nothing at the end, the French reading of the start stands.
    expect(categoryFromName({ name: "Hot-dogs moutarde", brand: "" }, relish)?.tag).toBe("en:hot-dog-sandwiches");
  });
});

describe("categoryFromName in a language that puts the kind of product first or last", () => {
  const polish: CategoryTaxonomy = {
    categories: {
      "en:dairies": { name: "Dairies", parents: [] },
      "en:fermented-milk-drinks": { name: "Fermented milk drinks", parents: ["en:dairies"] },
      "en:kefir": { name: "Kefir", parents: ["en:fermented-milk-drinks"], names: { en: ["Kefir"], pl: ["Kefir"] } },
      "en:cereals": { name: "Cereals", parents: [] },
      "en:groats": { name: "Groats", parents: ["en:cereals"], names: { en: ["Groats"], pl: ["Kasza"] } },
      "en:snacks": { name: "Snacks", parents: [] },
      "en:chocolates": { name: "Chocolates", parents: ["en:snacks"], names: { en: ["Chocolates"], pl: ["Czekolada"] } },
    },
  };

  it("reads its names at the start of a part as at its end (\"Kasza gryczana\", \"Gorzka czekolada\")", () => {
    expect(categoryFromName({ name: "Kasza gryczana prażona", brand: "" }, polish)?.tag).toBe("en:groats");
    expect(categoryFromName({ name: "Czekolada gorzka 80%", brand: "" }, polish)?.tag).toBe("en:chocolates");
    expect(categoryFromName({ name: "Gorzka czekolada", brand: "" }, polish)?.tag).toBe("en:chocolates");
  });

  it("reads a name English shares at the start only for a product known to be in it (\"Kefir naturalny\")", () => {
    expect(categoryFromName({ name: "Kefir naturalny", brand: "" }, polish)).toBeNull();
    expect(categoryFromName({ name: "Kefir naturalny", brand: "", language: "pl" }, polish)?.tag).toBe("en:kefir");
  });
});

describe("categoryFromName after an ingredient's share", () => {
  const cocoa: CategoryTaxonomy = {
    categories: {
      "en:snacks": { name: "Snacks", parents: [] },
      "en:chocolates": { name: "Chocolates", parents: ["en:snacks"] },
      "en:dark-chocolates": { name: "Dark chocolates", parents: ["en:chocolates"] },
      "en:cocoa-and-its-products": { name: "Cocoa and its products", parents: [] },
      "en:cocoa-powders": { name: "Cocoa powders", parents: ["en:cocoa-and-its-products"], names: { en: ["Cocoa powders", "Cocoa"], fr: ["Cacao"] } },
      "en:dairies": { name: "Dairies", parents: [] },
      "en:milks": { name: "Milks", parents: ["en:dairies"], names: { en: ["Milks"] } },
      "en:juices": { name: "Juices", parents: ["en:dairies"], names: { en: ["Juices"] } },
    },
  };

  it("does not read a word right after a share of 10 to 99 % as the kind (\"Noir 72% cacao\")", () => {
    expect(categoryFromName({ name: "Noir 72% cacao", brand: "" }, cocoa)).toBeNull();
    expect(categoryFromName({ name: "Noir dégustation 70 % de cacao", brand: "" }, cocoa)).toBeNull();
    expect(categoryFromName({ name: "Dark chocolate 85.5% Cocoa", brand: "" }, cocoa)).toBeNull();
    expect(categoryFromName({ name: "Dark chocolate Cocoa", brand: "" }, cocoa)?.tag).toBe("en:cocoa-powders");
    expect(categoryFromName({ name: "Cocoa", brand: "Hershey's" }, cocoa)?.tag).toBe("en:cocoa-powders");
  });

  it("still reads a milk's fat and a whole juice (\"2% Milk\", \"100% Juice\")", () => {
    expect(categoryFromName({ name: "2% Milk", brand: "" }, cocoa)?.tag).toBe("en:milks");
    expect(categoryFromName({ name: "Apple 100% Juice", brand: "" }, cocoa)?.tag).toBe("en:juices");
  });
});

describe("categoryFromName with the names of wines", () => {
  const wines: CategoryTaxonomy = {
    categories: {
      "en:beverages": { name: "Beverages", parents: [] },
      "en:alcoholic-beverages": { name: "Alcoholic beverages", parents: ["en:beverages"] },
      "en:wines": { name: "Wines", parents: ["en:alcoholic-beverages"], names: { en: ["Wines"], fr: ["Vins", "vin"] } },
      "en:rose-wines": { name: "Rosé wines", parents: ["en:wines"], names: { en: ["Rosé wines", "Rosé"] } },
      "ro:minis": { name: "Miniş", parents: ["en:wines"], names: { ro: ["Miniş"] } },
      "en:snacks": { name: "Snacks", parents: [] },
      "en:sweet-snacks": { name: "Sweet snacks", parents: ["en:snacks"] },
      "en:candies": { name: "Candies", parents: ["en:sweet-snacks"], names: { en: ["Candies", "Candy"] } },
    },
  };

  it("reads a wine's name from a part that is wholly it or says wine", () => {
    expect(categoryFromName({ name: "Rosé", brand: "" }, wines)?.tag).toBe("en:rose-wines");
    expect(categoryFromName({ name: "Rosé 2013", brand: "" }, wines)?.tag).toBe("en:rose-wines");
    expect(categoryFromName({ name: "Vin de Provence Rosé", brand: "" }, wines)?.tag).toBe("en:rose-wines");
  });

  it("reads no wine from another part (\"Minis Candy\" is candy, \"Milk Chocolate Rose\" no rosé)", () => {
    expect(categoryFromName({ name: "Minis Candy", brand: "Vintage" }, wines)?.tag).toBe("en:candies");
    expect(categoryFromName({ name: "Milk Chocolate Rose", brand: "" }, wines)).toBeNull();
  });

  it("reads it beneath a product's own wine category", () => {
    expect(narrowerCategoryFromName({ name: "Domaine Rosé 2013", brand: "" }, wines, "en:wines")?.tag).toBe("en:rose-wines");
  });
});
