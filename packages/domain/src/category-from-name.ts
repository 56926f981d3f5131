/**
 * A category for a product that has none, read from its name (or generic name) with the category
 * taxonomy's names and synonyms in every language it holds (docs/categories.md, How a
 * category is inferred). A third of the American products of the shipped catalogue carry no category, yet most
 * names say what the product is: "Original 100% orange juice", "Jus d'orange", "Peanuts, French Burnt".
 * The rules favour precision: a wrong category offers wrong alternatives, no category only says none
 * were found.
 * - Text and names are compared as `matchTokens` makes them: accents dropped, lower case, split at
 *   every character that is not a letter or digit (so only whole words match), a plural ending
 *   dropped ("cookies" = "cookie", "tomatoes" = "tomato", "zumos" = "zumo").
 * - The name is read in parts: its comma-separated parts in order, then the generic name; each part
 *   up to its first `PART_BREAKERS` word: "with", "in", "from", "without", their French, German,
 *   Spanish, Italian, Dutch and Swedish forms, and a flavour's mark ("sabor", "saveur", "goût")
 *   ("Tuna in olive oil" is tuna; "Pineapple chunks, in juice" is not juice; "Betún sabor chocolate"
 *   is a frosting); a category name may run across that word ("Cerveza sin alcohol").
 * - A category name matches a part when its words appear in it next to each other, at the end of the
 *   part for a language that puts the kind of product last (English "Chocolate chip cookies", German,
 *   Dutch, Swedish…), at its start for one that puts it first (French "Yaourt à la fraise", Spanish,
 *   Italian…), at either end for one that does both (`BOTH_ORDERS_LANGUAGES`: Polish "Kasza
 *   gryczana", "Gorzka czekolada"), or as the whole part in any language: so "Strawberry yogurt" is a
 *   yogurt, not strawberries, and "Berry Apple Clusters" is not apples. With the product's language known, that
 *   language's names and English ones are read first (every language's after, when they find none);
 *   without it, the start of a part only takes a name that no language putting the kind last shares
 *   ("Chocolate Chip Muffin Mix" is no chocolate, though "chocolate" is Spanish for chocolates), and
 *   a language the taxonomy names few categories in (`FEW_NAMES_SHARE`) is not read.
 * - A name shorter than three letters (four in a language other than English: French "Thés" would be
 *   "the") is never matched; a match inside the brand written out in the name (its words from its
 *   first one on, legal suffixes aside) does not count ("Juicy Juice" is not a juice because of its
 *   brand, but "Sour & Fruity Candy" of Innovative Candy Concepts is a candy; a brand that is wholly a
 *   category's English name, "Dressings", spells no line), and the brand written
 *   out with one fruit, spice, nut or herb names a flavour of its product ("Tic Tac Orange" is no
 *   orange); a wine's name (beneath `WINES`) counts only as a whole part, in a part that says wine, or
 *   beneath an own wine category ("Minis Candy" is no Romanian "Miniş"); departments and food groups are never answered: a root ("Beverages", "Snacks"), a
 *   category one level down that still holds `DEPARTMENT_DESCENDANTS` categories or more ("Sweet
 *   snacks", "Sauces"), a food group ("Cereals and their products"); a narrower category one level
 *   down is a kind of product like any other ("Fries", "Salts", "Popcorn"), and so is a shallow kind
 *   alternatives are offered from (`SHALLOW_KIND_CATEGORIES`: "Pies", even a root). After the first part, a
 *   fruit, spice, nut or herb is a flavour ("Coffee Creamer, French Vanilla") and does not count; nor
 *   does a one-word name right after a share of an ingredient (`shareFollowers`: "Noir 72% cacao").
 * - A one-word flavour (a fruit, spice, herb or cheese, or a word that also names one) at the end of a
 *   part names the kind of product only when nothing before it does: in "Baked Fries Cheddar" the head
 *   noun "Fries" comes before the flavour "Cheddar", and the nearest such kind wins; "Cheese spread"
 *   and "Sliced almonds" stay what they say.
 * - A narrower kind right before the kind that ends a part says which one it is: "Tortellini Pasta" is
 *   tortellini (a pasta), "Cut Ziti Pasta" ziti; so does a flavour before it, said as its broader
 *   category (`flavouredKind`: "Chewy Apricot Sprouted Bar" is a fruit bar).
 * - With no kind at the end of a part, a kind followed only by words that describe it (`DESCRIPTORS`:
 *   taste, texture, size, pack, "flavored"), by flavours, by another use after "and" (`USES`) or by
 *   the name of a category it is a kind of is read: "Chunky Salsa Medium", "Turkey Breast Reduced
 *   Sodium", "Cherry Flavored" after "Green Tea", "Thousand Island dressing & spread", "Lemonade
 *   Beverage" (`describesKind`).
 * - A name of two parts whose first is the brand is read from its second (`leadingPart`: "Sconza,
 *   French Peanuts" are peanuts, no flavour).
 * - The first part with a match decides; within it the most specific match wins: the most words, then
 *   a kind of product over a flavour of the same words ("Mints" are candies, not the herb), then the
 *   deeper category, then the smaller tag. A match that is the whole part is `high` confidence,
 *   another `medium`. A first part naming an ingredient in more words gives way to a later part that
 *   names a kind (`laterKind`: "Cool Beans, Red Pepper Hummus"; "Radiance pineapple, …, lime filtered
 *   water").
 * - With `under` (a category the product already has, too broad to offer alternatives from, or one to
 *   refine), the categories beneath it are read first: "Caramel corn" of a product filed under
 *   "Snacks" is popcorn with caramel.
 * - `replacingCategoryFromName` answers the kind a name names in place of a product's own category
 *   that is wrong or too broad for it (rules at the function).
 * Deterministic; null when nothing matches.
 */
