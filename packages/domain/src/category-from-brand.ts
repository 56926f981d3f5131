/**
 * A category for a product that has none and whose name names none (category-from-name.ts): the
 * category of the same brand's other products that its name agrees with (docs/categories.md,
 * How a category is inferred). "Froot Loops" of a brand whose "Froot Loops Marshmallow" is a
 * breakfast cereal is a breakfast cereal; a brand's products of other kinds do not count, because the
 * name must share a word with the sibling's name or its category's name.
 * - Words are compared as `nameWords` makes them (stop words, numbers and the brand's words dropped),
 *   without the words many kinds share (`WEAK_WORDS`: "French", "Vanilla", "Healthy", "Organic", "Sabor").
 * - Each sibling votes for its most specific category with the number of words its name and that
 *   category's name share with the product's name; no shared word, no vote, and no vote either when
 *   every shared word only says the product's form (`FORM_WORDS`: "Instant Mix" of batters is no
 *   "Spice Mix", "BBQ Sauce" no "Mustard sauce").
 * - A sibling votes only for as much of its category as the product's name does not contradict: a
 *   category whose name adds to its parent's a variety (any word but its head, the last one before
 *   "with") that the sibling's name says and the product's does not gives way to that parent, which
 *   must still be searchable (`isSearchableCategory`), else the sibling gives no vote. "Genuine Chocolate
 *   Flavor Syrup" is no "Strawberry syrups" for its brand's "Strawberry Syrup" but a flavoured syrup,
 *   "Microwave Popcorn Butter" no "Popcorn with caramel" but a popcorn, plain sugar no "Brown sugars".
 * - A sibling whose category was read from its name votes only when its reading holds for the
 *   product too: it shares two words, or a word of that category's names (in any language), or says
 *   nothing the sibling's name does not (a shorter name of the same line: "Chispas" beside "Chispas de
 *   chocolate con leche"). One other word is a line's or a flavour's: "Sandwich Stuffers" pickles are
 *   no "Butters" for their brand's "Sandwich Snuffers Bread & Butter", "Maple Biscuits For Teethers" no
 *   drop cookies for "Organic Maple Arrowroot Cookies".
 * - The category with the most shared words wins, then one a sibling has of its own over one only
 *   read from names, then the one more siblings have, then the deeper, then the smaller tag. Two shared words or more is `medium` confidence, one is `low`, and so is a
 *   category only siblings read from their own names vote for.
 * - A name that says the whole name of a sibling with categories of its own, the brand's words
 *   included, is of that product line and takes the deepest specific category all such siblings hold
 *   (`lineKind`, `low`), however few: "Honey nut Cheerios" of Cheerios, whose "Cheerios" are breakfast
 *   cereals. A line of several kinds names none, nor does a sibling's name of `WEAK_WORDS` only.
 * - A name of the brand only, or of the brand and flavours ("Toblerone" of Toblerone, "Pringles
 *   Original" of Pringles, "Tic Tac Orange" of Tic Tac: `isFlavourWord`), takes the
 *   brand's one kind (`brandKind`, `low`): the deepest specific category that `BRAND_KIND_SHARE` (two
 *   in three) of its siblings or more hold, `BRAND_KIND_SIBLINGS` of them at least. The siblings with
 *   categories of their own decide when there are `BRAND_KIND_SIBLINGS` of them: a category read from
 *   a name may be wrong ("Pringles Cheddar Cheese" read as a cheddar). A brand of several kinds gives
 *   nothing (Horlicks' three chocolates, a flour and a milkshake: three in five). A
 *   name with words of its own that agree with no sibling gets nothing ("Bugles" of General Mills,
 *   whose other products in the catalogue are all breakfast cereals).
 */
import { FORM_WORDS, isSearchableCategory, isSpecificCategory, nameWords } from "./alternatives";
import { categoryDepth, type CategoryTaxonomy } from "./category-chain";
import { isFlavourWord } from "./category-from-name";

/**
 * Words a brand's products share without being of one kind: where they come from, their colour, their
 * flavour or style, a health claim, in English and in the languages of the catalogue's large store
 * brands ("French Vanilla Stevia Extract" is no "French Style Gherkins", "Groene salade" no "Groene
 * olijven", "Delicias Sabor Chocolate" no wafer for "Cremax sabor a chocolate").
 */
