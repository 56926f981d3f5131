import { beforeAll, describe, expect, it } from "vitest";

import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { rowCategories } from "./category-inference";
import { loadCategoryTaxonomy } from "./category-taxonomy";
import { productRowFromRecord } from "./product-rows";

let taxonomy: CategoryTaxonomy;
beforeAll(async () => {
  taxonomy = await loadCategoryTaxonomy();
});

describe("rowCategories with the shipped taxonomy", () => {
  it("keeps a product's own categories", () => {
    expect(rowCategories({ name: "Classic", brand: "", categories: ["en:colas"] }, taxonomy)).toEqual({
      categories: ["en:colas", "en:sodas", "en:carbonated-drinks", "en:beverages"],
      category: "Colas",
      categorySource: "own",
      categoryConfidence: "high",
    });
  });

  it("puts apple turnovers, pastries too (seed/category-names.json \"parents\"), before pastries, which hold waffles and eclairs", () => {
    const own = ["en:snacks", "en:sweet-snacks", "en:biscuits-and-cakes", "en:viennoiseries", "en:pastries", "en:apple-turnovers"];
    const found = rowCategories({ name: "Chaussons tressés aux pommes", brand: "Kirkland Signature", categories: own }, taxonomy);
    expect(found.categories.slice(0, 2)).toEqual(["en:apple-turnovers", "en:pastries"]);
    expect(found.categorySource).toBe("own");
  });

  it.each([
    ["Jus d'orange", "Tropicana", "en:orange-juices", "Orange juices", "high"],
    ["French Style Green Beans", "Meijer", "en:green-beans", "Green beans", "high"],
    ["Lowfat Yogurt, French Vanilla", "Tillamook", "en:yogurts", "Yogurts", "medium"],
    ["Orangensaft", "Hohes C", "en:orange-juices", "Orange juices", "high"],
    ["Kasza manna", "Lestello", "en:groats", "Groats", "medium"],
    ["Mleko owsiane", "Go vege", "en:oat-milks", "Oat milks", "high"],
    ["orzechy nerkowca", "BakaDOr", "en:nuts", "Nuts", "medium"],
    ["Orzeszki Ziemne", "Moreso", "en:peanuts", "Peanuts", "high"],
    ["Czekolada do picia o smaku słonego karmelu.", "Krüger", "en:chocolate-powders", "Chocolate powders", "medium"],
    ["Owsianka z jabłkiem i cynamonem", "Ba!", "en:porridge", "Porridge", "medium"],
    ["Pindakaas", "Jumbo", "en:peanut-butters", "Peanut butters", "high"],
    ["Sirop goût Violette", "A'ROM", "en:flavoured-syrups", "Flavoured syrups", "high"],
    ["Ghee", "Amul", "en:butter-fat", "Butter fat", "high"],
    ["Aashirvaad Chakki Atta", "Aashirvaad", "en:flours", "Flours", "medium"],
    ["Besan", "GoodLife", "en:chickpea-flours", "Chickpea flours", "high"],
    ["Organic Arhar Dal", "Elworld", "en:pigeon-peas", "Pigeon peas", "medium"],
    ["Good Life masoor dal 500g", "Good Life", "en:lentils", "Lentils", "medium"],
    ["Milky Mist Curd", "Milky Mist", "en:yogurts", "Yogurts", "medium"],
    ["Mother Dairy Lassi 180ml", "Mother Dairy", "en:fermented-milk-drinks", "Fermented milk drinks", "medium"],
    ["Old Fashioned Oats", "Stop and Shop", "en:rolled-oats", "Rolled oats", "medium"],
    ["Steel Cut Oats", "WeFeasto", "en:oat", "Oat", "high"],
    ["Soya Chunks", "Nutrela", "en:textured-vegetable-protein", "Textured vegetable protein", "high"],
    ["Masa pizza", "Eliges", "en:pizza-dough", "Pizza dough", "high"],
    ["Chocolade Melk light", "Jumbo", "en:chocolate-milks", "Chocolate milks", "medium"],
    ["Choco rice", "Carrefour", "en:chocolate-puffed-rice", "Chocolate puffed rice", "high"],
    ["Bread & Butter Chips", "Mt. Olive", "en:pickled-cucumbers", "Pickled cucumbers", "high"],
    ["Sandwich Snuffers Bread & Butter", "Mt. Olive", "en:pickled-cucumbers", "Pickled cucumbers", "medium"],
    ["Teriyaki Marinade", "French's", "en:teriyaki-sauces", "Teriyaki sauces", "high"],
    ["French Mini Blini", "Terroirs D' Antan", "fr:blinis", "Blinis", "medium"],
    ["Straw Mushrooms Broken", "Dragonfly", "en:paddy-straw-mushrooms", "Paddy straw mushrooms", "medium"],
  ])("reads %j (%s) from its name", (name, brand, tag, category, confidence) => {
    const found = rowCategories({ name, brand, categories: [] }, taxonomy);
    expect(found.categories[0]).toBe(tag);
    expect(found).toMatchObject({ category, categorySource: "name", categoryConfidence: confidence });
  });

  it("does not read a word of a language the taxonomy names few categories in (\"Kokos\" is no Croatian chicken)", () => {
    expect(rowCategories({ name: "Lekki Chrup Prażony Kokos", brand: "Dobra Kaloria", categories: [] }, taxonomy).categories).toEqual([]);
  });

  it("does not read an English name's first word as another language's kind of product", () => {
    // "Chocolate" is also Spanish and Portuguese for chocolates, a language that puts the kind first;
    // the name ends with a kind of product of its own (seed/category-names.json: "Quick bread mix").
    for (const language of ["", "en"]) {
      const found = rowCategories({ name: "Chocolate Chip Muffin & Quick Bread Mix", brand: "Betty Crocker", language, categories: [] }, taxonomy);
      expect(found.categories[0]).toBe("en:cake-mixes");
    }
  });

  // Names of American products of the shipped catalogue, with what a shopper would call them.
  it.each([
    ["French Fried Potatoes", "Roundy's", [], "en:fries"],
    ["Crinkle Cut, French Fried Potatoes", "Shoppers Value", [], "en:fries"],
    ["Baked Fries Cheddar", "Snikiddy", ["en:snacks"], "en:fries"],
    ["Long Grove Confectionery Co., Creamy White Drizzled Caramel Corn", "Long Grove Confectionery Co.", ["en:snacks"], "en:popcorn-with-caramel"],
    ["Bagel Bites Three Cheese", "Ore Ida", [], "en:pizzas"],
    ["Salt", "Diamond Crystal", [], "en:salts"],
    ["Water", "Ozarka", [], "en:waters"],
    ["Sweet Relish", "Mt. Olive", [], "en:pickled-cucumbers"],
    ["Cappuccino Drink Mix, French Vanilla", "Hills Bros.", [], "en:powdered-cappucino"],
    ["Fruit Ninja, Fruit Snacks, Original", "Healthy Food Brands Llc", [], "en:gummi-candies"],
    ["Cool Beans, Red Pepper Hummus", "Bobbi's Best Inc.", [], "en:red-pepper-hummus"],
    ["Dressing, Creamy French", "Spartan", [], "en:salad-dressings"],
    ["Ice Cream, French Vanilla", "Key Food", [], "en:ice-creams"],
    ["Coffee Creamer, French Vanilla", "Kroger", [], "en:creamer"],
    ["Ginger ale", "Canada Dry", [], "en:sodas"],
    ["Bombay Kulfi Dry Fruits", "Amul", [], "en:ice-creams"],
    ["Classic Madeleines Petite, French Style Cake, Butter", "Safeway Select", [], "en:madeleines"],
    ["Recipe Mix, French Onion", "Knorr", [], "en:soup-mixes"],
    ["Chewy Apricot Sprouted Bar", "Go Raw", [], "fr:barres-aux-fruits"],
    ["Coconut Tree Brand, Vegetarian Soup Cubes", "Lucky Shing Co. Ltd.", ["en:condiments"], "en:bouillon-cubes"],
    ["Frosted Cookies & Creme Poptarts", "Kellogs", [], "en:toaster-pastries"],
    ["Stir-Fry Vegetables", "Kroger", [], "en:mixed-vegetables"],
    ["Terrafina, Heart Healthy Mix", "Terrafina Llc", ["en:snacks"], "en:mix-of-grains-and-dried-fruit"],
    ["Cheddar bay biscuit mix", "Red Lobster", [], "en:baking-mixes"],
    ["hemp hearts", "Manitoba harvest", [], "en:hemp-seeds"],
    ["Crawfish", "Farm To Market Sales Llc", [], "en:crayfish"],
    ["Mélange à sauce", "French", [], "en:dehydrated-sauces"],
    ["Fasola biała", "Pudliszki", [], "en:white-beans"],
    ["Masa de hojaldre rectangular", "Buitoni", [], "en:puff-pastry-sheets"],
    ["Masa para empanadillas y postres", "Buitoni", [], "en:pie-dough"],
    ["Coeurs de laitue", "Boni", [], "en:lettuces"],
    ["Sauce à salade French Dijon", "Thomy", [], "en:salad-dressings"],
    ["Mieszanka studencka", "Alesto", ["en:dried-fruits"], "en:mix-of-grains-and-dried-fruit"],
    ["Notenmix", "Jumbo", ["en:nuts"], "en:mix-of-grains-and-dried-fruit"],
    ["Cubes de bouillon au poulet", "GoBio!", [], "en:bouillon-cubes"],
    // A vegetable's juice, not the fruit juice a bare "Juice" is (seed/category-names.json).
    ["Kraut Juice", "Frank's", [], "en:vegetable-juices"],
    ["Organic Beet Juice", "Lakewood", [], "en:beetroot-juices"],
    ["100% Juice, Orange Tangerine", "Minute Maid", [], "en:fruit-juices"],
    // Names shoppers read that the taxonomy lacks (seed/category-names.json).
    ["Caramelized Onion Chicken Meatballs", "aidells", [], "en:chicken-meat-balls"],
    ["Cobb Salad with chicken", "Signature cafe", [], "en:salads-with-meat"],
    ["Black Tea Concentrate, Chai Latte", "Archer Farms", [], "en:chai-teas"],
    ["Chocolate Miracle Tart", "Hail Merry", [], "en:sweet-pies"],
    ["Almetta, Almond Milk Mousse, French Vanilla", "Acorn Foods Company", [], "en:sweet-mousses"],
    ["Country Brand Souse", "Zeigler", [], "en:head-cheese"],
    ["Short Cut Vermicelli", "Savorit is sold by Naga", [], "en:pastas"],
    ["Salsa taquera", "Santa Barbara", [], "en:dips"],
    ["International Inc., Frozen Shrimp Tempura", "Jfc, Jfc International Inc.", [], "en:shrimp-fritters"],
    ["Organic Maple Biscuits For Teethers", "Healthy Times", [], "en:biscuits-for-babies"],
    ["A healthy replacement for meat, original mix", "Neat Foods", ["en:meats"], "en:meat-analogues"],
    ["Terrafina, Cranberry Healthy Mix", "Terrafina Llc", [], "en:mix-of-grains-and-dried-fruit"],
    ["French Onion Soup", "Kowalski's Markets", [], "en:onion-soups"],
    ["Healthy Snack Apple Puree", "Pouchtec Industries Llc", ["en:snacks"], "en:applesauces"],
    ["Getränkesirup", "Sodastream", ["en:syrups"], "en:flavoured-syrups"],
    ["Bacon & Honey French", "Kroger", [], "en:salad-dressings"],
    ["Tirupati Groundnut Oil", "Tirupati", [], "en:peanut-oils"],
    ["Original syrup", "Aunt Jemina", [], "en:simple-syrups"],
    ["refined soyabean oil", "mahakosh", [], "en:soybean-oils"],
    ["Sorpressa Veneta", "Volpi", [], "en:salami"],
    ["guanciale suino stagionato al pepe", "Sorrentino", [], "en:bacon"],
    ["Kochspeck", "Bannholz", [], "en:bacon"],
    // Kale sprouts (Kalettes) are no sprouts (bamboo shoots), crème caramel no caramel candy, a chocolate syrup no
    // syrup for diluting drinks (chocolate sauces are syrups too, seed/category-names.json "parents").
    ["Season & Steam Kalettes (Kale Sprouts)", "Ocean Mist Farms", [], "en:brussels-sprouts"],
    ["Elah Crème caramel", "Elah,Elah-Dufour", [], "en:custard-creams-with-caramel-sauce"],
    ["Hershey's chocolate flavored syrup", "Hershey", ["en:syrups"], "en:chocolate-sauce"],
    // Canned green chiles are no chili powder; a French toast bread is a sliced bread, no rusk ("Toasts").
    ["Whole Green Chiles", "Signature Kitchens", [], "en:canned-peppers"],
    ["Oasis, French Toast Bread", "Healthbreads Inc.", [], "en:sliced-breads"],
    // A brand that is a category's name, another use after "and", a kind's broader name, the brand's part.
    ["Light Dressing", "Dressings", [], "en:salad-dressings"],
    ["Thousand Island dressing & spread", "Safe way kitchens", [], "en:thousand-island-dressing"],
    ["19 Charcoal Lemonade Beverage", "Juice Served Here", [], "en:lemonade"],
    ["Sour cream & onion baked chips snack", "Ksf Acquisition Corporation", ["en:snacks"], "en:crisps"],
    ["Phong Kee, Hot Roasted Peanuts", "Phong Kee Roasted Peanut Co.", ["en:snacks"], "en:roasted-peanuts"],
  ])("reads %j (%s, own %j) as %s", (name, brand, categories, tag) => {
    const found = rowCategories({ name, brand, categories }, taxonomy);
    expect(found.categories[0]).toBe(tag);
    expect(found.categorySource).toBe("name");
  });

  it.each([
    ["Pepsi Max", ["en:diet-colas"], "en:colas"],
    ["Salsa Casera Mild", ["en:salsa"], "en:dips"],
    ["Fat Free Milk Vitamin A & D", ["en:skim-milk"], "en:milks"],
    // A whole category name in a tag comes before the product's name ("Noodle" is no soup).
    ["Chicken Noodle", ["en:meals", "en:soups", "en:chicken-noodle-soup", "en:chicken-soup"], "en:chicken-soups"],
    // A kind beneath its own (too broad) category too.
    ["Chicken Noodle", ["en:meals", "en:soups", "en:chicken-noodle-soup"], "en:soups"],
  ])("reads %j's own tags the taxonomy lacks (%j) as names in their language", (name, categories, tag) => {
    const found = rowCategories({ name, brand: "", categories }, taxonomy);
    expect(found.categories[0]).toBe(tag);
    expect(found).toMatchObject({ categorySource: "own", categoryConfidence: "medium" });
  });

  it("keeps a meal of two kinds filed as such (\"Spaghetti & Meatballs\" are no meatballs)", () => {
    const found = rowCategories({ name: "Spaghetti & Meatballs", brand: "Chef Boyardee", categories: ["en:canned-foods", "en:meals", "en:canned-meals"] }, taxonomy);
    expect(found.categories[0]).toBe("en:canned-meals");
  });

  it("reads no mousse from a first part \"Mousse\" (Witor's mousse-filled chocolate bars)", () => {
    const found = rowCategories({ name: "Mousse, Milk Chocolate With Chocolate Mousse Filling", brand: "Witor's", categories: [] }, taxonomy);
    expect(found.categories[0]).toBe("en:milk-chocolates");
  });

  it("reads an unknown tag that names a kind within more words only after the product's name", () => {
    const found = rowCategories({ name: "Buttermilk complete pancake mix", brand: "Krusteaz", categories: ["en:breakfasts", "en:pancakes-and-waffles"] }, taxonomy);
    expect(found).toMatchObject({ category: "Pancake mixes", categorySource: "name" });
    const tagOnly = rowCategories({ name: "Krusteaz Original", brand: "Krusteaz", categories: ["en:breakfasts", "en:pancakes-and-waffles"] }, taxonomy);
    expect(tagOnly).toMatchObject({ category: "Waffles", categorySource: "own", categoryConfidence: "medium" });
  });

  it.each([
    // The whole first part names another kind: a frosting filed as chocolate spreads, a kombucha as teas.
    ["Betún sabor chocolate", ["en:spreads", "en:sweet-spreads", "fr:pates-a-tartiner", "es:betun"], "en:fondants", "high"],
    ["Kombucha", ["en:beverages", "en:hot-beverages", "en:teas"], "en:kombuchas", "high"],
    // Within more words, when both share a kind two levels down or deeper (breakfast cereals).
    ["Fruit & Nut Granola", ["en:breakfasts", "en:breakfast-cereals", "en:flakes", "en:cereal-flakes", "en:mixed-cereal-flakes"], "en:mueslis", "medium"],
    // A Czech name that puts the kind first: wafers filed as cookies.
    ["Oplatky s náplní (79%) s lískovými oříšky", ["en:biscuits", "en:chocolate-and-hazelnut-cookies"], "en:wafers", "medium"],
    // Within more words, in place of an ingredient: a candy filed as the herb, a quark as a cheese.
    ["Cinnamon Candy", ["en:plant-based-foods", "en:aromatic-plants", "en:mint"], "en:candies", "medium"],
    ["Franse Kwark", ["en:dairies", "en:cheeses", "en:cream-cheeses"], "en:quarks", "medium"],
  ])("replaces %j's own category %j by the kind its name names", (name, categories, tag, confidence) => {
    const found = rowCategories({ name, brand: "", categories }, taxonomy);
    expect(found.categories[0]).toBe(tag);
    expect(found).toMatchObject({ categorySource: "name", categoryConfidence: confidence });
    expect(found.categories).not.toContain(categories.at(-1));
  });

  it.each([
    // A flavour or an ingredient: the biscuit, the ice cream and the bread stay what they were filed as.
    ["Milano Dark Chocolate", ["en:sugary-snacks", "en:biscuits-and-cakes", "en:biscuits"], "en:biscuits"],
    ["Vanilla", ["en:desserts", "en:frozen-desserts", "en:ice-creams"], "en:ice-creams"],
    ["Light Rye", ["en:plant-based-foods", "en:cereals-and-potatoes", "en:breads"], "en:breads"],
    // The name says what it was filed as.
    ["Cheese Pizza", ["en:meals", "en:pizzas", "en:frozen-pizzas"], "en:frozen-pizzas"],
    // Within more words, with nothing but a department in common.
    ["Black Bourbon", ["en:snacks", "en:sweet-snacks", "en:biscuits-and-cakes", "en:biscuits"], "en:biscuits"],
    // A fried snack named after its pulse ("Moong Dal" of Haldiram's) is no pulse.
    ["Moong Dal", ["en:snacks", "en:salty-snacks"], "en:salty-snacks"],
    // Spanish "Paté" is French "pâtes" (pasta) without its accents: a pâté is no pasta.
    ["Paté de pavo", ["en:meats", "en:prepared-meats"], "en:prepared-meats"],
    // Chocolate is no ingredient to replace: "Milch extra" is a milk chocolate.
    ["Milch extra", ["en:cocoa-and-its-products", "en:chocolates", "en:milk-chocolates"], "en:milk-chocolates"],
  ])("keeps %j's own category %j", (name, categories, tag) => {
    expect(rowCategories({ name, brand: "", categories }, taxonomy).categories[0]).toBe(tag);
  });

  it("leads with the own category its name names when it is as specific as the most specific one", () => {
    const categories = ["en:beverages", "en:plant-based-beverages", "en:fruit-based-beverages", "en:kombuchas", "en:tea-based-beverages"];
    const found = rowCategories({ name: "Synergy Organic Kombucha Cosmic Cranberry", brand: "GT's", categories }, taxonomy);
    expect(found).toMatchObject({ category: "Kombuchas", categorySource: "name" });
    expect(found.categories).toContain("en:fruit-based-beverages");
  });

  it("refines its own category with an unknown tag of its own that names one beneath it", () => {
    const found = rowCategories(
      { name: "Yogurt Dressing Blue Cheese", brand: "Marie's", categories: ["en:blue-cheese-yogurt-dressing", "en:yogurt-dressing"] },
      taxonomy,
    );
    expect(found).toMatchObject({ category: "Blue cheese yogurt dressings", categorySource: "own", categoryConfidence: "medium" });
  });

  it("reads a pet food's name beneath its own category only", () => {
    const found = rowCategories({ name: "Pouch mackerel 85/80gr", brand: "Acme", categories: ["en:open-pet-food-facts"] }, taxonomy);
    expect(found).toMatchObject({ category: "Open Pet Food Facts", categorySource: "own" });
  });

  it.each([
    ["Whiskas pouch mackerel 85/80gr", "whiskas", ["en:open-pet-food-facts"], "en:cat-food"],
    ["Sheba Perfect Laks 75g", "MARS NORGE AS", ["en:open-pet-food-facts"], "en:cat-food"],
    ["Purina One Small Dog Active 1,5kg", "NESTLÉ NORGE AS", ["en:open-pet-food-facts"], "en:dog-food"],
    ["Cat Show Adult 1+ à l'agneau en gelée", "Purina", ["en:wet-pet-food"], "en:wet-cat-food"],
  ])("files a pet food filed for no animal as the food of the one its name or brand says: %j", (name, brand, categories, tag) => {
    const found = rowCategories({ name, brand, categories }, taxonomy);
    expect(found).toMatchObject({ categorySource: "name", categoryConfidence: "medium" });
    expect(found.categories[0]).toBe(tag);
    expect(found.categories).toEqual(expect.arrayContaining(categories));
  });

  it("files no pet food for two animals, nor a product that is no pet food by an animal's word", () => {
    const both = rowCategories({ name: "Aceite de salmón para gatos y perros", brand: "Grizzly", categories: ["en:open-pet-food-facts"] }, taxonomy);
    expect(both).toMatchObject({ category: "Open Pet Food Facts", categorySource: "own" });
    expect(rowCategories({ name: "Hot Dog", brand: "Pedigree", categories: [] }, taxonomy).categories).not.toContain("en:dog-food");
  });

  it("never reads a word of flavour as a category (\"Flavors\")", () => {
    const withoutLines = { ...taxonomy, productLines: [] };
    expect(rowCategories({ name: "Doritos Sweet Chilli Flavour", brand: "Doritos", categories: [] }, withoutLines).categorySource).toBeNull();
    // Its product line says what it is (seed/product-lines.json).
    expect(rowCategories({ name: "Doritos Sweet Chilli Flavour", brand: "Doritos", categories: [] }, taxonomy).categories[0]).toBe("en:corn-chips");
  });

  it("files a product under a kind of product before a food group of the same tags", () => {
    const lasagna = ["en:plant-based-foods-and-beverages", "en:plant-based-foods", "en:cereals-and-potatoes", "en:cereals-and-their-products", "en:pastas"];
    expect(rowCategories({ name: "Oven-Ready Lasagna", brand: "market pantry", categories: lasagna }, taxonomy)).toMatchObject({
      category: "Pastas",
      categorySource: "own",
    });
  });

  it("refines its own category with a narrower one its name names, keeping its own beneath", () => {
    const found = rowCategories({ name: "Shredded Mild Cheddar Cheese", brand: "Kroger", categories: ["en:dairies", "en:cheeses"] }, taxonomy);
    expect(found).toMatchObject({ category: "Cheddar cheese", categorySource: "name", categoryConfidence: "medium" });
    expect(found.categories).toEqual(expect.arrayContaining(["en:cheddar-cheese", "en:cheeses", "en:dairies"]));
    // A name that names nothing beneath its own category leaves it as it is.
    expect(rowCategories({ name: "Colby Jack Slices", brand: "Kroger", categories: ["en:cheeses"] }, taxonomy)).toMatchObject({
      category: "Cheeses",
      categorySource: "own",
    });
  });

  it("reads the generic name when the name says nothing", () => {
    const found = rowCategories({ name: "Zorblax Original", brand: "Great Value", genericName: "Orange juice", categories: [] }, taxonomy);
    expect(found).toMatchObject({ categories: expect.arrayContaining(["en:orange-juices"]), categorySource: "name" });
    expect(found.categories[0]).toBe("en:orange-juices");
  });

  it("leaves a product of which nothing is known without a category", () => {
    expect(rowCategories({ name: "Zorblax Original", brand: "Great Value", categories: [] }, taxonomy)).toEqual({
      categories: [],
      category: "",
      categorySource: null,
      categoryConfidence: null,
    });
  });
});