import { FOOD_GROUP_CATEGORIES, isIngredientChain, SHALLOW_KIND_CATEGORIES } from "./alternatives";
import { categoryChain, categoryChildren, categoryDepth, type CategoryTaxonomy } from "./category-chain";

/** Languages whose noun phrases put the kind of product first ("jus d'orange", "zumo de naranja"). */
const HEAD_FIRST_LANGUAGES: ReadonlySet<string> = new Set([
  "fr", "it", "es", "pt", "ca", "ro", "gl", "oc", "la", "he", "ar", "fa", "id", "ms", "vi", "eu", "ga",
]);
/**
 * Languages whose product names put the kind of product first or last ("Kefir naturalny", "Kasza
 * gryczana", "Oplatky s náplní", but "Gorzka czekolada"): their names match at either end of a part.
 */
const BOTH_ORDERS_LANGUAGES: ReadonlySet<string> = new Set(["pl", "cs", "sk"]);
/** Languages OFF uses for names valid everywhere. */
const ANY_ORDER_LANGUAGES: ReadonlySet<string> = new Set(["xx"]);
/**
 * Words after which a part only describes the product ("with fruit", "in olive oil", "made with sea
 * salt", "without added sugars", "sabor chocolate": a flavour), in English, French, German, Spanish,
 * Italian, Dutch and Swedish.
 */
const PART_BREAKERS: ReadonlySet<string> = new Set([
  "with", "in", "from", "avec", "mit", "con", "med", "met",
  "without", "sans", "ohne", "sin", "senza", "zonder", "utan",
  "sabor", "saveur", "gout", "arome", "gusto",
]);
/** Words claiming health ("Pink salmon heart healthy omega - 3"): `DESCRIPTORS` and `HEALTH_CLAIMS`. */
const HEALTH_CLAIM_WORDS: readonly string[] = ["heart", "healthy", "omega"];

/**
 * Words that only describe a kind of product named before or after them: its taste, texture, strength,
 * grain, cut, health claim, size or pack ("Chunky Salsa Medium", "Peanut Butter Creamy", "Turkey Breast
 * Reduced Sodium", "Cherry Flavored Soda", "Soft bread multigrain", "Pink salmon heart healthy omega -
 * 3", "Broccoli florets", "Asparagus Spears", "Straw Mushrooms Broken") or a style, French or American
 * regional ("Bio Dressing French", "BBQ Sauce
 * Louisiana Hot and Spicy"), as `matchTokens` makes them; a word with a digit ("16oz") describes too.
 */
const DESCRIPTORS: ReadonlySet<string> = new Set(
  [
    "mild", "medium", "hot", "spicy", "extra", "original", "classic", "creamy", "crunchy", "chunky", "smooth", "sweet",
    "salted", "unsalted", "smoky", "reduced", "low", "sodium", "fat", "free", "light", "lite", "sugar", "bio", "organic",
    "natural", "blend", "style", "recipe", "homestyle", "size", "pack", "variety", "mini", "miniature", "bite", "family",
    "value", "squeeze", "petite", "petit", "fresh", "frozen", "sliced", "diced", "whole", "large", "small", "jumbo", "premium",
    "select", "deluxe", "real", "pure", "zero", "diet", "plain", "unsweetened", "sweetened", "regular", "traditional",
    "gourmet", "oz", "fl", "lb", "ct", "count", "pk", "and", "decaf", "caffeine", "calorie", "vitamin", "slices",
    "halves", "pieces", "chunks", "filled", "coated", "dipped", "bag", "box", "jar", "bottle", "tub", "pouch",
    "multipack", "carton", "flavored", "flavoured", "multigrain", "wholegrain", "soft", "florets", "spears", "spirals", "broken",
    ...HEALTH_CLAIM_WORDS, "french", "louisiana", "mississippi", "carolina", "texas", "kansas", "memphis", "quick",
  ].map((word) => matchTokens(word)[0] as string),
);

/**
 * Other uses a kind of product is sold for, said after "and" ("Thousand Island dressing & spread",
 * "French Dressing & Quick Marinade"): they describe the kind before them, as `DESCRIPTORS` do.
 */
const USES: ReadonlySet<string> = new Set(["spread", "marinade", "dip", "topping", "glaze"].map((word) => matchTokens(word)[0] as string));

/**
 * Health claims: after a fruit, nut, spice or herb they leave it the product ("Snacks nuts heart
 * healthy"), where other words that describe a kind, a size ("Mango 200ml") or a strength ("Cherry
 * Zero", "Orange Light"), say a flavour of something else. They describe a kind too (`DESCRIPTORS`).
 */
const HEALTH_CLAIMS: ReadonlySet<string> = new Set(HEALTH_CLAIM_WORDS.map((word) => matchTokens(word)[0] as string));

/** Whether the words of a part after a flavour's name up to its end are `HEALTH_CLAIMS` only, one at least. */
function onlyHealthClaims(part: readonly string[], end: number, partEnd: number): boolean {
  const tail = part.slice(end, partEnd);
  return tail.length > 0 && tail.every((word) => HEALTH_CLAIMS.has(word));
}

function isDescriptor(word: string): boolean {
  return DESCRIPTORS.has(word) || /\d/u.test(word);
}
/**
 * Categories a flavour names ("French Vanilla", "Orange Pineapple"): after the name's first part, a
 * match under one of them is a flavour, not the kind of product ("Coffee Creamer, French Vanilla").
 */
const FLAVOUR_CATEGORIES: ReadonlySet<string> = new Set(["en:fruits", "en:spices", "en:nuts", "en:herbs", "en:aromatic-plants"]);

/**
 * Wines: the categories beneath it are mostly places and grapes ("Toscano", Romanian "Miniş", "Corse",
 * "Rosé wines" read from "rose"), read from a part that is wholly their name or that says wine (a word
 * of the names of "Wines": "wine", "vin", "vino"…), or beneath a product's own wine category:
 * "Minis Candy" is no Romanian wine, "Milk Chocolate Rose" no rosé.
 */
