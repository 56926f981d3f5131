/**
 * The deterministic alternatives engine (docs/alternatives.md): for an American product, up to five products
 * of the catalogue a shopper can buy instead, each with a concrete reason. Pure: the caller gathers
 * the scanned product and the candidates (with their owners resolved against the brand registry),
 * and this module decides.
 *
 * Who may be an alternative:
 * - not the scanned product and not of its brand (same brand key);
 * - not American: its ultimate owner is known and headquartered outside the US (a product of unknown
 *   owner is never offered, because we could not say it is not American);
 * - in one of the scanned product's category levels: its most specific category or the next one up
 *   (see `alternativeCategoryLevels`), and of that kind as far as its own name and its own kinds say,
 *   with no sibling kind at the next level up but close variants (`levelRejection`);
 * - with inferred categories, only at the most specific level and when neither its name nor its brand
 *   contradicts them (`inferenceContradicted`). `candidateRejection` says why one is not offered.
 *
 * How they are ranked:
 * 1. By category level: a product sharing the most specific category beats every product that only
 *    shares a broader one. The next level up is used only when the narrower ones hold fewer than
 *    `ENOUGH_ALTERNATIVES` (3) eligible brands ("walk the chain upwards only when needed": three of
 *    the very kind beat five with two of a neighbouring kind), and when they hold one or two, only to
 *    make up three.
 * 2. Within a level, by a preference score (weights in `SCORE`): where it is made and where its owner
 *    sits, each on the origin ladder (neighbours.ts: home, a neighbour, Europe, elsewhere, the US), a confirmed owner, a size close
 *    to the scanned product's, the candidate's own most specific category being the scanned one,
 *    words of its name shared with the scanned product's ("juice", "mustard"), more for those the
 *    shared category's name does not say ("Alfredo" among pasta sauces), and, against it,
 *    categories only inferred (read from its name, brand or the AI). When the only level is a
 *    department or food group, a shared name word is required.
 *    When the candidates sharing a word the shared category's name does not say are of three owners or
 *    more, the list is theirs alone (`ofTheNamedKind`: three French onion dips, not two hummus besides).
 * 3. Ties go to the smaller barcode, so the same input always gives the same list.
 * Brands are distinct: the best product of each brand is kept (the caller gives one brand key to the
 * spellings the brand registry knows as one brand; a second brand of one maker, one's name holding the
 * other's, `oneMaker`, comes after every other maker's). A second product of the same
 * ultimate owner loses `SCORE.sameOwner`, so one group does not fill the whole list when others exist.
 *
 * Each alternative gets a `difference` text built only from facts, in this order, joined by " · ":
 * "Made in Sweden by Arla (Denmark, a neighbour)" (where it is made, by whom, where that owner sits,
 * each country with its rung of the origin ladder), the shared
 * category when it is broader than the scanned one ("Similar: Tomato sauces"), and the size
 * ("1 l instead of 946 ml", "Same size: 500 g", or just "400 g" when the scanned size is unknown).
 */
import { brandKey } from "./brand-key";
import { type Message, message, type MessageText, renderText } from "./message";
import { originRung, type OriginRung } from "./neighbours";
import type { Confidence, FactSource } from "./origin";
import { parseQuantity, type Quantity, sameQuantity, sizeSimilarity } from "./quantity";

/** The ultimate owner of a product's brand, from the registry. */
export interface OwnerFacts {
  name: string;
  /** ISO alpha-2 headquarters country. */
  hqCountry: string;
  source: FactSource;
  confidence: Confidence;
}

export interface CatalogueProductFacts {
  id: number;
  barcode: string;
  name: string;
  brand: string;
  /** `brandKey(brand)`: two products with the same key are of the same brand. */
  brandKey: string;
  description: string;
  quantity: string;
  /** Display name of the most specific category. */
  category: string;
  /** Category tags, most specific first. */
  categories: readonly string[];
  /** Where it is made (ISO alpha-2), or null. */
  madeIn: string | null;
  /** The brand's ultimate owner, or null when the registry does not know the brand. */
  owner: OwnerFacts | null;
  /**
   * The category chain its own name names (`categoryFromName` on its name and generic name, the tag
   * and its ancestors), empty when its name names none; absent when not read. See `levelRejection`.
   */
  nameCategories?: readonly string[];
  /**
   * Its kinds: the chain (the tag and its ancestors) of each searchable category of its chain that is
   * no ancestor of another (its leaves that are kinds of product, `kindChains`), the most specific
   * first; absent when not read. See `levelRejection`.
   */
  kinds?: readonly (readonly string[])[];
  /**
   * The departments (categories of depth 1: "Sweet snacks", "Sauces", "Plant-based beverages") its
   * brand's products with categories of their own (given by Open Food Facts) are filed under; absent
   * or empty when none is known. See `inferenceContradicted`.
   */
  brandDepartments?: readonly string[];
  /** Its categories were read from its name, its brand or by the AI, not given by Open Food Facts. */
  categoriesInferred?: boolean;
}

/** One category level the alternatives may share: a tag of the scanned product's chain. */
export interface CategoryLevel {
  tag: string;
  /** English display name. */
  name: string;
  /**
   * A department or food group kept only because the product has nothing narrower: a candidate must
   * then also share a word of its name with the scanned product ("juice", "mustard").
   */
  broad?: boolean;
  /** The product had no category; this one was read from its name (`categoryFromName`). */
  inferred?: boolean;
}

export interface AlternativesInput {
  scanned: CatalogueProductFacts;
  /** The levels to search, most specific first (see `alternativeCategoryLevels`). */
  levels: readonly CategoryLevel[];
  candidates: readonly CatalogueProductFacts[];
  /** ISO alpha-2 code of the shopper's home country. */
  homeCountry: string;
  /** How many to return; 5 by default. */
  limit?: number;
  /** A category's English display name, to tell a close variant at the next level up (`isCloseVariant`); without it, none is. */
  nameOf?: (tag: string) => string;
  /**
   * Whether a category is a kind of product (`isSearchableCategory`), to tell a second kind a candidate
   * of the very kind is also filed as that is of the scanned product's family (`levelRejection`); without it, none is.
   */
  isKind?: (tag: string) => boolean;
}

export interface RankedAlternative {
  product: CatalogueProductFacts;
  /** Index into `levels` of the most specific level shared with the scanned product. */
  level: number;
  /** The shared category level. */
  sharedCategory: CategoryLevel;
  score: number;
  difference: string;
  /** `difference` as messages, for other languages (message.ts). */
  differenceMessages: MessageText;
}

export const DEFAULT_ALTERNATIVES_LIMIT = 5;
/** With this many eligible brands in the more specific levels, the next level up is not used. */
export const ENOUGH_ALTERNATIVES = 3;

/** Preference weights within one category level; `madeIn` and `ownedFrom` by rung of the origin ladder (neighbours.ts). */
export const SCORE = {
  madeIn: { home: 6, neighbour: 4, europe: 2, elsewhere: 0.5, us: -1 } satisfies Record<OriginRung, number>,
  ownedFrom: { home: 4.5, neighbour: 3, europe: 1.5, elsewhere: 0, us: 0 } satisfies Record<OriginRung, number>,
  confirmedOwner: 1,
  unconfirmedOwner: 0.25,
  /** Times the size similarity (1 for the same size, 0 for four times bigger or smaller). */
  size: 2,
  sameMostSpecific: 0.5,
  /** Per word shared with the scanned product's name (`nameWords`), at most two. */
  sharedNameWord: 0.5,
  /**
   * Besides, per word shared that the shared category's name does not say (`definingNameWords`: "Alfredo",
   * "French onion"), at most two: enough to lead among products of one rung of the origin ladder.
   */
  definingNameWord: 1.5,
  sameOwner: -2.5,
  /** Categories read from its name, brand or the AI rather than its own: less sure to be of the kind. */
  inferredCategories: -2,
} as const;

/** Category depth at or below which a category is a department ("Beverages", "Sweet spreads", "Sauces"), too broad to offer alternatives from. */
export const DEPARTMENT_MAX_DEPTH = 1;

/**
 * Open Food Facts categories deeper than a department that still group unlike products (a food group,
 * not a kind of product): corn flakes and spaghetti are both "Cereals and their products".
 */
