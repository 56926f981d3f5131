// The categories a catalogue row is stored with (docs/alternatives.md, Products without a category):
// its own when it has any, else the one its name says (domain/category-from-name), with where they
// came from and how sure that is. Inference from the brand's other products and the AI needs the
// database and runs later, once per product (packages/api, infer-category.ts).
import type { CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { categoryChain } from "@productcheck/domain/category-chain";
import { categoryFromName } from "@productcheck/domain/category-from-name";

export interface RowCategories {
  /** Category tags, most specific first. */
  categories: string[];
  /** English name of the most specific category, or "". */
  category: string;
  categorySource: "own" | "name" | null;
  categoryConfidence: "high" | "medium" | null;
}

/** A row's categories from its own tags, else from its name (rules above). */
export function rowCategories(
  product: { name: string; brand: string; genericName?: string; categories: readonly string[] },
  taxonomy: CategoryTaxonomy,
): RowCategories {
  const own = categoryChain(product.categories, taxonomy);
  if (own.mostSpecific !== null) {
    return { categories: own.chain, category: own.name ?? "", categorySource: "own", categoryConfidence: "high" };
  }
  const inferred = categoryFromName(product, taxonomy);
  if (inferred === null) return { categories: [], category: "", categorySource: null, categoryConfidence: null };
  const chain = categoryChain([inferred.tag], taxonomy);
  return { categories: chain.chain, category: chain.name ?? "", categorySource: "name", categoryConfidence: inferred.confidence };
}