const WINES = "en:wines";

/**
 * Categories whose one-word name flavours a product when a kind of product comes before it ("Baked
 * Fries Cheddar", "Sorbet Coconut"); nuts are left out, they are mostly the product ("Honey Roasted Almonds").
 */
const TRAILING_FLAVOUR_CATEGORIES: ReadonlySet<string> = new Set(["en:fruits", "en:spices", "en:herbs", "en:aromatic-plants", "en:cheeses"]);
/** A category one level below a root with at least this many categories beneath it is a department ("Sauces"). */
export const DEPARTMENT_DESCENDANTS = 100;
/**
 * A language the taxonomy names less than this share of its categories in (Croatian, Slovenian,
 * Esperanto… in Open Food Facts' taxonomy, against a share of 2 % for Swedish) is read only for a
 * product known to be in it: such names are mostly those of the broadest categories, copied from an
 * encyclopaedia, and without accents they are words of other languages (Croatian "kokoš", chickens,
 * is Polish and German "Kokos", coconut).
 */
export const FEW_NAMES_SHARE = 0.01;
/** Names of at most this many words are matched. */
const MAX_NAME_WORDS = 6;

/** One word as names are compared: a plural ending dropped (the same rule on both sides). */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith("ie")) return `${word.slice(0, -2)}y`;
  if (word.length > 4 && /(?:ch|sh|ss|x|z|o)es$/u.test(word)) return word.slice(0, -2);
  if (word.length > 4 && /(?:eau|ou)x$/u.test(word)) return word.slice(0, -1);
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/u.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text as names are compared (rules at the top of this file). */
export function matchTokens(text: string): string[] {
  const plain = text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
  return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).map(singular);
}

interface NamePhrase {
  tag: string;
  words: string[];
  depth: number;
  /** The languages it is a name or synonym in. */
  languages: string[];
  /** Those of them read for a product of unknown language (the taxonomy names `FEW_NAMES_SHARE` of its categories or more in each). */
  widelyNamed: string[];
  /** Under a flavour category (`FLAVOUR_CATEGORIES`): counts in the name's first part only. */
  flavour: boolean;
  /** Under a trailing flavour category (`TRAILING_FLAVOUR_CATEGORIES`): loses to a kind of product before it. */
  trailingFlavour: boolean;
  /** The category and all its ancestors. */
  chain: ReadonlySet<string>;
  /** Whether these words are a name, of any category, in a language that only puts the kind of product last (not Polish). */
  headLastAnywhere: boolean;
  /** Whether these words name a trailing flavour category too ("Mint" the herb, for "Mints" the candies). */
  flavourWords: boolean;
}

const indexes = new WeakMap<CategoryTaxonomy, Map<string, NamePhrase[]>>();

/** Every name and synonym of every category that may be answered, by its first word. */
function phraseIndex(taxonomy: CategoryTaxonomy): Map<string, NamePhrase[]> {
  const cached = indexes.get(taxonomy);
  if (cached) return cached;
  const index = new Map<string, NamePhrase[]>();
  const namedIn = new Map<string, number>();
  for (const node of Object.values(taxonomy.categories)) for (const language of Object.keys(node.names ?? { en: [] })) namedIn.set(language, (namedIn.get(language) ?? 0) + 1);
  const widely = FEW_NAMES_SHARE * Object.keys(taxonomy.categories).length;
  for (const [tag, node] of Object.entries(taxonomy.categories)) {
    if (!isProductKind(tag, taxonomy)) continue;
    const depth = categoryDepth(tag, taxonomy);
    const chain = new Set(categoryChain([tag], taxonomy).chain);
    const flavour = [...chain].some((ancestor) => FLAVOUR_CATEGORIES.has(ancestor));
    const trailingFlavour = [...chain].some((ancestor) => TRAILING_FLAVOUR_CATEGORIES.has(ancestor));
    const phrases = new Map<string, NamePhrase>();
    const namesByLanguage = node.names ?? { en: [node.name] };
    for (const [language, names] of Object.entries(namesByLanguage)) {
      for (const name of names) {
        const words = matchTokens(name);
        const key = words.join(" ");
        // A short word of another language is too often an English one ("Thés" is "the").
        if (words.length === 0 || words.length > MAX_NAME_WORDS || key.length < (language === "en" ? 3 : 4)) continue;
        const phrase = phrases.get(key) ?? { tag, words, depth, languages: [], widelyNamed: [], flavour, trailingFlavour, chain, headLastAnywhere: false, flavourWords: false };
        if (!phrase.languages.includes(language)) phrase.languages.push(language);
        if (!phrase.widelyNamed.includes(language) && (ANY_ORDER_LANGUAGES.has(language) || (namedIn.get(language) ?? 0) >= widely)) phrase.widelyNamed.push(language);
        phrases.set(key, phrase);
      }
    }
    for (const phrase of phrases.values()) {
      const first = phrase.words[0] as string;
      const list = index.get(first);
      if (list) list.push(phrase);
      else index.set(first, [phrase]);
    }
  }
  // "Hot dog" is French and Spanish for hot-dog sandwiches but English for frankfurters: an English
  // name's "Hot Dog Relish" is no sandwich.
  // "Mint" names a herb and (as "Mints") candies: at the end of "Ice Pop Mint" it is a flavour.
  const headLastKeys = new Set<string>();
  const flavourKeys = new Set<string>();
  for (const list of index.values()) {
    for (const phrase of list) {
      if (phrase.languages.some(isOnlyHeadLast)) headLastKeys.add(phrase.words.join(" "));
      if (phrase.trailingFlavour) flavourKeys.add(phrase.words.join(" "));
    }
  }
  for (const list of index.values()) {
    for (const phrase of list) {
      phrase.headLastAnywhere = headLastKeys.has(phrase.words.join(" "));
      phrase.flavourWords = flavourKeys.has(phrase.words.join(" "));
    }
  }
  indexes.set(taxonomy, index);
  return index;
}