export const FOOD_GROUP_CATEGORIES: ReadonlySet<string> = new Set([
  "en:cereals-and-potatoes",
  "en:cereals-and-their-products",
  "en:fruits-and-vegetables-based-foods",
  "en:vegetables-based-foods",
  "en:fruits-based-foods",
  "en:legumes-and-their-products",
  "en:nuts-and-their-products",
  "en:seeds",
  "en:plant-based-spreads",
  "en:canned-plant-based-foods",
  "en:dried-plant-based-foods",
  "en:frozen-plant-based-foods",
  "en:confectioneries",
  "en:appetizers",
  "en:vegetable-fats",
  "en:fermented-dairy-desserts",
]);

/**
 * Categories of flavours and ingredients: fruits, vegetables, spices, nuts, herbs, cheeses, salts,
 * grains and seeds, legumes, bran, butter and chocolate, which also name what other products are made
 * with or taste of, and whose every kind is a kind of its own (dill is no basil, a mango no pineapple).
 */
export const INGREDIENT_CATEGORIES: ReadonlySet<string> = new Set([
  "en:fruits", "en:spices", "en:nuts", "en:herbs", "en:aromatic-plants", "en:cheeses", "en:salts", "en:cocoa-and-its-products",
  "en:vegetables-based-foods", "en:seeds", "en:legumes", "en:bran", "en:butters",
]);

/** Categories besides the ingredients whose every kind is a kind of its own: a herring is no anchovy. */
const EACH_ITS_OWN_KIND: ReadonlySet<string> = new Set(["en:fishes", "en:seafood", "en:meats"]);

/** Whether a category chain is that of a flavour or an ingredient (`INGREDIENT_CATEGORIES`). */
export function isIngredientChain(chain: readonly string[]): boolean {
  return chain.some((tag) => INGREDIENT_CATEGORIES.has(tag));
}

/**
 * Open Food Facts categories of depth 0 or 1 that still name one kind of product (popcorn, eggs, soups,
 * waters, vinegars…): searched like a specific category although they sit where departments do.
 */
export const SHALLOW_KIND_CATEGORIES: ReadonlySet<string> = new Set([
  "en:popcorn", "en:eggs", "en:pork", "en:beef", "en:poultries", "en:soups", "en:milks", "en:evaporated-milks",
  "en:baby-milks", "en:creams", "en:whey-powder", "en:waters", "en:energy-drinks", "en:iced-teas",
  "en:tea-based-beverages", "en:coffee-drinks", "en:cocoa-and-chocolate-powders", "en:flavoured-syrups",
  "en:simple-syrups", "en:sugars", "en:salts", "en:vinegars", "en:mixtures-of-herbs-and-spices", "en:spreadable-fats",
  "en:prepared-salads", "en:sauerkrauts", "en:fries", "en:hamburgers", "en:puddings", "en:pies", "en:sweet-pies",
  "en:crepes-and-galettes", "en:crepes", "en:galettes", "en:broths", "en:liquid-broths", "en:beef-broth",
  "en:poultry-broth", "en:meat-analogues", "en:vegetarian-balls", "en:vegetarian-patties", "en:meat-patties",
  "en:dried-meats", "en:canned-meats", "en:yeast", "en:baker-s-yeast", "en:vitamins",
]);

/**
 * Categories whose kinds are unlike each other, so that one filed under the category itself is of no known kind:
 * a candy may be a gummy, a mint, a liquorice or a herb drop. Searched as a product's most specific category, never as
 * the next one up (no herb drops nor liquorice for gummies; see `alternativeCategoryLevels`).
 */
export const UNLIKE_KINDS_CATEGORIES: ReadonlySet<string> = new Set(["en:candies"]);

/** Whether a category is specific enough to offer alternatives from: neither a department nor a food group. */
export function isSpecificCategory(tag: string, depthOf: (tag: string) => number): boolean {
  return depthOf(tag) > DEPARTMENT_MAX_DEPTH && !FOOD_GROUP_CATEGORIES.has(tag);
}

/** Whether alternatives may share this category: a specific one, or a shallow one naming a kind of product (`SHALLOW_KIND_CATEGORIES`). */
export function isSearchableCategory(tag: string, depthOf: (tag: string) => number): boolean {
  return SHALLOW_KIND_CATEGORIES.has(tag) || isSpecificCategory(tag, depthOf);
}

/**
 * The levels of a category chain (most specific first) that alternatives may share: the most specific
 * searchable category (`isSearchableCategory`: the chain's first tag that is neither a department —
 * depth 0 or 1, e.g. "Carbonated drinks", "Beverages" — nor a food group, `FOOD_GROUP_CATEGORIES`,
 * unless it is a kind of product, `SHALLOW_KIND_CATEGORIES`), then the next one up (its searchable
 * parents in the chain); so a cola searches "Colas" then "Sodas", and never "Carbonated drinks" (no
 * diet lemonade for a cola), and pasta filed under "Cereals and their products" (deeper than "Pastas")
 * searches "Pastas". When nothing in the chain is searchable, the most specific tag alone is kept
 * unless it is a root (depth 0): a product known only as "Sauces" still finds sauces, one known only as
 * "Beverages" finds nothing. Without `parentsOf`, the chain's next tag is the next one up.
 */
export function alternativeCategoryLevels(
  chain: readonly string[],
  depthOf: (tag: string) => number,
  nameOf: (tag: string) => string,
  parentsOf?: (tag: string) => readonly string[],
): CategoryLevel[] {
  const searchable = (tag: string) => isSearchableCategory(tag, depthOf);
  const index = chain.findIndex(searchable);
  const mostSpecific = chain[index];
  if (mostSpecific !== undefined) {
    const parents = new Set(parentsOf ? parentsOf(mostSpecific) : chain.slice(index + 1, index + 2));
    // Of several parents, those it is a kind of by its name, when its name says so of any ("Cake mixes": baking mixes, not cakes).
    const named = [...parents].filter((tag) => sameLastNoun(nameOf(mostSpecific), nameOf(tag)));
    const kindOf = named.length > 0 ? new Set(named) : parents;
    const nextUp = chain.filter((tag) => kindOf.has(tag) && searchable(tag) && !UNLIKE_KINDS_CATEGORIES.has(tag));
    return [mostSpecific, ...nextUp].map((tag) => ({ tag, name: nameOf(tag) }));
  }
  const first = chain[0];
  return first !== undefined && depthOf(first) > 0 ? [{ tag: first, name: nameOf(first), broad: true }] : [];
}

/** Whether two categories' names end in the same word, a plural "s" aside: "Cake mixes" and "Baking mixes". */
function sameLastNoun(name: string, other: string): boolean {
  const last = lastNoun(name);
  return last !== "" && last === lastNoun(other);
}

/**
 * Whether two categories' names are of the same noun (`headNoun`: "Popcorn with caramel" and "Sugared
 * popcorn") or end in the same word ("Cherries in syrup" and "Peaches in syrup").
 */
function sameHead(name: string, other: string): boolean {
  const head = headNoun(name);
  return (head !== "" && head === headNoun(other)) || sameLastNoun(name, other);
}

/** Words that say nothing about what a product is. */
const STOP_WORDS = new Set([
  "and", "with", "the", "for", "from", "of", "in", "au", "aux", "avec", "de", "des", "du", "la", "le", "les", "et", "en",
  "con", "di", "del", "della", "mit", "und", "von", "med", "och", "og", "van", "het", "een", "z", "ze", "na",
  "original", "classic", "organic", "bio", "natural", "new", "mini", "big", "extra", "premium", "pack", "style",
]);

/**
 * The words of a product name that can say what it is: normalised like a brand key, at least three
 * letters, no numbers, no stop words (nor their plurals: "snack packs" share no word with "wintergreen
 * packs"), no words of the brand, a plural "s" dropped.
 */
export function nameWords(name: string, brand = ""): Set<string> {
  const brandWords = new Set(brandKey(brand).split(" "));
  const words = new Set<string>();
  for (const word of brandKey(name).split(" ")) {
    const single = word.length > 4 && word.endsWith("s") ? word.slice(0, -1) : word;
    if (word.length < 3 || /\d/u.test(word) || STOP_WORDS.has(single) || brandWords.has(word)) continue;
    words.add(single);
  }
  return words;
}

/**
 * Words of a form many kinds take, no agreement by themselves: a breakfast mix and a spice mix are not
 * alike at a department-only level, nor is a brand's "Instant Mix" of batters its "Spice Mix"
 * (category-from-brand.ts).
 */
export const FORM_WORDS: ReadonlySet<string> = new Set(["mix", "mixe", "blend", "snack", "food", "product", "drink", "beverage", "sauce"]);

/** The words two names share that may say what both are (`FORM_WORDS` aside). */
function sharedKindWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word) && !FORM_WORDS.has(word)) shared++;
  return shared;
}

