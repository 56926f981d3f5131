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
import { categoryChain, categoryDepth, type CategoryTaxonomy } from "@productcheck/domain/category-chain";
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

/** A row's categories from its own tags, else from its name (rules above). */
export function rowCategories(
  product: { name: string; brand: string; genericName?: string; language?: string; categories: readonly string[] },
  taxonomy: CategoryTaxonomy,
): RowCategories {
  const own = categoryChain(product.categories, taxonomy);
  const ownRow = { categories: own.chain, category: own.name ?? "", categorySource: "own" as const, categoryConfidence: "high" as const };
  if (hasSpecificCategory(own.chain, taxonomy)) {
    const narrower = own.mostSpecific === null ? null : narrowerCategoryFromName(product, taxonomy, own.mostSpecific);
    if (narrower === null) return ownRow;
    // The own tags stay in the chain, beneath the narrower category the name gives.
    const refined = categoryChain([narrower.tag, ...own.chain], taxonomy);
    return { categories: refined.chain, category: refined.name ?? "", categorySource: "name", categoryConfidence: narrower.confidence };
  }
  const beneathOnly = own.chain.some((tag) => READ_BENEATH_ROOTS.has(tag));
  const inferred =
    beneathOnly && own.mostSpecific !== null
      ? narrowerCategoryFromName(product, taxonomy, own.mostSpecific)
      : categoryFromName(product, taxonomy, { under: own.mostSpecific });
  if (inferred === null) {
    return own.mostSpecific === null ? { categories: [], category: "", categorySource: null, categoryConfidence: null } : ownRow;
  }
  const chain = categoryChain([inferred.tag], taxonomy);
  return { categories: chain.chain, category: chain.name ?? "", categorySource: "name", categoryConfidence: inferred.confidence };
}