const wineWordSets = new WeakMap<CategoryTaxonomy, Set<string>>();
/** The one-word names of "Wines" in every language, as names are compared ("wine", "vin", "vino", "wijn"…). */
function wineWordsOf(taxonomy: CategoryTaxonomy): Set<string> {
  const cached = wineWordSets.get(taxonomy);
  if (cached) return cached;
  const node = taxonomy.categories[WINES];
  const words = new Set(
    Object.values(node?.names ?? { en: [node?.name ?? ""] })
      .flat()
      .map(matchTokens)
      .filter((tokens) => tokens.length === 1)
      .map((tokens) => tokens[0] as string),
  );
  wineWordSets.set(taxonomy, words);
  return words;
}

const flavourWordSets = new WeakMap<Map<string, NamePhrase[]>, Set<string>>();

/** The one-word names of trailing flavours ("cherry", "vanilla", "cheddar"), as `matchTokens` makes them. */
function flavourWordsOf(index: Map<string, NamePhrase[]>): Set<string> {
  const cached = flavourWordSets.get(index);
  if (cached) return cached;
  const words = new Set<string>();
  for (const [first, list] of index) if (list.some((phrase) => phrase.words.length === 1 && phrase.trailingFlavour)) words.add(first);
  flavourWordSets.set(index, words);
  return words;
}

/** Whether a word names a flavour: a fruit, spice, herb or cheese of one word ("orange", "peppermint", "cheddar"). */
export function isFlavourWord(word: string, taxonomy: CategoryTaxonomy): boolean {
  const tokens = matchTokens(word);
  return tokens.length === 1 && flavourWordsOf(phraseIndex(taxonomy)).has(tokens[0] as string);
}

const descendantCaches = new WeakMap<CategoryTaxonomy, Map<string, number>>();

/**
 * Whether a category names a kind of product, the only categories read from a name (rules at the
 * top): not a root, not one level down while holding `DEPARTMENT_DESCENDANTS` categories or more, not
 * a food group. "Fries", "Salts", "Popcorn" and "Colas" are kinds; "Beverages", "Sauces" and "Cereals
 * and their products" are not.
 */
export function isProductKind(tag: string, taxonomy: CategoryTaxonomy): boolean {
  if (!Object.hasOwn(taxonomy.categories, tag) || FOOD_GROUP_CATEGORIES.has(tag)) return false;
  if (SHALLOW_KIND_CATEGORIES.has(tag)) return true;
  const depth = categoryDepth(tag, taxonomy);
  if (depth !== 1) return depth > 1;
  let descendants = descendantCaches.get(taxonomy);
  if (!descendants) {
    descendants = descendantCounts(taxonomy);
    descendantCaches.set(taxonomy, descendants);
  }
  return (descendants.get(tag) ?? 0) < DEPARTMENT_DESCENDANTS;
}

/** How many categories lie beneath each category (each counted once, however many paths lead to it). */
function descendantCounts(taxonomy: CategoryTaxonomy): Map<string, number> {
  const children = categoryChildren(taxonomy);
  const counts = new Map<string, number>();
  for (const tag of Object.keys(taxonomy.categories)) {
    const seen = new Set<string>();
    const queue = [...(children.get(tag) ?? [])];
    for (let i = 0; i < queue.length; i++) {
      const child = queue[i] as string;
      if (seen.has(child)) continue;
      seen.add(child);
      queue.push(...(children.get(child) ?? []));
    }
    counts.set(tag, seen.size);
  }
  return counts;
}

/**
 * A part of a name: its words, and where it ends for the kind of product, at its first `PART_BREAKERS`
 * word ("Pesto rosso senza aglio" ends after "rosso"); a category name may still run across that word
 * ("Cerveza sin alcohol", "Chili sin carne"), and then ends the part.
 */
interface Part {
  words: readonly string[];
  end: number;
  /** The positions of the words right after an ingredient's share (`shareFollowers`). */
  shares: ReadonlySet<number>;
  /** The position of the first word after "and" or "&" ("Dressing & spread"), or the part's length. */
  afterAnd: number;
}

/**
 * "Made" ends a part only before a word that does, or "by" ("Kosher Dills Made With Sea Salt", "Made by
 * …"): elsewhere it is how the product is made, before the kind it names ("French Onion Locally Made Soup").
 */
function isPartBreak(words: readonly string[], i: number): boolean {
  const word = words[i] as string;
  if (word !== "made") return PART_BREAKERS.has(word);
  const next = words[i + 1] ?? "";
  return PART_BREAKERS.has(next) || next === "by";
}

/** What separates the parts of a name ("Coffee Creamer, French Vanilla"). */
const PART_SEPARATORS = /[,;|()]/u;

/** The parts of a name and generic name, in the order they are read (rules at the top). */
function partsOf(name: string, genericName: string): Part[] {
  return [...name.split(PART_SEPARATORS), genericName].map((text) => {
    const words = matchTokens(text);
    const cut = words.findIndex((_, i) => isPartBreak(words, i));
    const and = /&|\band\b/iu.exec(text);
    return { words, end: cut >= 0 ? cut : words.length, shares: shareFollowers(text), afterAnd: and ? matchTokens(text.slice(0, and.index)).length : words.length };
  });
}

/** Words that may stand between a share and the ingredient it is of: "70 % de cacao", "30% of fruit". */
const SHARE_LINKS: ReadonlySet<string> = new Set(["de", "d", "of", "di"]);
/** The shares of an ingredient, in percent: from 10 up to, not including, 100 ("72% cacao"; "2% Milk" is a milk's fat, "100% Juice" a juice). */
const SHARE_MIN = 10;
const SHARE_MAX = 100;