/**
 * The words of the scanned product's name (`nameWords`) that say which of a level's products it is:
 * those its category's name does not already say ("Alfredo" of "Alfredo Pasta Sauce" among "Pasta
 * sauces", not "pasta" nor "sauce").
 */
export function definingNameWords(scannedWords: ReadonlySet<string>, levelName: string): Set<string> {
  // "Candies" says "candy": the plural read both ways, its "s" dropped (`nameWords`) and as a plural (`singular`).
  const levelWords = [...nameWords(levelName), ...brandKey(levelName).split(" ").map(singular)].flatMap((word) => [word, singular(word)]);
  return new Set(
    [...scannedWords].filter((word) => !levelWords.includes(word) && !levelWords.includes(singular(word)) && !PROCESSING_WORDS.has(word)),
  );
}

/**
 * Words that say how a product is made, kept or sold, not which of its category's products it is: a
 * condensed chicken noodle soup is no closer to a French onion soup than a ready one ("French onion"
 * defines it, "condensed" does not). Read as `nameWords` reads them (a plural "s" dropped). Not
 * "microwave" (a microwave popcorn is no kernels to pop), "whole" nor "nonfat" (a whole milk is no skim milk).
 */
const PROCESSING_WORDS: ReadonlySet<string> = new Set([
  "condensed", "concentrated", "concentrate", "instant", "dried", "dry", "dehydrated", "powdered", "frozen", "canned", "fresh", "chilled",
  "light", "lite", "reduced", "low", "fat", "free", "sodium", "less", "gluten", "vegan", "healthy", "homestyle",
  "traditional", "family", "size", "value", "ready", "enriched", "raw",
]);

function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared;
}

/**
 * Whether a product may be offered as a non-American alternative: its ultimate owner is known and
 * headquartered outside the US. A product of unknown owner is never offered, wherever it is made: its
 * brand may be American.
 */
export function isNonAmericanAlternative(product: Pick<CatalogueProductFacts, "owner">): boolean {
  return product.owner !== null && product.owner.hqCountry !== "US";
}

/**
 * The kinds of a product whose category chain is `chain`: the chain (`chainOf`: the tag and its
 * ancestors) of each searchable category (`isKind`) that is no ancestor of another searchable one, in
 * the chain's order, so the most specific first. Open Food Facts' taxonomy has several parents per
 * category, so a product may have several: Red Bull filed as "Sodas" and "Energy drinks", Nesquik as
 * "Chocolates" and "Chocolate powders", a semi-skimmed UHT milk as "Semi-skimmed milks" and "UHT milks".
 * Departments and food groups are no kinds: "Breakfasts" or "Cereals and their products" beside
 * "Pastas" say nothing about what a product is.
 */
export function kindChains(
  chain: readonly string[],
  isKind: (tag: string) => boolean,
  chainOf: (tag: string) => readonly string[],
): (readonly string[])[] {
  const kinds = chain.filter(isKind).map(chainOf);
  return kinds.filter((kind) => !kinds.some((other) => other !== kind && kind[0] !== undefined && other.includes(kind[0])));
}

/** Whether a chain a candidate says it is of agrees with `tag`: empty, or holding `tag`, or its first tag one the scanned product is. */
function chainAgrees(said: readonly string[] | undefined, tag: string, scannedChain: readonly string[]): boolean {
  if (said === undefined || said[0] === undefined) return true;
  return said.includes(tag) || scannedChain.includes(said[0]);
}

/** The singular words of a category's slug: "en:blackcurrant-soft-drinks" → blackcurrant, soft, drink. */
function slugWords(tag: string): string[] {
  return tag.slice(tag.indexOf(":") + 1).split("-").map(singular);
}

/**
 * The words of a kind's slug before its last, which qualify it: "en:apple-compotes" → apple,
 * "en:salt-and-pepper-crisps" → salt, pepper; none for a slug of two kinds ("en:juices-and-nectars")
 * nor for a food group ("Fruits and vegetables based foods" is no kind of fruit).
 */
function slugQualifiers(tag: string): string[] {
  const words = slugWords(tag);
  if (words.at(-2) === "and" || FOOD_GROUP_CATEGORIES.has(tag)) return [];
  return words.slice(0, -1).filter((word) => word !== "and");
}

/**
 * Ingredients a name may name as what a product tastes of (`namesOwnIngredient`): fruits, nuts, seeds,
 * vegetables, herbs, spices, salts. Not chocolate, cheese or butter, which name products of their own:
 * "Kit Kat Chocolate" is a chocolate, not a bar tasting of chocolate.
 */
const FLAVOUR_INGREDIENTS: ReadonlySet<string> = new Set([
  "en:fruits", "en:nuts", "en:seeds", "en:legumes", "en:vegetables-based-foods", "en:herbs", "en:aromatic-plants", "en:spices", "en:salts",
]);

/**
 * Whether a name names, in one word, an ingredient (`FLAVOUR_INGREDIENTS`) that one of its own kinds
 * is named after: "Cassis" (blackcurrants) filed as "Blackcurrant soft drinks", "Apple Apple" (apples)
 * as "Apple compotes". The name then says what it tastes of, which its kind says too, not another
 * kind. "Sok pomidorowy" (tomato juices) among fruit juices names another kind.
 */
function namesOwnIngredient(named: readonly string[] | undefined, kinds: readonly (readonly string[])[]): boolean {
  const [ingredient, ...more] = named?.[0] === undefined ? [] : slugWords(named[0]);
  if (ingredient === undefined || more.length > 0 || !named?.some((tag) => FLAVOUR_INGREDIENTS.has(tag))) return false;
  return kinds.some((kind) => kind.some((tag) => slugQualifiers(tag).includes(ingredient)));
}

/** Why a candidate was not offered (`candidateRejection`), for the bench's diagnostic and tests. */
export type Rejection =
  /** The scanned product itself, or of its brand. */
  | "same-brand"
  /** Its owner is unknown or American. */
  | "owner"
  /** Filed under none of the levels. */
  | "not-filed"
  /** Its name names another kind than the level ("Waterrr Strawberry" filed under "Strawberries"). */
  | "name-names-another-kind"
  /** One of its kinds lies outside the level (Red Bull, also an energy drink, among the sodas). */
  | "filed-as-another-kind"
  /** At the next level up, of a kind narrower than that level and not the scanned product's (a cola among the sodas for a lemonade). */
  | "sibling-kind"
  /** Its categories were read from its name, and its brand's own products are of no such kind (Tic Tac "cherry cola" mints). */
  | "inference-contradicted"
  /** The only level is a department or food group, and it shares no word of the scanned product's name. */
  | "no-shared-word"
  /** At the next level up, filed at that level itself by categories only inferred (a coconut snack read as chicken among chickens). */
  | "inferred-next-level-up"
  /** At a next level up of two kinds ("Ice creams and sorbets"), filed at that level itself and not named as the scanned product's kind. */
  | "either-of-two-kinds"
  /** The scanned product's name says a kind apart (a pet's treat, a kefir) its categories do not, and the candidate's does not (`namesNoNarrowerKind`). */
  | "names-no-narrower-kind";

/**
 * Why a candidate filed under `levels[index]` is not of that kind (null when it is), as far as its own
 * name and its own kinds (`nameCategories`, `kinds`) say:
 * - its name names no category, or the level's or a kind below it, or a category the scanned product
 *   is (one above the level); a name naming an ancestor of one of its kinds says nothing against it
 *   ("Kichererbsen", chickpeas, filed as canned chickpeas), nor, filed as the level's kind, one naming a
 *   kind of the level's noun that is the level's in fewer words or that the scanned product's name
 *   (`scannedWords`) says too (`namesLevelKindToo`: an Alfredo sauce among pasta sauces for an Alfredo pasta sauce);
 * - each of its kinds is the level's or below it, or one the scanned product is, or one whose name ends
 *   in the same noun as the level's ("Nut bars" or "Bars" beside "Protein bars"), or — at the most
 *   specific level — a variant under the next level up (a semi-skimmed UHT milk among UHT milks), or,
 *   when it is filed as the level's kind, one named as a kind of one of the level's ancestors (`isKind`:
 *   a chocolate chip cookie also filed as "Dry biscuits"), no sibling at the next level up either; so
 *   Red Bull, filed as "Sodas" and "Energy drinks", is not offered among sodas, nor potato gnocchi
 *   also filed under "Potatoes" among potatoes. A name naming the level or a kind below it outweighs
 *   its kinds ("Penne rigate" filed most specifically under "Durum wheat penne", which Open Food Facts
 *   does not put under "Penne");
 * - at the next level up, neither its name nor its kinds name a kind narrower than that level other
 *   than the scanned product's (`siblingKinds`), unless a close variant of the scanned product's kind
 *   (`isCloseVariant`) or another shape of the kind a qualified level names (tortellini for ravioli,
 *   both "Stuffed pastas"; no fish, meat or ingredient) or the level's own food prepared (`isPreparedLevelKind`: "Turkey
 *   preparations" for turkey breast among "Turkeys"): a lemonade gets sodas, not colas nor energy drinks; one whose categories
 *   were only inferred is offered there only as such a close variant, not at the looser level itself; and one filed at a
 *   level of two kinds itself ("Ice creams and sorbets") only when its name names the scanned product's kind.
 * `nameOf` gives a category's English name; without it, no name is compared.
 */
