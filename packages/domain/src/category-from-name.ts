/**
 * A category for a product that has none, read from its name, so that alternatives can still share
 * its category (docs/alternatives.md). A third of the American products of the shipped catalogue carry no
 * category, yet most of their names end with what they are: "Original 100% orange juice",
 * "Fresh tortillas", "Lowfat Yogurt, French Vanilla". The rules favour precision: a wrong category
 * would offer wrong alternatives, and no category only says none were found.
 * - Only the name's first comma-separated part counts: later parts are flavours and claims
 *   ("Coffee Creamer, French Vanilla" is not vanilla). Within it, only the words before "with", "in",
 *   "avec", "mit", "con", "med" count ("Milk chocolate with fruit & nut" is milk chocolate).
 * - Words are compared as `nameWords` makes them (normalised like a brand key, stop words, numbers
 *   and the product's brand words dropped, a plural "s" dropped).
 * - A category matches when its English name's words appear in the part in the same order, next to
 *   each other, and end the part: English names end with the kind of product ("Tomato Ketchup",
 *   "Peanut Butter"), so "Berry Apple Clusters" is not apples and "Chocolate Chip Cookies" can be
 *   cookies but not chocolate.
 * - Departments (depth 0 or 1) and names of more than three words are never matched; the longest
 *   match wins, then the deeper category, then the smaller tag.
 * Deterministic; null when nothing matches.
 */
import { nameWords } from "./alternatives";
import { brandKey } from "./brand-key";
import { categoryDepth, type CategoryTaxonomy } from "./category-chain";

const MAX_CATEGORY_WORDS = 3;
const HEAD_BREAKERS = new Set(["with", "in", "avec", "mit", "con", "med"]);

interface IndexedCategory {
  tag: string;
  words: string[];
  depth: number;
}

const indexes = new WeakMap<CategoryTaxonomy, Map<string, IndexedCategory[]>>();

/** Categories by the last word of their name. */
function indexOf(taxonomy: CategoryTaxonomy): Map<string, IndexedCategory[]> {
  const cached = indexes.get(taxonomy);
  if (cached) return cached;
  const index = new Map<string, IndexedCategory[]>();
  for (const [tag, node] of Object.entries(taxonomy.categories)) {
    const words = [...nameWords(node.name)];
    const last = words[words.length - 1];
    const depth = categoryDepth(tag, taxonomy);
    if (last === undefined || words.length > MAX_CATEGORY_WORDS || depth <= 1) continue;
    index.set(last, [...(index.get(last) ?? []), { tag, words, depth }]);
  }
  indexes.set(taxonomy, index);
  return index;
}

/** The words of one part of a name, up to its first "with"/"in"…, in order. */
function headWords(part: string, brand: string): string[] {
  const words = brandKey(part).split(" ");
  const cut = words.findIndex((word) => HEAD_BREAKERS.has(word));
  const head = (cut > 0 ? words.slice(0, cut) : words).join(" ");
  // nameWords keeps first occurrences in order; a repeated word is rare enough in product names.
  return [...nameWords(head, brand)];
}

/** Positive when `a` is the better match: more words, then deeper, then the smaller tag. */
function compareMatches(a: IndexedCategory, b: IndexedCategory): number {
  return a.words.length - b.words.length || a.depth - b.depth || (a.tag < b.tag ? 1 : a.tag > b.tag ? -1 : 0);
}

function bestMatch(words: readonly string[], index: Map<string, IndexedCategory[]>): IndexedCategory | null {
  const last = words[words.length - 1];
  if (last === undefined) return null;
  let best: IndexedCategory | null = null;
  for (const category of index.get(last) ?? []) {
    const start = words.length - category.words.length;
    if (start < 0 || !category.words.every((word, i) => words[start + i] === word)) continue;
    if (best === null || compareMatches(category, best) > 0) best = category;
  }
  return best;
}

/** The category a product's name says it is (rules above), or null. */
export function categoryFromName(name: string, brand: string, taxonomy: CategoryTaxonomy): string | null {
  const [firstPart = ""] = name.split(",");
  return bestMatch(headWords(firstPart, brand), indexOf(taxonomy))?.tag ?? null;
}