const WEAK_WORDS: ReadonlySet<string> = new Set([
  "french", "italian", "american", "mexican", "greek", "vanilla", "chocolate", "red", "green", "white", "black", "sweet",
  "hot", "mild", "spicy", "honey", "healthy", "heart", "light", "lite", "flavor", "flavored", "cafe", "country", "deli",
  "natural", "organic", "style", "chocolat", "chocolade", "sabor", "saveur", "groen", "groene", "naturel", "bio",
  "biologische", "stijl",
]);

export interface BrandSibling {
  name: string;
  /** Its category tags, most specific first. */
  categories: readonly string[];
  /** Where they came from: its own (the default) or read from its name. */
  source?: "own" | "name";
}

/** Whether a sibling's categories are its own (Open Food Facts'), not read from its name. */
function hasOwnCategories(sibling: BrandSibling): boolean {
  return (sibling.source ?? "own") === "own";
}

/** A brand has one kind when at least this many of its products with categories are of that kind… */
export const BRAND_KIND_SIBLINGS = 3;
/** …and they are at least this share of them (Pringles' crisps, Coca-Cola's colas, Nutella's spreads). */
export const BRAND_KIND_SHARE = 2 / 3;

export interface BrandCategory {
  tag: string;
  confidence: "medium" | "low";
}

/** The category the brand's other products give this one (rules above), or null. */
export function categoryFromBrand(
  product: { name: string; brand: string },
  siblings: readonly BrandSibling[],
  taxonomy: CategoryTaxonomy,
): BrandCategory | null {
  const allWords = nameWords(product.name, product.brand);
  const words = new Set([...allWords].filter((word) => !WEAK_WORDS.has(word)));
  const known = siblings.filter((sibling) => sibling.categories[0] !== undefined && Object.hasOwn(taxonomy.categories, sibling.categories[0]));
  const votes = new Map<string, { shared: number; siblings: number; own: boolean }>();
  for (const sibling of known) {
    const siblingWords = nameWords(sibling.name, product.brand);
    const theirs = new Set([...siblingWords, ...nameWords(taxonomy.categories[sibling.categories[0] as string]?.name ?? "")]);
    const sharedWords = [...words].filter((word) => theirs.has(word));
    if (sharedWords.every((word) => FORM_WORDS.has(word))) continue;
    const tag = uncontradictedCategory(sibling.categories, (word) => siblingWords.has(word) && !allWords.has(word), taxonomy);
    if (tag === null) continue;
    if (sibling.source === "name" && !readingHolds(sharedWords.filter((word) => !FORM_WORDS.has(word)), words, siblingWords, tag, taxonomy)) continue;
    const shared = sharedWords.length;
    const vote = votes.get(tag) ?? { shared: 0, siblings: 0, own: false };
    vote.shared = Math.max(vote.shared, shared);
    vote.siblings++;
    vote.own ||= hasOwnCategories(sibling);
    votes.set(tag, vote);
  }
  const ranked = [...votes].map(([tag, vote]) => ({ tag, ...vote, depth: categoryDepth(tag, taxonomy) }));
  ranked.sort(
    (a, b) =>
      b.shared - a.shared || Number(b.own) - Number(a.own) || b.siblings - a.siblings || b.depth - a.depth || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0),
  );
  const best = ranked[0];
  if (best !== undefined) return { tag: best.tag, confidence: best.shared >= 2 && best.own ? "medium" : "low" };
  const onlyBrand = [...words].every((word) => isFlavourWord(word, taxonomy));
  const kind = lineKind(product.name, known, taxonomy) ?? (onlyBrand ? brandKind(known, taxonomy) : null);
  return kind === null ? null : { tag: kind, confidence: "low" };
}

/**
 * The kind of the product line its name names (rules above): the deepest specific category that every
 * sibling with categories of its own whose whole name, the brand's words included, the product's name
 * says holds, or null; a name of weak words only ("Chocolate") names no line. "Honey nut Cheerios" of Cheerios, whose "Cheerios" are breakfast cereals, is a
 * breakfast cereal; "Canada Dry" beside another "Canada Dry" filed as sodas is a soda.
 */