export function levelRejection(
  candidate: Pick<CatalogueProductFacts, "nameCategories" | "kinds" | "categoriesInferred">,
  levels: readonly Pick<CategoryLevel, "tag" | "name">[],
  index: number,
  scannedChain: readonly string[],
  nameOf?: (tag: string) => string,
  isKind?: (tag: string) => boolean,
  scannedWords?: ReadonlySet<string>,
): Rejection | null {
  const tag = levels[index]?.tag;
  if (tag === undefined) return "not-filed";
  const { nameCategories: named, kinds = [] } = candidate;
  // A name read less specifically than one of its kinds ("Kichererbsen": chickpeas, filed as canned chickpeas) leaves it to the kinds.
  const nameWithinKind = named?.[0] !== undefined && kinds.some((kind) => kind.includes(named[0] as string));
  const nameAgrees =
    nameWithinKind ||
    namesOwnIngredient(named, kinds) ||
    chainAgrees(named, tag, scannedChain) ||
    namesLevelKindToo(candidate, tag, levels[index]?.name ?? "", nameOf, scannedWords);
  if (!nameAgrees) return "name-names-another-kind";
  const variants = index === 0 ? levels.slice(1).map((level) => level.tag) : [];
  const levelName = levels[index]?.name ?? "";
  // Filed as the very kind, a second kind named as a kind of one of the level's own ancestors is another word for it:
  // a chocolate chip cookie also filed as a dry biscuit (biscuits), chocolate cereal clusters also as a breakfast
  // cereal rich in fibre (breakfast cereals). Not black olives beside vegetable pickles, nor a green tea (teas are no
  // ancestor of tea-based beverages) beside a kombucha.
  const veryKind = kinds.find((kind) => kind.includes(tag)) ?? [];
  const levelAncestors = veryKind.slice(veryKind.indexOf(tag) + 1);
  const ofFamily = (kind: readonly string[]) =>
    isKind !== undefined &&
    nameOf !== undefined &&
    kind[0] !== undefined &&
    !kind.includes(tag) &&
    !ownKinds(kind) &&
    levelAncestors.some(
      (other) => kind.includes(other) && isKind(other) && !namesTwoKinds(other, nameOf) && sameHead(nameOf(kind[0] as string), nameOf(other)),
    );
  const kindAgrees = (kind: readonly string[]) =>
    chainAgrees(kind, tag, scannedChain) ||
    variants.some((variant) => kind.includes(variant)) ||
    (nameOf !== undefined && kind[0] !== undefined && sameHead(nameOf(kind[0]), levelName)) ||
    ofFamily(kind);
  if (!(named?.includes(tag) ?? false) && !kinds.every(kindAgrees)) return "filed-as-another-kind";
  const scannedKind = levels[0]?.name ?? "";
  // So is every kind between it and the level: "Red onions", under "Onions", are no variant of "Fried onions".
  const closeVariant = (kind: readonly string[]) => {
    const between = kind.includes(tag) ? kind.slice(0, kind.indexOf(tag)) : kind.slice(0, 1);
    if (nameOf === undefined || between.length === 0) return false;
    // Shapes of one kind the level's name qualifies: "Tortellini" for "Ravioli", both "Stuffed pastas";
    // not the fruits, herbs, fish and other ingredients under a qualified level, each a kind of its own,
    // nor the kinds of a level of two ("Biscuits and cakes").
    const shape = (other: string) =>
      between.length === 1 && !qualified(nameOf(other)) && !qualified(scannedKind) && qualified(levelName) && !brandKey(levelName).split(" ").includes("and");
    return between.every(
      (other) =>
        isCloseVariant(nameOf(other), scannedKind) ||
        isPreparedLevelKind(nameOf(other), levelName) ||
        (shape(other) && !ownKinds(kind) && !ownKinds(scannedChain)),
    );
  };
  if (index === 0) return null;
  const siblings = siblingKinds(candidate, tag, scannedChain).filter((kind) => !ofFamily(kind));
  if (siblings.some((kind) => !closeVariant(kind))) return "sibling-kind";
  // An inferred category is evidence enough among the very kind or a close variant, not for the looser level itself.
  if (candidate.categoriesInferred && siblings.length === 0) return "inferred-next-level-up";
  // Filed at a level of two kinds itself, it is of either: a "Paleta Mini Choc" filed as "Ice creams and sorbets" is no
  // sorbet for all we know. Only its name, naming the scanned product's kind, says which.
  const scannedTag = levels[0]?.tag ?? "";
  if (siblings.length === 0 && namesTwoKinds(tag, nameOf) && !(named?.includes(scannedTag) ?? false)) return "either-of-two-kinds";
  return null;
}

/**
 * Whether a candidate filed as the level's very kind (`tag`, named `levelName`) whose name names another kind of the
 * level's noun still names that kind by its name (`levelRejection`):
 * - its name names the level's kind in fewer words, qualified or the level's others saying only how it is kept:
 *   "Fasola biała" (white beans) filed as canned white common beans, "Kukurydza złocista" (corn) as canned corn, not
 *   "Mini cookies and cream" (creams) as ice creams;
 * - or a kind whose every qualifying word the scanned product's name says (`scannedWords`), so that the scanned
 *   product is of it too: Ragú's "Classic Alfredo Sauce" ("Alfredo sauces", which Open Food Facts puts beside pasta
 *   sauces, not under them) among pasta sauces for an "Alfredo Pasta Sauce".
 * A kind of another noun ("Lemonade" of Remedy's "Organic Kombucha Raspberry Lemonade") still says another kind.
 * Without `nameOf`, none.
 */
function namesLevelKindToo(
  candidate: Pick<CatalogueProductFacts, "nameCategories" | "kinds">,
  tag: string,
  levelName: string,
  nameOf: ((tag: string) => string) | undefined,
  scannedWords: ReadonlySet<string> | undefined,
): boolean {
  const namedTag = candidate.nameCategories?.[0];
  if (namedTag === undefined || nameOf === undefined || !(candidate.kinds?.some((kind) => kind.includes(tag)) ?? false)) return false;
  const namedName = nameOf(namedTag);
  if (!sameHead(namedName, levelName)) return false;
  const words = (text: string) => [...nameWords(text)].map(singular);
  const levelWords = words(levelName);
  const namedWords = words(namedName);
  // In fewer words: qualified ("White beans"), or the level's other words say only how it is kept ("Corn" for
  // "Canned corn"); a noun alone is no level's kind in fewer words ("Creams" are no ice creams, "Bars" no protein bars).
  const fewerWords =
    namedWords.every((word) => levelWords.includes(word)) &&
    (qualified(namedName) || levelWords.every((word) => namedWords.includes(word) || PROCESSING_WORDS.has(word)));
  if (fewerWords) return true;
  const head = singular(headNoun(namedName));
  const qualifiers = namedWords.filter((word) => word !== head);
  const said = new Set([...(scannedWords ?? [])].map(singular));
  return qualifiers.length > 0 && qualifiers.every((word) => said.has(word));
}

/** Whether a chain is that of an ingredient, a fish, seafood or meat: each of its kinds a kind of its own (no anchovies for a herring). */
function ownKinds(chain: readonly string[]): boolean {
  return isIngredientChain(chain) || chain.some((other) => EACH_ITS_OWN_KIND.has(other));
}

/** Whether a category's name joins two kinds ("Biscuits and cakes"); without `nameOf`, its slug is read. */
function namesTwoKinds(tag: string, nameOf: ((tag: string) => string) | undefined): boolean {
  return brandKey(nameOf ? nameOf(tag) : tag.replaceAll("-", " ")).split(" ").includes("and");
}