/**
 * The positions, among a text's words (`matchTokens`), of the word right after a share of an
 * ingredient ("Noir 72% cacao", "Pâte à tartiner 30% noisettes"): a one-word name there names what
 * the product holds, not what it is.
 */
function shareFollowers(text: string): Set<number> {
  const positions = new Set<number>();
  const segments = text.split("%");
  let count = 0;
  for (const [i, segment] of segments.entries()) {
    const words = matchTokens(segment);
    const share = Number((/(\d+(?:[.,]\d+)?)\s*$/u.exec(segments[i - 1] ?? "")?.[1] ?? "").replace(",", "."));
    if (i > 0 && share >= SHARE_MIN && share < SHARE_MAX) positions.add(count + (SHARE_LINKS.has(words[0] ?? "") ? 1 : 0));
    count += words.length;
  }
  return positions;
}

function sameWords(a: NamePhrase, b: NamePhrase): boolean {
  return a.words.length === b.words.length && a.words.every((word, i) => word === b.words[i]);
}

/**
 * Positive when `a` is the more specific match: more words, then a kind of product over a flavour of
 * the same words ("Mints" are candies, not the herb), then deeper, then the smaller tag.
 */
function compareMatches(a: NamePhrase, b: NamePhrase): number {
  return (
    a.words.length - b.words.length ||
    (sameWords(a, b) ? Number(b.trailingFlavour) - Number(a.trailingFlavour) : 0) ||
    a.depth - b.depth ||
    (a.tag < b.tag ? 1 : a.tag > b.tag ? -1 : 0)
  );
}

export interface NameCategory {
  tag: string;
  /** `high` when a category name is the whole part, else `medium`. */
  confidence: "high" | "medium";
}

/**
 * Where a phrase may stand in a part (rules at the top), or null when it is no name in the languages
 * read: for a product in `language`, that language's, English and OFF's "xx" names; for one whose
 * language is unknown (""), every language's, but the start of a part only for a name of languages
 * that put the kind of product first alone ("chocolate" is Spanish and English: "Chocolate Chip
 * Muffin Mix" is no chocolate), and only when no kind ends the part if another category has those
 * words in such a language ("hot dog" is English for frankfurters: "Hot Dog Relish" is a relish).
 */
function isHeadLast(language: string): boolean {
  return !ANY_ORDER_LANGUAGES.has(language) && !HEAD_FIRST_LANGUAGES.has(language);
}

function isHeadFirst(language: string): boolean {
  return HEAD_FIRST_LANGUAGES.has(language) || BOTH_ORDERS_LANGUAGES.has(language);
}

/** Whether a language only puts the kind of product last (English, German…, not Polish). */
function isOnlyHeadLast(language: string): boolean {
  return isHeadLast(language) && !BOTH_ORDERS_LANGUAGES.has(language);
}

function placesOf(phrase: NamePhrase, language: string): Places | null {
  const languages = language === "" ? phrase.widelyNamed : phrase.languages.filter((other) => other === language || other === "en" || ANY_ORDER_LANGUAGES.has(other));
  if (languages.length === 0) return null;
  const anyOrder = languages.some((other) => ANY_ORDER_LANGUAGES.has(other));
  const headFirst = languages.some(isHeadFirst);
  const atStart = anyOrder || (headFirst && (language !== "" || !languages.some(isOnlyHeadLast)));
  return { atEnd: anyOrder || languages.some(isHeadLast), atStart, ambiguousStart: atStart && !anyOrder && language === "" && phrase.headLastAnywhere };
}

interface Places {
  atEnd: boolean;
  atStart: boolean;
  /** At the start only, in words another category names in a language that puts the kind last. */
  ambiguousStart: boolean;
}

interface PartMatch {
  phrase: NamePhrase;
  start: number;
  end: number;
  places: Places;
}

interface ReadOptions {
  first: boolean;
  language: string;
  /** Only categories beneath this one (or it) are read. */
  under: string | null;
}

function bestOf(matches: readonly PartMatch[]): PartMatch | null {
  let best: PartMatch | null = null;
  for (const match of matches) if (best === null || compareMatches(match.phrase, best.phrase) > 0) best = match;
  return best;
}

/** Words that make a company's name legal, not its brand ("Smith & Salmon Llc"). */
const LEGAL_SUFFIXES: ReadonlySet<string> = new Set(["llc", "inc", "co", "ltd", "corp", "corporation", "company", "gmbh", "ag", "sa", "srl", "spa", "bv", "nv", "plc", "limited"]);

/**
 * The positions of a part that spell the brand: runs of the brand's words that start with its first
 * word, two words long at least when the brand has two ("Juicy Juice" in "Juicy Juice Apple", "Smith
 * Salmon" of Smith & Salmon Llc); neither a later word of it ("Ice Cream" of Perry's Ice Cream Co.,
 * "Candy" of Innovative Candy Concepts) nor its first word alone ("Rice" of Rice A Roni).
 */
function brandPositions(part: readonly string[], brand: readonly string[]): Set<number> {
  const words = brand.filter((word) => !LEGAL_SUFFIXES.has(word));
  const positions = new Set<number>();
  const first = words[0];
  if (first === undefined) return positions;
  const brandWords = new Set(words);
  const shortest = Math.min(2, words.length);
  for (let start = 0; start < part.length; start++) {
    if (part[start] !== first) continue;
    let end = start;
    while (end < part.length && brandWords.has(part[end] as string)) end++;
    if (end - start >= shortest) for (let i = start; i < end; i++) positions.add(i);
  }
  return positions;
}

