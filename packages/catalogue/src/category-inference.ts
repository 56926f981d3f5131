// The categories a catalogue row is stored with (docs/alternatives.md, Products without a category):
// its own when any of them is specific (not a department or food group), else the one its name says
// or generic name (domain/category-from-name) in their place, else its own, with where they came from and how sure
// that is. Inference from the brand's other products and the AI needs the
// database and runs later, once per product (packages/api, infer-category.ts).
import { isSpecificCategory } from "@productcheck/domain/alternatives";
import { categoryChain, categoryDepth, type CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { categoryFromName } from "@productcheck/domain/category-from-name";

export interface RowCategories {
  /** Category tags, most specific first. */
  categories: string[];
  /** English name of the most specific category, or "". */
  category: string;
  categorySource: "own" | "name" | null;
  categoryConfidence: "high" | "medium" | null;
}

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
  if (hasSpecificCategory(own.chain, taxonomy)) return ownRow;
  const inferred = categoryFromName(product, taxonomy);
  if (inferred === null) {
    return own.mostSpecific === null ? { categories: [], category: "", categorySource: null, categoryConfidence: null } : ownRow;
  }
  const chain = categoryChain([inferred.tag], taxonomy);
  return { categories: chain.chain, category: chain.name ?? "", categorySource: "name", categoryConfidence: inferred.confidence };
}