/** Whether a candidate filed under the most specific level is of its kind (`levelRejection`). */
export function agreesWithLevel(
  candidate: Pick<CatalogueProductFacts, "nameCategories" | "kinds">,
  tag: string,
  scannedChain: readonly string[],
): boolean {
  return levelRejection(candidate, [{ tag, name: tag }], 0, scannedChain) === null;
}

/** Words after a flavour ("onion flavored", "cherry taste"), or before it through a link ("flavoured with lemon"). */
const FLAVOUR_AFTER: ReadonlySet<string> = new Set(["flavor", "flavour", "flavored", "flavoured", "flavors", "flavours", "taste", "tasting"]);
/** Words before a flavour: "sabor chocolate", "goût caramel", "gusto fragola", "smak av jordgubb". */
const FLAVOUR_BEFORE: ReadonlySet<string> = new Set(["saveur", "gout", "sabor", "saborizada", "gusto", "aroma", "geschmack", "smak"]);
/** Words saying that the word after them is what a product is for, not what it is: "concentré pour soda", "seasoning for fries". */
const PURPOSE_MARKERS: ReadonlySet<string> = new Set(["for", "pour", "fur", "para", "per", "till", "voor"]);
/** Words that may stand between a flavour word and the flavour: "sabor a chocolate", "flavoured with lemon". */
const FLAVOUR_LINKS: ReadonlySet<string> = new Set(["a", "de", "with", "of", "au", "aux", "al", "con", "mit", "med", "av"]);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  return word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
}

/**
 * Whether a name names the category `tag` (its slug's last word: "en:onions" → "onion") only as a
 * flavour or a purpose, right beside a flavour word or after "for": "Sour cream & onion flavored
 * chips", "Delicias sabor chocolate", "Sirop goût caramel", "Cola concentré pour soda". "Chocolate
 * flavour pudding" names a pudding.
 */
export function namesAsFlavour(name: string, tag: string): boolean {
  const head = slugWords(tag).at(-1) ?? "";
  if (head === "") return false;
  const words = brandKey(name).split(" ").map(singular);
  return words.some((word, i) => {
    const linked = FLAVOUR_LINKS.has(words[i + 1] ?? "");
    const next = linked ? words[i + 2] : words[i + 1];
    if (PURPOSE_MARKERS.has(word) || FLAVOUR_BEFORE.has(word)) return next === head;
    return FLAVOUR_AFTER.has(word) && (words[i - 1] === head || (linked && next === head));
  });
}

/**
 * Whether a candidate's categories, inferred (read from its name, its brand or by the AI), are too weak
 * to offer it: its name names its category only as a flavour (`namesAsFlavour`: onion-flavoured crisps
 * read as onions), or its brand's own products all sit in one department that is not its (Tic Tac
 * "cherry cola" mints read as a cola, of a brand of sweet snacks; "Real fruit", a squash, read as
 * fruit, of a brand of fruit drinks). A brand of several departments, a retailer's, says nothing.
 */
export function inferenceContradicted(
  candidate: Pick<CatalogueProductFacts, "name" | "categoriesInferred" | "categories" | "brandDepartments">,
): boolean {
  const { categoriesInferred, categories, brandDepartments = [] } = candidate;
  if (!categoriesInferred) return false;
  if (categories[0] !== undefined && namesAsFlavour(candidate.name, categories[0])) return true;
  const [department, other] = brandDepartments;
  return department !== undefined && other === undefined && !categories.includes(department);
}

/** The first level the candidate is filed under and is of (`levelRejection`), or why none. */
function placement(
  candidate: CatalogueProductFacts,
  levels: readonly CategoryLevel[],
  scannedChain: readonly string[],
  nameOf: ((tag: string) => string) | undefined,
  isKind?: (tag: string) => boolean,
  scannedWords?: ReadonlySet<string>,
): number | Rejection {
  const tags = new Set(candidate.categories);
  let rejection: Rejection = "not-filed";
  for (const [index, level] of levels.entries()) {
    if (!tags.has(level.tag)) continue;
    const why = levelRejection(candidate, levels, index, scannedChain, nameOf, isKind, scannedWords);
    if (why === null) return index;
    if (rejection === "not-filed") rejection = why;
  }
  return rejection;
}

function preferenceScore(candidate: CatalogueProductFacts, scanned: CatalogueProductFacts, scannedSize: Quantity | null, home: string): number {
  let score = 0;
  const { madeIn, owner } = candidate;
  if (madeIn) score += SCORE.madeIn[originRung(madeIn, home)];
  if (owner) {
    score += SCORE.ownedFrom[originRung(owner.hqCountry, home)];
    score += owner.confidence === "high" && owner.source !== "ai" ? SCORE.confirmedOwner : SCORE.unconfirmedOwner;
  }
  score += SCORE.size * (sizeSimilarity(scannedSize, parseQuantity(candidate.quantity)) ?? 0);
  if (candidate.categories[0] !== undefined && candidate.categories[0] === scanned.categories[0]) score += SCORE.sameMostSpecific;
  if (candidate.categoriesInferred) score += SCORE.inferredCategories;
  return score;
}

/**
 * The kinds narrower than `tag`, other than the scanned product's, that a candidate found at a level
 * above the most specific one is of by its name or its kinds, each as its chain (the kind first): the
 * siblings of the scanned product's kind it belongs to (a cola among the sodas offered for a lemonade).
 * Empty when it is of the level's kind itself.
 */
export function siblingKinds(
  candidate: Pick<CatalogueProductFacts, "nameCategories" | "kinds">,
  tag: string,
  scannedChain: readonly string[],
): (readonly string[])[] {
  const kinds = candidate.kinds ?? [];
  const named = candidate.nameCategories;
  // A name naming an ancestor of one of its kinds leaves it to the kinds.
  const nameSays = named?.[0] !== undefined && !kinds.some((kind) => kind.includes(named[0] as string)) ? [named] : [];
  return [...nameSays, ...kinds].filter((kind) => kind[0] !== undefined && kind[0] !== tag && !scannedChain.includes(kind[0]));
}

/** Whether a category's name qualifies a noun: "Red wine vinegars", not "Vinegars". */
function qualified(name: string): boolean {
  return brandKey(name).includes(" ");
}

/**
 * Words after which an English category name says what its kind is made with, filled with or kept in,
 * not what it is: "Popcorn with caramel" is a popcorn, "Baked beans in tomato sauce" beans.
 */
const HEAD_ENDS: ReadonlySet<string> = new Set(["with", "without", "in"]);
/**
 * Words saying how a kind is filled, coated or enriched, right before such a word: "Chocolates stuffed with almond
 * paste" are chocolates, "Breakfast cereals rich in fibre" breakfast cereals.
 */
const HEAD_PARTICIPLES: ReadonlySet<string> = new Set(["stuffed", "filled", "coated", "covered", "topped", "rich"]);

/**
 * The noun a category's name ends in, a plural "s" aside, before "with" or "in": "Red wine vinegars" →
 * "vinegar", "Popcorn with caramel" → "popcorn", "Chocolates stuffed with almond paste" → "chocolate".
 */
function headNoun(name: string): string {
  const words = brandKey(name).split(" ");
  const end = words.findIndex((word, i) => i > 0 && HEAD_ENDS.has(word));
  const kind = end < 0 ? words : words.slice(0, end);
  while (kind.length > 1 && HEAD_PARTICIPLES.has(kind[kind.length - 1] as string)) kind.pop();
  return lastNoun(kind.join(" "));
}

/** The last word of a category's name, a plural "s" aside: "Red wine vinegars" → "vinegar". */
function lastNoun(name: string): string {
  const words = brandKey(name).split(" ");
  const last = words[words.length - 1] ?? "";
  return last.length > 3 && last.endsWith("s") ? last.slice(0, -1) : last;
}

/**
 * Whether two kinds are close variants, by their names' head nouns (`sameHead`): "White wine vinegars" and "Red wine
 * vinegars", "Peanut butters" and "Soybean butters", "Agave syrups" and "Maple syrups", "Filled white chocolates"
 * and "Chocolates stuffed with almond paste" are; "Chicken
 * nuggets" and "Chicken breasts", "Cakes" and "Cake mixes", "Oat milks" and "Creamers", "Onions" and
 * "Fried onions" are not.
 */
export function isCloseVariant(kindName: string, scannedKindName: string): boolean {
  // Both qualified: "Onions" is no variant of "Fried onions" but the vegetable they are made of.
  return sameHead(kindName, scannedKindName) && qualified(kindName) && qualified(scannedKindName);
}