function bestInPart(
  { words: part, end: partEnd, shares, afterAnd }: Part,
  options: ReadOptions,
  brand: readonly string[],
  index: Map<string, NamePhrase[]>,
  taxonomy: CategoryTaxonomy,
): NameCategory | null {
  const { first, language, under } = options;
  const branded = brandPositions(part, brand);
  // Read only when a wine's name matches (most parts name none).
  let wineRead: boolean | undefined;
  const readsWine = () =>
    (wineRead ??= (under !== null && categoryChain([under], taxonomy).chain.includes(WINES)) || part.some((word) => wineWordsOf(taxonomy).has(word)));
  const matches: PartMatch[] = [];
  for (let start = 0; start < partEnd; start++) {
    for (const phrase of index.get(part[start] as string) ?? []) {
      const end = start + phrase.words.length;
      if (end > part.length || !phrase.words.every((word, i) => part[start + i] === word)) continue;
      if (under !== null && !phrase.chain.has(under)) continue;
      const places = placesOf(phrase, language);
      if (places === null) continue;
      if (phrase.words.every((_, i) => branded.has(start + i)) || (!first && phrase.flavour)) continue;
      // "Noir 72% cacao" is no cocoa powder.
      if (phrase.words.length === 1 && shares.has(start)) continue;
      // A vintage after it leaves it the whole part ("Chardonnay 2012").
      if (phrase.chain.has(WINES) && !readsWine() && !(start === 0 && part.slice(end, partEnd).every((word) => /^\d+$/u.test(word)))) continue;
      // The brand and one flavour say which of the brand's products it is: "Tic Tac Orange" is no orange.
      if (phrase.flavour && phrase.words.length === 1 && branded.size > 0 && branded.size + 1 === part.length && phrase.words.every((_, i) => !branded.has(start + i))) continue;
      matches.push({ phrase, start, end, places });
    }
  }
  const endsPart = (match: PartMatch) => match.end >= partEnd;
  const whole = (match: PartMatch) => match.start === 0 && endsPart(match);
  const atEnd = matches.filter((match) => match.places.atEnd && endsPart(match));
  // An ambiguous start loses to a kind at the end ("Hot Dog Relish" is a relish).
  const atStart = matches.filter((match) => match.places.atStart && match.start === 0 && !(match.places.ambiguousStart && atEnd.length > 0));
  const ending = bestOf([...matches.filter(whole), ...atEnd, ...atStart]);
  // Nothing at the end: a kind followed only by words that describe it or flavour it ("Chunky Salsa
  // Medium", "Green Tea Natural Cherry Flavored").
  const describes = (word: string) => isDescriptor(word) || flavourWordsOf(index).has(word);
  const described = ending
    ? null
    : bestOf(
        matches.filter(
          (match) =>
            match.places.atEnd &&
            (match.phrase.flavour ? onlyHealthClaims(part, match.end, partEnd) : describesKind(part, match, partEnd, afterAnd, describes, taxonomy)),
        ),
      );
  const placed = ending ?? described;
  // A one-word flavour at the end of the part loses to the nearest kind of product named before it
  // ("Baked Fries Cheddar", "Nacho Cheese Flavored", "Ranch Dressing Garlic").
  const before =
    placed?.phrase.flavourWords && placed.phrase.words.length === 1 && (placed === described || endsPart(placed))
      ? matches.filter((match) => match.end <= placed.start && !match.phrase.flavourWords && match.places.atEnd)
      : [];
  const nearest = Math.max(...before.map((match) => match.end));
  const head = bestOf(before.filter((match) => match.end === nearest));
  const kind = head ?? placed;
  // A narrower kind right before it says which one ("Tortellini Pasta" is tortellini, a pasta).
  const narrower =
    kind && kind.places.atEnd && endsPart(kind)
      ? bestOf(matches.filter((match) => match.end === kind.start && match.phrase.tag !== kind.phrase.tag && match.phrase.chain.has(kind.phrase.tag)))
      : null;
  const best = narrower ?? kind;
  if (best === null) return null;
  // A flavour before it names the kind of that flavour ("Chewy Apricot Sprouted Bar" is a fruit bar).
  const flavoured = best === kind && best.places.atEnd && endsPart(best) ? flavouredKind(best, matches, taxonomy, index) : null;
  return flavoured ? { tag: flavoured, confidence: "medium" } : { tag: best.phrase.tag, confidence: whole(best) ? "high" : "medium" };
}

/**
 * Whether the words after a kind only describe it: each describes (`DESCRIPTORS`) or flavours it, or,
 * after "and", says another use (`USES`: "Thousand Island dressing & spread"), or the words name a
 * category the kind is a kind of ("Charcoal Lemonade Beverage": lemonade is a beverage).
 */
function describesKind(
  part: readonly string[],
  { phrase: kind, end }: PartMatch,
  partEnd: number,
  afterAnd: number,
  describes: (word: string) => boolean,
  taxonomy: CategoryTaxonomy,
): boolean {
  const tail = part.slice(end, partEnd);
  if (tail.every((word, i) => describes(word) || (end + i >= afterAnd && USES.has(word)))) return true;
  const words = tail.join(" ");
  return [...kind.chain].some((tag) => tag !== kind.tag && Object.values(taxonomy.categories[tag]?.names ?? {}).flat().some((name) => matchTokens(name).join(" ") === words));
}

/**
 * The kind beneath `kind` named by a flavour before it in the part, said as the flavour's broader
 * category ("Apricot … Bar" is a "Fruit bar", "Peach … Yogurt" a "Fruit yogurt"): a category, beneath
 * `kind`, one of whose names is the name of a category the flavour is a kind of followed by the
 * kind's words; the nearest flavour first. Null when there is none.
 */