describe("rowCategories with the shipped product lines", () => {
  it.each([
    ["Wheat Thins Original", "Nabisco", [], "en:wheat-crackers"],
    ["Milky Way", "mars", [], "en:chocolate-bars"],
    ["Cheetos puffs - Flamin' Hot", "Cheetos", [], "en:puffed-salty-snacks-made-from-maize"],
    ["Doritos Sweet Chilli Flavour", "PepsiCo, Doritos", [], "en:corn-chips"],
    ["Singles White American", "Kraft", [], "en:processed-cheese-in-slices"],
    ["Spaghettios", "Campbell's", [], "en:canned-meals"],
    ["Nieves Classic Collection Häagen-Dazs", "Häagen-Dazs", ["en:desserts", "en:frozen-foods"], "en:ice-creams-and-sorbets"],
    ["Sodastream - passion mangue", "Sodastream", ["en:syrups"], "en:flavoured-syrups"],
    // Beneath its own (too broad) category.
    ["Country Crock", "Sheds spread", ["en:spreads"], "en:margarines"],
  ])("files %s (%s) by its line", (name, brand, categories, tag) => {
    const row = rowCategories({ name, brand, categories }, taxonomy);
    expect(row.categories[0]).toBe(tag);
    expect(row).toMatchObject({ categorySource: "name", categoryConfidence: "medium" });
  });

  it("reads the kind a name says before its line", () => {
    // "Ice cream" is named: no Oreo biscuit.
    expect(rowCategories({ name: "Oreo Ice Cream", brand: "Breyers", categories: [] }, taxonomy).categories[0]).not.toBe("en:filled-biscuits");
    expect(rowCategories({ name: "Rice Krispies Treats Original", brand: "Kellogg's", categories: [] }, taxonomy).categories[0]).toBe("en:cereal-bars");
  });

  it("keeps a product's own specific category, and a line that contradicts its own broad one is not read", () => {
    expect(rowCategories({ name: "Doritos Nacho Cheese", brand: "Doritos", categories: ["en:corn-chips"] }, taxonomy)).toMatchObject({ categorySource: "own" });
    expect(rowCategories({ name: "Milky Way", brand: "Mars", categories: ["en:beverages"] }, taxonomy)).toMatchObject({ categories: ["en:beverages"], categorySource: "own" });
  });

  it("files no line without the line's brand, nor a line's name used as a word of another", () => {
    expect(rowCategories({ name: "Tomate frito Apis", brand: "Apis", categories: [] }, taxonomy).categories).not.toContain("en:corn-chips");
    expect(rowCategories({ name: "Microwave Single Cheeseburger Macaroni", brand: "Hamburger Helper", categories: [] }, taxonomy).categories).toEqual([]);
  });
});

describe("productRowFromRecord", () => {
  const record = {
    barcode: "0000000000017",
    name: "Zorblax Original",
    brands: "Great Value",
    categories: [],
    countriesSold: ["en:united-states"],
    origins: "",
    manufacturingPlaces: "",
    quantity: "",
    embCodes: "",
    brandOwner: "",
  };

  it("stores the generic name as the description and reads a category from it", () => {
    const row = productRowFromRecord({ ...record, genericName: "Orange juice" }, taxonomy);
    expect(row).toMatchObject({ description: "Orange juice", categorySource: "name" });
    expect(row.categories[0]).toBe("en:orange-juices");
  });

  it("stores the product's language, read with its name", () => {
    const row = productRowFromRecord({ ...record, name: "Chocolate negro", language: "es" }, taxonomy);
    expect(row).toMatchObject({ language: "es", category: "Dark chocolates", categorySource: "name" });
    expect(productRowFromRecord(record, taxonomy).language).toBe("");
  });

  it("has an empty description and no category when there is no generic name", () => {
    expect(productRowFromRecord(record, taxonomy)).toMatchObject({ description: "", categories: [], categorySource: null });
  });
});