/**
 * Participles saying a kind is its food cooked or canned, wherever they stand: "Roasted turkey meat", "Cooked chicken",
 * "Saithe cooked", "Canned artichokes". Not "frozen": frozen cherries (under "Fruits") took a place in prunes' lists.
 */
const PREPARED_PARTICIPLES: ReadonlySet<string> = new Set(["cooked", "roasted", "roast", "canned"]);
/**
 * Nouns saying, after the food's own words, that a kind is that food made ready: "Turkey preparations", "Roasted
 * turkey meat". Before them they name a filling or an ingredient instead: "Meat ravioli" are no ravioli prepared.
 */
const PREPARED_NOUNS: ReadonlySet<string> = new Set(["preparation", "meat"]);

/**
 * Whether a kind is the level's own food prepared, no other kind of it (`levelRejection`): its name is the level's
 * words and only words saying it is cooked or made ready (`PREPARED_PARTICIPLES`, `PREPARED_NOUNS` after the food):
 * "Turkey preparations" and "Roasted turkey meat" under "Turkeys", "Cooked chicken" under "Chickens", "Roasted
 * peanuts" under "Peanuts". Open Food Facts files roast turkey slices so, beside "Turkey breasts", though they are the
 * same turkey; "Turkey fillets", "Turkey nuggets" (under "Turkey preparations") and "Meat ravioli" are other kinds.
 */
export function isPreparedLevelKind(kindName: string, levelName: string): boolean {
  const words = (name: string) => brandKey(name).split(" ").filter(Boolean).map(singular);
  const level = words(levelName);
  const kind = words(kindName);
  const lastFood = kind.findLastIndex((word) => level.includes(word));
  const rest = kind.filter((word, i) => !PREPARED_PARTICIPLES.has(word) && !(i > lastFood && PREPARED_NOUNS.has(word)));
  return rest.length < kind.length && rest.length === level.length && level.every((word) => rest.includes(word));
}

/** What the text says after a country of each rung: nothing for home (its name says it) nor elsewhere. */
const RUNG_SUFFIX: Record<OriginRung, Message | ""> = {
  home: "",
  neighbour: message("rung.neighbour"),
  europe: message("rung.europe"),
  elsewhere: "",
  us: "",
};

/**
 * "Made in Norway, a neighbour, by Tine (Norway)", "Made in Sweden by Arla (Denmark, a neighbour)",
 * "Made in Italy, in Europe, by Ferrero (Luxembourg)", "Made by Ferrero (Luxembourg, in Europe)": where
 * it is made and who owns it, as far as we know, each country followed by its rung for a shopper in
 * `home` (`RUNG_SUFFIX`), the owner's only when it differs from the made-in country's; as messages.
 */
export function originMessages(product: Pick<CatalogueProductFacts, "madeIn" | "owner">, home: string): Message[] {
  const { madeIn, owner } = product;
  const rung = (country: string) => RUNG_SUFFIX[originRung(country, home)];
  const madeInRung = madeIn ? rung(madeIn) : "";
  const ownerPart =
    owner &&
    message("origin.owner", {
      owner: owner.name,
      // "(Denmark)", "(India)", "(Netherlands)": the full name, without the article a sentence needs.
      country: { country: owner.hqCountry, bare: true },
      rung: !madeIn || rung(owner.hqCountry) !== madeInRung ? rung(owner.hqCountry) : "",
      unconfirmed: owner.source === "ai" ? message("origin.unconfirmed") : "",
    });
  const country = madeIn && { country: madeIn };
  if (country && ownerPart) return [message(madeInRung ? "origin.made-in-rung-by" : "origin.made-in-by", { country, rung: madeInRung, owner: ownerPart })];
  if (ownerPart) return [message("origin.made-by", { owner: ownerPart })];
  if (country) return [message("origin.made-in", { country, rung: madeInRung })];
  return [];
}

export function originPhrase(product: Pick<CatalogueProductFacts, "madeIn" | "owner">, home: string): string {
  return renderText({ parts: [originMessages(product, home)], separator: "" });
}

/** "1 l instead of 946 ml", "Same size: 500 g", "400 g", or nothing when the candidate's size is unknown; as messages. */
function sizeMessages(candidateQuantity: string, scannedQuantity: string): Message[] {
  const candidateText = candidateQuantity.trim();
  if (candidateText === "") return [];
  const candidate = parseQuantity(candidateText);
  const scanned = parseQuantity(scannedQuantity);
  if (!candidate || !scanned) return [message("text", { text: candidateText })];
  if (sameQuantity(candidate, scanned)) return [message("difference.same-size", { size: candidateText })];
  return [message("difference.instead-of", { size: candidateText, scanned: scannedQuantity.trim() })];
}

export function sizePhrase(candidateQuantity: string, scannedQuantity: string): string {
  return renderText({ parts: [sizeMessages(candidateQuantity, scannedQuantity)], separator: "" });
}

/** The concrete reason shown on an alternative's card (see the top of this file), as messages. */
export function differenceMessages(
  candidate: CatalogueProductFacts,
  scanned: CatalogueProductFacts,
  sharedCategory: CategoryLevel,
  level: number,
  home: string,
): MessageText {
  const parts = [originMessages(candidate, home)];
  if (level > 0 || sharedCategory.inferred) parts.push([message("difference.similar", { category: { category: sharedCategory.tag, name: sharedCategory.name } })]);
  parts.push(sizeMessages(candidate.quantity, scanned.quantity));
  return { parts, separator: " · " };
}

/** The concrete reason shown on an alternative's card, in English. */
export function differenceText(
  candidate: CatalogueProductFacts,
  scanned: CatalogueProductFacts,
  sharedCategory: CategoryLevel,
  level: number,
  home: string,
): string {
  return renderText(differenceMessages(candidate, scanned, sharedCategory, level, home));
}

function compareBarcodes(a: CatalogueProductFacts, b: CatalogueProductFacts): number {
  return a.barcode < b.barcode ? -1 : a.barcode > b.barcode ? 1 : a.id - b.id;
}

export interface ScoredCandidate {
  product: CatalogueProductFacts;
  level: number;
  score: number;
  /** How many of the scanned product's defining name words (`definingNameWords`) its name shares. */
  definingWords?: number;
  /** Whether it names the kind the scanned product's name ends on, when that word is a defining one ("granola"). */
  namesHead?: boolean;
}

/** Best first: lower level, higher score, smaller barcode. */
function compareScored(a: ScoredCandidate, b: ScoredCandidate): number {
  return a.level - b.level || b.score - a.score || compareBarcodes(a.product, b.product);
}

/** Whether two products are of one brand: the same brand key, spaces aside ("Spring Tree" and "SpringTree"). */
function sameBrand(a: Pick<CatalogueProductFacts, "brandKey">, b: Pick<CatalogueProductFacts, "brandKey">): boolean {
  return a.brandKey !== "" && a.brandKey.replaceAll(" ", "") === b.brandKey.replaceAll(" ", "");
}

/**
 * Words a product's name uses for a whole kind of product, each with the category every product of
 * that kind is under: an oat drink is a beverage, a drinking yogurt a yogurt, a baby meal a baby food,
 * a dog's food no cat's, multivitamins a supplement. English, French, German, Spanish, Swedish, Dutch,
 * Italian. Not "baby" ("baby carrots", "baby dills") nor "chat" ("chat masala").
 */
const DEPARTMENT_WORDS: ReadonlyMap<string, string> = new Map<string, string>([
  ...["drink", "drinks", "beverage", "beverages", "boisson", "boissons", "getrank", "getranke", "dryck", "drycker", "bebida", "bebidas", "bevanda", "drank"].map(
    (word) => [word, "en:beverages"] as const,
  ),
  ...["yogurt", "yogurts", "yoghurt", "yoghurts", "yaourt", "yaourts", "joghurt", "yogur", "yogurth", "jogurt"].map((word) => [word, "en:yogurts"] as const),
  ...["bebe", "bebes", "infant", "infants", "babynahrung", "barnmat"].map((word) => [word, "en:baby-foods"] as const),
  ...["dog", "dogs", "chien", "chiens", "hund", "hunde", "perro", "perros"].map((word) => [word, "en:dog-food"] as const),
  ...["cat", "cats", "katze", "katzen", "katt", "gato", "gatos"].map((word) => [word, "en:cat-food"] as const),
  // Not "vitamin": a milk or a juice "with vitamin D" is no supplement.
  ...["multivitamin", "multivitamins"].map((word) => [word, "en:dietary-supplements"] as const),
]);