function flavouredKind(kind: PartMatch, matches: readonly PartMatch[], taxonomy: CategoryTaxonomy, index: Map<string, NamePhrase[]>): string | null {
  const flavours = matches.filter((match) => match.end <= kind.start && match.phrase.flavour).sort((a, b) => b.end - a.end);
  for (const flavour of flavours) {
    for (const broader of flavour.phrase.chain) {
      for (const name of taxonomy.categories[broader]?.names?.en ?? [taxonomy.categories[broader]?.name ?? ""]) {
        const words = [...matchTokens(name), ...kind.phrase.words];
        const found = (index.get(words[0] as string) ?? []).find(
          (phrase) => phrase.tag !== kind.phrase.tag && phrase.chain.has(kind.phrase.tag) && phrase.words.join(" ") === words.join(" "),
        );
        if (found) return found.tag;
      }
    }
  }
  return null;
}

/**
 * The category a product's name (else its generic name) says it is (rules above), or null. With the
 * product's `language` (OFF's `lang`), its names and English ones are read first, then every language's.
 */
export interface NameReadOptions {
  /** A category the product already has: the categories beneath it are read first. */
  under?: string | null;
  /** With the product's language known, whether every language's names are read after its own (by default they are). */
  anyLanguage?: boolean;
}

export function categoryFromName(
  product: { name: string; brand: string; genericName?: string; language?: string },
  taxonomy: CategoryTaxonomy,
  { under = null, anyLanguage = true }: NameReadOptions = {},
): NameCategory | null {
  const index = phraseIndex(taxonomy);
  const brand = brandWords(product.brand, index);
  const parts = partsOf(product.name, product.genericName ?? "");
  const language = product.language?.toLowerCase() ?? "";
  const lead = leadingPart(parts, brand);
  for (const within of under === null ? [null] : [under, null]) {
    for (const read of language === "" ? [""] : anyLanguage ? [language, ""] : [language]) {
      for (const [i, part] of parts.entries()) {
        const found = bestInPart(part, { first: i === lead, language: read, under: within }, brand, index, taxonomy);
        if (found) return i === lead && found.confidence === "medium" ? (laterKind(found, parts.slice(lead), { language: read, under: within }, brand, taxonomy) ?? found) : found;
      }
    }
  }
  return null;
}

/**
 * The part that says what the product is first: the first, or the second when the name is the brand
 * written out and one part after it ("Sconza, French Peanuts" of Sconza Candy Co., "Phong Kee, Hot
 * Roasted Peanuts"), so that a nut or a fruit there is the product, not a flavour. A name of more
 * parts keeps the first ("Saladine, cashews, sesame and pistachios brittle slice" is no cashews).
 */
function leadingPart(parts: readonly Part[], brand: readonly string[]): number {
  const [first, second, ...rest] = parts;
  const words = brand.filter((word) => !LEGAL_SUFFIXES.has(word));
  // Written out with its legal suffix too ("North star trading company" of North Star Trading Company).
  const written = first?.words.filter((word) => !LEGAL_SUFFIXES.has(word)) ?? [];
  const isBrand = written.length > 0 && written.every((word, i) => words[i] === word);
  // The generic name is the last part: a name of two parts has it as the third.
  return isBrand && second !== undefined && second.words.length > 0 && rest.length === 1 ? 1 : 0;
}

/**
 * The brand's words as `brandPositions` reads them, or none when the brand is wholly a category's English name:
 * such a brand ("Dressings") says the kind, it spells no product line ("Light Dressing" of Dressings is
 * a dressing, "Juicy Juice" of Juicy Juice still no juice).
 */
function brandWords(brand: string, index: Map<string, NamePhrase[]>): string[] {
  const words = matchTokens(brand).filter((word) => !LEGAL_SUFFIXES.has(word));
  const key = words.join(" ");
  return (index.get(words[0] ?? "") ?? []).some((phrase) => phrase.languages.includes("en") && phrase.words.join(" ") === key) ? [] : matchTokens(brand);
}

/**
 * The kind of product a later part names, wholly or at its end, when the first part's partial match
 * `found` is a flavour or an ingredient: it says what the product is better ("Cool Beans, Red Pepper
 * Hummus" is a hummus, "Cool Beans" a product line; "Radiance pineapple, green apple, lime filtered
 * water" a water), or null.
 */
function laterKind(
  found: NameCategory,
  parts: readonly Part[],
  options: Omit<ReadOptions, "first">,
  brand: readonly string[],
  taxonomy: CategoryTaxonomy,
): NameCategory | null {
  if (!isIngredient(found.tag, taxonomy)) return null;
  for (const part of parts.slice(1)) {
    const later = bestInPart(part, { ...options, first: false }, brand, phraseIndex(taxonomy), taxonomy);
    if (later && !isIngredient(later.tag, taxonomy)) return later;
  }
  return null;
}

/**
 * A category beneath `under` that the name names (rules at the top), or null: how a product's own
 * category is refined ("Oven-Ready Lasagna" filed as "Pastas").
 */
export function narrowerCategoryFromName(
  product: { name: string; brand: string; genericName?: string; language?: string },
  taxonomy: CategoryTaxonomy,
  under: string,
  { anyLanguage = true }: Pick<NameReadOptions, "anyLanguage"> = {},
): NameCategory | null {
  const found = categoryFromName(product, taxonomy, { under, anyLanguage });
  return found && found.tag !== under && categoryChain([found.tag], taxonomy).chain.includes(under) ? found : null;
}

/**
 * Whether a category is a flavour or an ingredient (`INGREDIENT_CATEGORIES`: fruits, vegetables,
 * spices, nuts, herbs, cheeses, salts, grains and seeds, legumes, bran, butter, chocolate) or beneath
 * one: such kinds never replace a product's own category, for they name what a biscuit, bread, cereal
 * or ice cream is made with ("Milano Dark Chocolate" is a biscuit, "Light Rye" a bread, "Tomato, Basil
 * & Mozzarella Ravioli" ravioli).
 */
