// The categories a catalogue row is stored with (docs/categories.md):
// - its own when any of them is specific (not a department or food group), refined by its name or
//   generic name when they name a category beneath its most specific one ("Oven-Ready Lasagna" filed
//   as "Pastas"; domain/category-from-name);
// - else the one its name says in their place, a category beneath its own read first ("Caramel Corn"
//   filed as "Snacks");
// - else its own;
// with where they came from and how sure that is. Inference from the brand's other products and the
// AI needs the database and runs later, once per product (packages/api, infer-category.ts).
import { isSpecificCategory } from "@productcheck/domain/alternatives";
import { categoryChain, categoryDepth, resolveCategoryTag, type CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { categoryFromName, narrowerCategoryFromName } from "@productcheck/domain/category-from-name";

export interface RowCategories {
  /** Category tags, most specific first. */
  categories: string[];
  /** English name of the most specific category, or "". */
  category: string;
  categorySource: "own" | "name" | null;
  categoryConfidence: "high" | "medium" | null;
}

/**
 * Roots of products that are not food for grown-ups (pet food, cosmetics, baby food): such a product's
 * name is read beneath its own category only ("Whiskas pouch mackerel" is pet food, not mackerel;
 * "Fortified Baby Cereal" stays a baby food).
 */
const READ_BENEATH_ROOTS: ReadonlySet<string> = new Set([
  "en:open-pet-food-facts", "en:open-beauty-facts", "en:open-products-facts", "en:non-food-products", "en:baby-foods", "en:cereals-for-babies",
]);

/** Whether a chain has a category alternatives can be offered from (docs/alternatives.md, Category levels). */
export function hasSpecificCategory(chain: readonly string[], taxonomy: CategoryTaxonomy): boolean {
  return chain.some((tag) => isSpecificCategory(tag, (other) => categoryDepth(other, taxonomy)));
}

/**
 * Its own tags that the taxonomy does not know, as names in their language: Open Food Facts keeps a
 * contributor's category as free text when its taxonomy lacks it ("en:diet-colas" is "diet colas",
 * "es:jugo" is "jugo").
 */
export function unknownOwnTags(tags: readonly string[], taxonomy: CategoryTaxonomy): { name: string; brand: string; language: string }[] {
  return tags.flatMap((tag) => {
    const match = resolveCategoryTag(tag, taxonomy) === null ? /^([a-z]{2,3}):(.+)$/u.exec(tag.trim().toLowerCase()) : null;
    return match ? [{ name: (match[2] ?? "").replaceAll("-", " "), brand: "", language: match[1] ?? "" }] : [];
  });
}

/** A row's categories from its own tags, else from its name (rules above). */
export function rowCategories(
  product: { name: string; brand: string; genericName?: string; language?: string; categories: readonly string[] },
  taxonomy: CategoryTaxonomy,
): RowCategories {
  const own = categoryChain(product.categories, taxonomy);
  if (hasSpecificCategory(own.chain, taxonomy)) return refinedByName(product, own.chain, "high", taxonomy);
  const beneathOnly = own.mostSpecific !== null && own.chain.some((tag) => READ_BENEATH_ROOTS.has(tag));
  const read = (named: { name: string; brand: string; genericName?: string; language?: string }, anyLanguage: boolean) =>
    beneathOnly && own.mostSpecific !== null
      ? narrowerCategoryFromName(named, taxonomy, own.mostSpecific, { anyLanguage })
      : categoryFromName(named, taxonomy, { under: own.mostSpecific, anyLanguage });
  // A tag is read in its own language only. One that is a category's whole name, or names one within
  // its own (too broad) category, comes before the product's name; another after it ("pancakes and
  // waffles" is no waffle when the name says "pancake mix").
  const fromTags = unknownOwnTags(product.categories, taxonomy).flatMap((tag) => read(tag, false) ?? []);
  const inferred = read(product, true);
  const beneathOwn = (tag: string) => own.mostSpecific !== null && categoryChain([tag], taxonomy).chain.includes(own.mostSpecific);
  const fromTag =
    fromTags.find((found) => found.confidence === "high") ??
    fromTags.find((found) => beneathOwn(found.tag)) ??
    (inferred === null ? fromTags[0] : undefined);
  if (fromTag) return refinedByName(product, categoryChain([fromTag.tag, ...own.chain], taxonomy).chain, "medium", taxonomy);
  if (inferred === null) {
    return own.mostSpecific === null
      ? { categories: [], category: "", categorySource: null, categoryConfidence: null }
      : { categories: own.chain, category: own.name ?? "", categorySource: "own", categoryConfidence: "high" };
  }
  const chain = categoryChain([inferred.tag], taxonomy);
  return { categories: chain.chain, category: chain.name ?? "", categorySource: "name", categoryConfidence: inferred.confidence };
}

/**
 * A row of its own categories (`confidence`: `high` for its tags, `medium` when one was read from a
 * tag's words), refined by its name when the name names a category beneath the most specific one.
 */
function refinedByName(
  product: { name: string; brand: string; genericName?: string; language?: string },
  chain: readonly string[],
  confidence: "high" | "medium",
  taxonomy: CategoryTaxonomy,
): RowCategories {
  const own = categoryChain(chain, taxonomy);
  const narrower = own.mostSpecific === null ? null : narrowerCategoryFromName(product, taxonomy, own.mostSpecific);
  if (narrower === null) return { categories: own.chain, category: own.name ?? "", categorySource: "own", categoryConfidence: confidence };
  // The own tags stay in the chain, beneath the narrower category the name gives.
  const refined = categoryChain([narrower.tag, ...own.chain], taxonomy);
  return { categories: refined.chain, category: refined.name ?? "", categorySource: "name", categoryConfidence: narrower.confidence };
}