/** Words after "yogurt" saying it is drunk: Polish "jogurt do picia", "jogurt pitny". */
const DRINKING: ReadonlySet<string> = new Set(["do", "pitny", "pitna"]);

/** Words after which a department word is part of another kind's name: a hot dog is no dog food. */
const DEPARTMENT_WORD_EXCEPTIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["dog", new Set(["hot"])],
  ["dogs", new Set(["hot"])],
]);

/**
 * Categories none of whose products is offered for a product outside them: drinks (an oat drink Open
 * Food Facts also files under "Oat"), foods for someone else than the scanned product's buyer —
 * babies, pets, a dog rather than a cat — lemon and lime juices, bottled to cook with though Open
 * Food Facts files them among the fruit juices one drinks, and fizzy drinks: no soda for a juice, though
 * Open Food Facts files a fruit soda among the fruit-based beverages too, and dietary supplements: no vitamin
 * gummies for a bag of gummy candies, though Open Food Facts files them among the gummies too.
 */
const DEPARTMENTS_APART: readonly string[] = [
  "en:beverages", "en:baby-foods", "en:pet-food", "en:dog-food", "en:cat-food", "en:lemon-juice", "en:lime-juice", "en:carbonated-drinks",
  "en:dietary-supplements",
];

/** Categories of drinks sold ready to drink: Open Food Facts files a bottled tea among the teas too. */
const READY_DRINK_CATEGORIES: readonly string[] = ["en:non-alcoholic-beverages", "en:iced-teas", "en:tea-based-beverages"];

/**
 * Whether a candidate is a drink sold ready to drink (`READY_DRINK_CATEGORIES`) offered for a product
 * one prepares a hot drink with (under "Hot beverages": leaf teas, tea bags, infusions) that is none:
 * Volvic's bottled "Thé matcha", filed under "Green teas", is no loose green tea. Only the first of
 * those categories marks a candidate ("Tea-based beverages" also holds tea bags of spiced teas).
 */
export function isReadyDrinkForPreparation(candidateChain: readonly string[], scannedChain: readonly string[]): boolean {
  if (!scannedChain.includes("en:hot-beverages") || READY_DRINK_CATEGORIES.some((tag) => scannedChain.includes(tag))) return false;
  return READY_DRINK_CATEGORIES.slice(0, 2).some((tag) => candidateChain.includes(tag));
}

/**
 * Whether a candidate's name names a whole kind of product (`DEPARTMENT_WORDS`) the scanned product,
 * whose chain is `scannedChain`, is not of: an Oatly oat drink is no rolled oats, a drinking yogurt no
 * milk, a baby meal no pasta, a dog's food no cat's. Its categories may say otherwise; its name says
 * what a shopper buys.
 */
export function namesOtherDepartment(name: string, scannedChain: readonly string[]): boolean {
  const words = brandKey(name).split(" ");
  return words.some((word, i) => {
    const department = DEPARTMENT_WORDS.get(word);
    if (department === undefined || scannedChain.includes(department)) return false;
    if (DEPARTMENT_WORD_EXCEPTIONS.get(word)?.has(words[i - 1] ?? "") ?? false) return false;
    // "Yogurt dip", "yogurt raisins": a yogurt before another word is what it is made with.
    const next = words[i + 1];
    return department !== "en:yogurts" || next === undefined || FLAVOUR_LINKS.has(next) || STOP_WORDS.has(next) || DRINKING.has(next);
  });
}

/**
 * Words a product's name begins a word with when it is of a narrower kind than the products it is
 * filed among: a granola is a muesli, not oats; a fermented milk, a kefir or a buttermilk is no milk; a pet's treat
 * no meal.
 * `kind` is that kind's chain (the kind and the categories above it up to `among`); an entry applies
 * to a scanned product among `among` (cereals, dairies) that is not of the kind, whose own name says
 * none of the words, at a shared level not in that chain (a granola is a breakfast cereal). Word starts,
 * so that "fermenté", "fermentiert" and words run together ("fermentéLeben") are read.
 */
export const NARROWER_KIND_WORDS: readonly { stems: readonly string[]; kind: readonly string[]; among: string; apart?: true }[] = [
  // A granola for a muesli is a narrower kind; a muesli for a granola only a looser one (no `apart`).
  { stems: ["granola"], kind: ["en:mueslis", "en:breakfast-cereals"], among: "en:cereals-and-their-products" },
  {
    stems: ["ferment", "kefir", "buttermilk", "karnemelk", "filmjolk", "ayran", "lassi", "skyr"],
    kind: ["en:fermented-milk-products"],
    among: "en:dairies",
    apart: true,
  },
  // A pet's treat, snack, chew or malt paste is no meal, though filed as dry or wet food (Open Food Facts has no treats).
  {
    stems: ["snack", "treat", "chew", "kauknochen", "friandis", "leckerli", "malt"],
    kind: ["en:miscellaneous-pet-food", "en:pet-food"],
    among: "en:pet-food",
    apart: true,
  },
];

/** Whether a name says one of `stems` at a word's start, so that words run together count ("fermentéLeben"). */
function saysStem(text: string, stems: readonly string[]): boolean {
  return brandKey(text).split(" ").some((word) => stems.some((stem) => word.startsWith(stem)));
}

/**
 * Whether a candidate's name names a narrower kind than the scanned product is, at the shared level
 * `levelTag` (`NARROWER_KIND_WORDS`): Nestlé's "Avena y más granola" among oats, a "Lait fermenté" among milks.
 */
export function namesNarrowerKind(name: string, scanned: Pick<CatalogueProductFacts, "name" | "categories">, levelTag: string): boolean {
  const { categories } = scanned;
  return NARROWER_KIND_WORDS.some(
    ({ stems, kind, among }) =>
      categories.includes(among) &&
      !categories.includes(kind[0] ?? "") &&
      !kind.includes(levelTag) &&
      !saysStem(scanned.name, stems) &&
      saysStem(name, stems),
  );
}

/**
 * The other way round, for the kinds apart both ways (`NARROWER_KIND_WORDS` marked `apart`): whether the scanned
 * product's name says such a kind its categories do not file it as, and a candidate, filed as neither, does not say
 * it: a 10 kg bag of dry dog food for Milk-Bone's "dog snacks" (Open Food Facts files treats as dry food), a plain
 * milk for a kefir filed among milks. A muesli for a granola is only a looser kind and stays.
 */
export function namesNoNarrowerKind(
  candidate: Pick<CatalogueProductFacts, "name" | "categories">,
  scanned: Pick<CatalogueProductFacts, "name" | "categories">,
): boolean {
  return NARROWER_KIND_WORDS.some(
    ({ stems, kind, among, apart }) =>
      apart === true &&
      scanned.categories.includes(among) &&
      !scanned.categories.includes(kind[0] ?? "") &&
      !candidate.categories.includes(kind[0] ?? "") &&
      saysStem(scanned.name, stems) &&
      !saysStem(candidate.name, stems),
  );
}

function candidatePlacement(candidate: CatalogueProductFacts, input: AlternativesInput, scannedWords: ReadonlySet<string>): number | Rejection {
  const { scanned, levels, nameOf, isKind } = input;
  if (candidate.id === scanned.id || sameBrand(scanned, candidate)) return "same-brand";
  if (!isNonAmericanAlternative(candidate)) return "owner";
  if (inferenceContradicted(candidate)) return "inference-contradicted";
  const level = placement(candidate, levels, scanned.categories, nameOf, isKind, scannedWords);
  if (typeof level !== "number") return level;
  if (levels[level]?.broad && sharedKindWords(scannedWords, nameWords(candidate.name, candidate.brand)) === 0) return "no-shared-word";
  if (namesOtherDepartment(candidate.name, scanned.categories) || namesNarrowerKind(candidate.name, scanned, levels[level]?.tag ?? "")) return "name-names-another-kind";
  if (namesNoNarrowerKind(candidate, scanned)) return "names-no-narrower-kind";
  if (DEPARTMENTS_APART.some((tag) => candidate.categories.includes(tag) && !scanned.categories.includes(tag))) return "filed-as-another-kind";
  if (isReadyDrinkForPreparation(candidate.categories, scanned.categories)) return "filed-as-another-kind";
  return level;
}

/**
 * Why a candidate may not be offered for the scanned product (rules at the top of this file), or null
 * when it may: the bench explains short lists with it.
 */
export function candidateRejection(candidate: CatalogueProductFacts, input: AlternativesInput): Rejection | null {
  const placed = candidatePlacement(candidate, input, nameWords(input.scanned.name, input.scanned.brand));
  return typeof placed === "number" ? null : placed;
}