function isIngredient(tag: string, taxonomy: CategoryTaxonomy): boolean {
  return isIngredientChain(categoryChain([tag], taxonomy).chain);
}

/** Whether a chain is that of an ingredient other than chocolate (`INGREDIENT_CATEGORIES`): a herb, a fruit, a cheese, a butter… */
function isRawIngredient(chain: readonly string[]): boolean {
  return isIngredientChain(chain) && !chain.includes("en:cocoa-and-its-products");
}

/**
 * The kind of product a name's first part names in place of the product's own category `own`, when
 * that category is wrong or too broad for it (docs/categories.md), or null. The kind must be in
 * another branch (neither of the two categories contains the other), no flavour nor chocolate
 * (`INGREDIENT_CATEGORIES`), and the first part must share no word with the names of its own
 * categories (a name that says what it was filed as agrees with it). Then it replaces it when the
 * first part is its whole name ("Kombucha" filed as teas; "Betún sabor chocolate", a frosting filed
 * as chocolate spreads), or, read within more words, when both share a kind two levels down or deeper
 * ("Extra Ginger Beer" filed as sodas with exotic fruits, both sodas; "Fruit & Nut Granola" filed as
 * mixed cereal flakes, both breakfast cereals), or when its own category is an ingredient other than
 * chocolate (`isRawIngredient`: "Cinnamon Candy" filed as mint, the herb, is a candy).
 */
export function replacingCategoryFromName(
  product: { name: string; brand: string; language?: string },
  taxonomy: CategoryTaxonomy,
  own: string,
): NameCategory | null {
  const firstPart = product.name.split(PART_SEPARATORS)[0] ?? "";
  const found = categoryFromName({ name: firstPart, brand: product.brand, ...(product.language ? { language: product.language } : {}) }, taxonomy);
  if (found === null) return null;
  const foundChain = categoryChain([found.tag], taxonomy).chain;
  const ownChain = categoryChain([own], taxonomy).chain;
  if (foundChain.includes(own) || ownChain.includes(found.tag) || isIngredient(found.tag, taxonomy)) return null;
  const ownWords = new Set(ownChain.flatMap((tag) => Object.values(taxonomy.categories[tag]?.names ?? {}).flat().flatMap(matchTokens)));
  if (matchTokens(firstPart).some((word) => ownWords.has(word))) return null;
  if (found.confidence === "high" || isRawIngredient(ownChain)) return found;
  return ownChain.some((tag) => foundChain.includes(tag) && categoryDepth(tag, taxonomy) >= 2) ? found : null;
}

const wordIndexes = new WeakMap<CategoryTaxonomy, Map<string, Set<string>>>();

/** The categories that may be answered, by every word of their names. */
function wordIndex(taxonomy: CategoryTaxonomy): Map<string, Set<string>> {
  const cached = wordIndexes.get(taxonomy);
  if (cached) return cached;
  const index = new Map<string, Set<string>>();
  for (const phrases of phraseIndex(taxonomy).values()) {
    for (const phrase of phrases) {
      for (const word of phrase.words) {
        const tags = index.get(word);
        if (tags) tags.add(phrase.tag);
        else index.set(word, new Set([phrase.tag]));
      }
    }
  }
  wordIndexes.set(taxonomy, index);
  return index;
}

/**
 * The taxonomy's categories a name may be (for the AI to choose among, never free text): those whose
 * names share a word of at least three letters with the name or generic name, the brand's words
 * aside; the most shared words first, then the deeper, then the smaller tag; at most `limit`.
 */
export function categoryShortlist(
  product: { name: string; brand: string; genericName?: string },
  taxonomy: CategoryTaxonomy,
  limit: number,
): string[] {
  const brandWords = new Set(matchTokens(product.brand));
  const words = new Set(
    matchTokens(`${product.name} ${product.genericName ?? ""}`).filter((word) => word.length >= 3 && !brandWords.has(word) && !/\d/u.test(word)),
  );
  const index = wordIndex(taxonomy);
  const shared = new Map<string, number>();
  for (const word of words) for (const tag of index.get(word) ?? []) shared.set(tag, (shared.get(tag) ?? 0) + 1);
  return [...shared]
    .map(([tag, count]) => ({ tag, count, depth: categoryDepth(tag, taxonomy) }))
    .sort((a, b) => b.count - a.count || b.depth - a.depth || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .slice(0, limit)
    .map((entry) => entry.tag);
}

/** Whether `words` stand next to each other in `text` (both as `matchTokens` makes them). */
export function containsWords(text: readonly string[], words: readonly string[]): boolean {
  for (let start = 0; start + words.length <= text.length; start++) {
    if (words.every((word, i) => text[start + i] === word)) return true;
  }
  return false;
}

/**
 * The food of the one animal a pet food's name or brand says it is for (`taxonomy.animals`: its names
 * and the brands that feed that animal only, compared as `matchTokens` makes them, anywhere in the
 * text), or null when it says none or several: "Sheba Perfect Laks" is cat food, "Whiskas pouch
 * mackerel" too (no mackerel), "Purina One Small Dog Active" dog food, and "Aceite de salmón para gatos
 * y perros" says no one animal. Only pet foods are read so: "Hot dog buns" are no dog food.
 */
export function animalFoodFromName(product: { name: string; brand: string }, taxonomy: CategoryTaxonomy): string | null {
  const texts = [matchTokens(product.name), matchTokens(product.brand)];
  const says = (words: readonly string[]) => words.length > 0 && texts.some((text) => containsWords(text, words));
  const found = Object.entries(taxonomy.animals ?? {})
    .filter(([tag, names]) => Object.hasOwn(taxonomy.categories, tag) && names.some((name) => says(matchTokens(name))))
    .map(([tag]) => tag);
  return found.length === 1 ? (found[0] as string) : null;
}
