/**
 * A category for a product that has none and whose name names none (category-from-name.ts): the
 * category of the same brand's other products that its name agrees with (docs/categories.md,
 * How a category is inferred). "Froot Loops" of a brand whose "Froot Loops Marshmallow" is a
 * breakfast cereal is a breakfast cereal; a brand's products of other kinds do not count, because the
 * name must share a word with the sibling's name or its category's name.
 * - Words are compared as `nameWords` makes them (stop words, numbers and the brand's words dropped),
 *   without the words many kinds share (`WEAK_WORDS`: "French", "Vanilla", "Healthy").
 * - Each sibling votes for its most specific category with the number of words its name and that
 *   category's name share with the product's name; no shared word, no vote.
 * - The category with the most shared words wins, then the one more siblings have, then the deeper,
 *   then the smaller tag. Two shared words or more is `medium` confidence, one is `low`.
 */
import { nameWords } from "./alternatives";
import { categoryDepth, type CategoryTaxonomy } from "./category-chain";

/**
 * Words a brand's products share without being of one kind: where they come from, their colour, their
 * flavour, a health claim ("French Vanilla Stevia Extract" is no "French Style Gherkins").
 */
const WEAK_WORDS: ReadonlySet<string> = new Set([
  "french", "italian", "american", "mexican", "greek", "vanilla", "chocolate", "red", "green", "white", "black", "sweet",
  "hot", "mild", "honey", "healthy", "heart", "light", "lite", "flavor", "flavored", "cafe", "country", "deli",
]);

export interface BrandSibling {
  name: string;
  /** Its own category tags, most specific first. */
  categories: readonly string[];
}

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
  const words = new Set([...nameWords(product.name, product.brand)].filter((word) => !WEAK_WORDS.has(word)));
  if (words.size === 0) return null;
  const votes = new Map<string, { shared: number; siblings: number }>();
  for (const sibling of siblings) {
    const tag = sibling.categories[0];
    if (tag === undefined || !Object.hasOwn(taxonomy.categories, tag)) continue;
    const theirs = new Set([...nameWords(sibling.name, product.brand), ...nameWords(taxonomy.categories[tag]?.name ?? "")]);
    const shared = [...words].filter((word) => theirs.has(word)).length;
    if (shared === 0) continue;
    const vote = votes.get(tag) ?? { shared: 0, siblings: 0 };
    vote.shared = Math.max(vote.shared, shared);
    vote.siblings++;
    votes.set(tag, vote);
  }
  const ranked = [...votes].map(([tag, vote]) => ({ tag, ...vote, depth: categoryDepth(tag, taxonomy) }));
  ranked.sort(
    (a, b) => b.shared - a.shared || b.siblings - a.siblings || b.depth - a.depth || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0),
  );
  const best = ranked[0];
  return best === undefined ? null : { tag: best.tag, confidence: best.shared >= 2 ? "medium" : "low" };
}