/**
 * The eligible candidates ranked (rules at the top of this file), one per brand, without the limit:
 * a level is kept only while the more specific ones hold fewer than `ENOUGH_ALTERNATIVES` brands,
 * and then only to make up that many when they hold any. `rankAlternatives` cuts this list.
 */
export function rankCandidates(input: AlternativesInput): ScoredCandidate[] {
  const { scanned, homeCountry } = input;
  const scannedSize = parseQuantity(scanned.quantity);
  const scannedWords = nameWords(scanned.name, scanned.brand);
  const definingWords = input.levels.map((level) => definingNameWords(scannedWords, level.name));
  // The kind the scanned name ends on ("granola" of "French Vanilla Almond Granola"), at the levels whose name does not
  // say it, not even spelt otherwise ("Yoghurt" among yogurts); none of a name in parts ("Kombucha, Original"), whose
  // last word is as often a flavour's, nor a flavour ("sabor chocolate").
  const head = scanned.name.includes(",") ? "" : singular(headNoun(scanned.name));
  const headIsKind = head !== "" && !namesAsFlavour(scanned.name, `en:${head}`);
  const headDefines = input.levels.map(
    (level, index) =>
      headIsKind && [...(definingWords[index] as Set<string>)].some((word) => singular(word) === head) && !oneLetterApart(head, lastNoun(level.name)),
  );
  const seenIds = new Set<number>();
  const scored: ScoredCandidate[] = [];
  for (const candidate of input.candidates) {
    if (seenIds.has(candidate.id)) continue;
    const placed = candidatePlacement(candidate, input, scannedWords);
    if (typeof placed !== "number") continue;
    seenIds.add(candidate.id);
    const words = nameWords(candidate.name, candidate.brand);
    const shared = Math.min(sharedWords(scannedWords, words), 2);
    const said = new Set([...words, ...kindWords(candidate, input.nameOf)]);
    const defining = Math.min(sharedWords(definingWords[placed] as ReadonlySet<string>, said), 2);
    const namesHead = headDefines[placed] === true && [...said].some((word) => singular(word) === head);
    const score = preferenceScore(candidate, scanned, scannedSize, homeCountry) + SCORE.sharedNameWord * shared + SCORE.definingNameWord * defining;
    scored.push({ product: candidate, level: placed, score, definingWords: defining, namesHead });
  }
  scored.sort(compareScored);
  // One product per brand: the best one ("Spring Tree" and "SpringTree" are one brand). Products
  // without a brand count as their own brand.
  const brands = new Set<string>();
  const distinct = scored.filter(({ product }) => {
    const key = product.brandKey === "" ? `#${product.id}` : product.brandKey.replaceAll(" ", "");
    if (brands.has(key)) return false;
    brands.add(key);
    return true;
  });
  // Sorted by level first: the first entry of a level follows every entry of the more specific ones.
  const enoughAt = distinct.findIndex((entry, index) => index >= ENOUGH_ALTERNATIVES && entry.level > (distinct[index - 1] as ScoredCandidate).level);
  const kept = enoughAt < 0 ? distinct : distinct.slice(0, enoughAt);
  // A broader level only makes up three when a narrower one gave one or two: two maple syrups and one
  // other syrup, not three syrups of other kinds.
  const first = kept[0]?.level;
  return ofTheNamedKind(kept.some((entry) => entry.level !== first) ? kept.slice(0, ENOUGH_ALTERNATIVES) : kept);
}

/**
 * The words qualifying the name of a candidate's most specific kind ("Chocolate biscuits" → chocolate), which say
 * which of a level's products it is as its own name does: a chocolate Oreo's "chocolate" is shared by a biscuit
 * filed as a chocolate biscuit whatever its name. Not the kind's noun: "Canned green beans" share no "bean" with
 * black beans, nor is a grenadine "Lemonade with flavoured syrup" the very kind of a berry lemonade. None without `nameOf`.
 */
function kindWords(candidate: Pick<CatalogueProductFacts, "kinds">, nameOf: ((tag: string) => string) | undefined): Set<string> {
  const kind = candidate.kinds?.[0]?.[0];
  if (kind === undefined || nameOf === undefined) return new Set();
  const head = headNoun(nameOf(kind));
  return new Set([...nameWords(nameOf(kind))].filter((word) => word !== head && singular(word) !== head));
}

/**
 * Only the candidates sharing a defining word of the scanned product's name (`definingNameWords`: the
 * kind its name says beyond its category's, "French onion" among dips, "granola" among mueslis) when
 * `ENOUGH_ALTERNATIVES` owners of them qualify: three French onion dips rather than three and two hummus.
 * The word the name ends on, its kind, goes before its flavours: granolas for a vanilla almond granola,
 * not an almond muesli. With fewer, all are kept, those sharing one ranked first by their score
 * (`SCORE.definingNameWord`).
 */
function ofTheNamedKind(ranked: ScoredCandidate[]): ScoredCandidate[] {
  const namingTheHead = ranked.filter((entry) => entry.namesHead === true);
  const named = ranked.filter((entry) => (entry.definingWords ?? 0) > 0);
  return [namingTheHead, named].find((list) => ofEnoughOwners(list)) ?? ranked;
}

/** Whether two words are one letter apart, one holding a letter more: "yoghurt" and "yogurt". */
function oneLetterApart(a: string, b: string): boolean {
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (longer.length !== shorter.length + 1) return false;
  const at = [...shorter].findIndex((letter, index) => letter !== longer[index]);
  return at < 0 || longer.slice(at + 1) === shorter.slice(at);
}

/** Whether products of `ENOUGH_ALTERNATIVES` owners are listed: four of one retailer's labels are one maker's, not a list. */
function ofEnoughOwners(list: readonly ScoredCandidate[]): boolean {
  return new Set(list.map(({ product }) => product.owner?.name ?? `#${product.id}`)).size >= ENOUGH_ALTERNATIVES;
}

/**
 * Whether two brands of one owner are one maker's: one's name holds all the words of the other's
 * ("Picard" and "Picard Chocolates", both Chocolates Picard's). Brands of one owner that share no
 * such name (a retailer's labels, "Food Lion" and "Hannaford") stay distinct brands.
 */
function oneMaker(brandKeyA: string, brandKeyB: string): boolean {
  const [shorter, longer] = [brandKeyA.split(" "), brandKeyB.split(" ")].sort((a, b) => a.length - b.length) as [string[], string[]];
  return shorter.join("") !== "" && shorter.every((word) => longer.includes(word));
}

/** Up to `limit` alternatives for the scanned product, best first (rules at the top of this file). */
export function rankAlternatives(input: AlternativesInput): RankedAlternative[] {
  const limit = input.limit ?? DEFAULT_ALTERNATIVES_LIMIT;
  const remaining = rankCandidates(input);
  const chosen: ScoredCandidate[] = [];
  const owners = new Set<string>();
  // Greedy, so that a second product of an owner already chosen loses SCORE.sameOwner, and one of a
  // maker already chosen under another of its names (`oneMaker`) comes after every other maker's.
  const repeatsMaker = ({ product }: ScoredCandidate) =>
    product.owner !== null && chosen.some((other) => other.product.owner?.name === product.owner?.name && oneMaker(other.product.brandKey, product.brandKey));
  while (chosen.length < limit && remaining.length > 0) {
    const adjusted = remaining.map((entry) => ({
      ...entry,
      score: entry.product.owner && owners.has(entry.product.owner.name) ? entry.score + SCORE.sameOwner : entry.score,
      repeat: repeatsMaker(entry),
    }));
    let best = 0;
    for (let i = 1; i < adjusted.length; i++) {
      const [entry, current] = [adjusted[i], adjusted[best]] as [(typeof adjusted)[number], (typeof adjusted)[number]];
      if (Number(entry.repeat) - Number(current.repeat) < 0 || (entry.repeat === current.repeat && compareScored(entry, current) < 0)) best = i;
    }
    const { repeat: _repeat, ...pick } = adjusted[best] as (typeof adjusted)[number];
    remaining.splice(best, 1);
    chosen.push(pick);
    if (pick.product.owner) owners.add(pick.product.owner.name);
  }
  return chosen.map(({ product, level, score }) => {
    const sharedCategory = input.levels[level] as CategoryLevel;
    const described = differenceMessages(product, input.scanned, sharedCategory, level, input.homeCountry);
    return { product, level, sharedCategory, score, difference: renderText(described), differenceMessages: described };
  });
}
