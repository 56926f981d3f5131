/**
 * The category of a product line whose name is a trademark, not a kind of product ("Wheat Thins
 * Original", "Milky Way", "Doritos Sweet Chilli Flavour"): the shipped lexicon of lines
 * (seed/product-lines.json, docs/categories.md, Product lines) gives each line's category, the most
 * specific one right for every product of the line.
 * - Names are compared as `matchTokens` makes them (category-from-name.ts): accents and case ignored,
 *   whole words only, a plural ending dropped ("Oreos" = "Oreo").
 * - A line matches when the words of its name or of one of its spellings stand next to each other in
 *   the product's name ("Lays Classic", "Cheetos puffs - Flamin' Hot"; a product named as its brand,
 *   "Powerade — Powerade", names it too), and, when the line lists brands, the product's brand names
 *   one of them ("Singles" of Kraft is sliced processed cheese, no other "Singles").
 * - Of several lines, the one of the most words wins ("Rice Krispies Treats" over "Rice Krispies"),
 *   then the first in the lexicon.
 * Applied only to a product with no specific category of its own whose name names no kind itself
 * (packages/catalogue, category-inference.ts): "Oreo Ice Cream" is an ice cream. Deterministic; null
 * when no line matches.
 */
import { containsWords, matchTokens } from "./category-from-name";

/** One product line of the lexicon. */
export interface ProductLine {
  /** The line's name as shoppers read it ("Wheat Thins"). */
  readonly name: string;
  /** Other ways it is written ("Lays" for "Lay's"). */
  readonly spellings?: readonly string[];
  /** The brands or owners it is sold under, when the name alone is ambiguous. */
  readonly brands?: readonly string[];
  /** Its Open Food Facts category tag ("en:wheat-crackers"). */
  readonly category: string;
}

interface LinePhrase {
  line: ProductLine;
  words: readonly string[];
  brands: readonly (readonly string[])[];
  order: number;
}

const phraseIndexes = new WeakMap<readonly ProductLine[], LinePhrase[]>();

/** Every name and spelling of the lines as words, most words first, then in the lexicon's order. */
function linePhrases(lines: readonly ProductLine[]): LinePhrase[] {
  let phrases = phraseIndexes.get(lines);
  if (phrases === undefined) {
    phrases = lines
      .flatMap((line, order) => {
        const brands = (line.brands ?? []).map(matchTokens).filter((words) => words.length > 0);
        return [line.name, ...(line.spellings ?? [])].map((name) => ({ line, words: matchTokens(name), brands, order }));
      })
      .filter((phrase) => phrase.words.length > 0)
      .sort((a, b) => b.words.length - a.words.length || a.order - b.order);
    phraseIndexes.set(lines, phrases);
  }
  return phrases;
}

/** The line a product's name names (rules at the top of this file), or null. */
export function productLineOf(product: { name: string; brand: string }, lines: readonly ProductLine[]): ProductLine | null {
  const name = matchTokens(product.name);
  if (name.length === 0) return null;
  const brand = matchTokens(product.brand);
  for (const phrase of linePhrases(lines)) {
    if (!containsWords(name, phrase.words)) continue;
    if (phrase.brands.length > 0 && !phrase.brands.some((words) => containsWords(brand, words))) continue;
    return phrase.line;
  }
  return null;
}

/** The category tag of the line a product's name names, or null. */
export function categoryFromLine(product: { name: string; brand: string }, lines: readonly ProductLine[]): string | null {
  return productLineOf(product, lines)?.category ?? null;
}