function lineKind(name: string, siblings: readonly BrandSibling[], taxonomy: CategoryTaxonomy): string | null {
  const words = nameWords(name);
  const line = siblings.filter((sibling) => {
    const theirs = nameWords(sibling.name);
    return hasOwnCategories(sibling) && [...theirs].some((word) => !WEAK_WORDS.has(word)) && [...theirs].every((word) => words.has(word));
  });
  if (line.length === 0) return null;
  const depthOf = (tag: string) => categoryDepth(tag, taxonomy);
  const held = line.map((sibling) => new Set(sibling.categories));
  const kinds = (line[0] as BrandSibling).categories.filter((tag) => isSpecificCategory(tag, depthOf) && held.every((chain) => chain.has(tag)));
  return deepest(kinds, depthOf);
}

/**
 * The deepest category of a sibling's chain (most specific first) whose variety the product's name
 * does not contradict (rules above), or null when that one is not searchable. `contradicts` says
 * whether a word is one the sibling's name says and the product's does not.
 */
function uncontradictedCategory(chain: readonly string[], contradicts: (word: string) => boolean, taxonomy: CategoryTaxonomy): string | null {
  const first = chain[0] as string;
  let tag = first;
  for (;;) {
    const parents = (taxonomy.categories[tag]?.parents ?? []).filter((parent) => chain.includes(parent));
    const parent = parents[0];
    if (parent === undefined || !varietyWords(tag, parents, taxonomy).some(contradicts)) break;
    tag = parent;
  }
  return tag === first || isSearchableCategory(tag, (other) => categoryDepth(other, taxonomy)) ? tag : null;
}

/**
 * Whether a category read from a sibling's name holds for the product (rules above): `shared` words
 * (its form words aside), two of them or one of the category's names, or a name (`words`) all of whose
 * words the sibling's name (`siblingWords`) says.
 */
function readingHolds(
  shared: readonly string[],
  words: ReadonlySet<string>,
  siblingWords: ReadonlySet<string>,
  tag: string,
  taxonomy: CategoryTaxonomy,
): boolean {
  const node = taxonomy.categories[tag];
  const named = new Set([node?.name ?? "", ...Object.values(node?.names ?? {}).flat()].flatMap((name) => [...nameWords(name)]));
  return shared.length >= 2 || shared.some((word) => named.has(word)) || [...words].every((word) => siblingWords.has(word));
}

/** The words a category's name adds to its parents' names, its head aside: "strawberry" of "Strawberry syrups", "caramel" of "Popcorn with caramel". */
function varietyWords(tag: string, parents: readonly string[], taxonomy: CategoryTaxonomy): string[] {
  const name = taxonomy.categories[tag]?.name ?? "";
  const head = [...nameWords(name.split(/\bwith\b/iu)[0] ?? "")].at(-1);
  const parentWords = new Set(parents.flatMap((parent) => [...nameWords(taxonomy.categories[parent]?.name ?? "")]));
  return [...nameWords(name)].filter((word) => word !== head && !parentWords.has(word));
}

/**
 * The brand's one kind (rules above): the deepest specific category (neither a department nor a food
 * group) that `BRAND_KIND_SHARE` of its products' chains hold, `BRAND_KIND_SIBLINGS` at least, or
 * null; those with categories of their own decide when there are enough of them. Toblerone's milk,
 * dark and white chocolates are chocolates; a brand of breakfast cereals and corn snacks has none.
 */
function brandKind(siblings: readonly BrandSibling[], taxonomy: CategoryTaxonomy): string | null {
  const own = siblings.filter(hasOwnCategories);
  const deciding = own.length >= BRAND_KIND_SIBLINGS ? own : siblings;
  const depthOf = (tag: string) => categoryDepth(tag, taxonomy);
  const holding = new Map<string, number>();
  for (const sibling of deciding) for (const tag of new Set(sibling.categories)) holding.set(tag, (holding.get(tag) ?? 0) + 1);
  const kinds = [...holding]
    .filter(([tag, count]) => count >= BRAND_KIND_SIBLINGS && count >= BRAND_KIND_SHARE * deciding.length && isSpecificCategory(tag, depthOf))
    .map(([tag]) => tag);
  return deepest(kinds, depthOf);
}

/** The deepest of `tags`, the smaller tag of two as deep, or null: one answer for one input. */
function deepest(tags: readonly string[], depthOf: (tag: string) => number): string | null {
  return [...tags].sort((a, b) => depthOf(b) - depthOf(a) || (a < b ? -1 : 1))[0] ?? null;
}
