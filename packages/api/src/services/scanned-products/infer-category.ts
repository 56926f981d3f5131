/**
 * The categories of a product that has none (or only departments and food groups), inferred once and stored on the product
 * (docs/categories.md, How a category is inferred), strongest first:
 * 1. its name or generic name read with the taxonomy's names in every language, beneath its own
 *    (too broad) categories first, and only beneath them for a pet food or a baby food: "Whiskas pouch
 *    mackerel" is no mackerel (the catalogue import and the storing of Open Food Facts products already
 *    did this; this is the backfill for rows stored before), else the product line its name names
 *    ("Wheat Thins Original": seed/product-lines.json, domain/category-from-line), `rowCategories`;
 * 2. the category of the same brand's other products (with categories of their own or read from
 *    their names) that its name agrees with, else the brand's one kind (domain/category-from-brand),
 *    only beneath one of the product's own (too broad) categories when it has any;
 * 3. with an AI provider, the AI's choice among the taxonomy's categories whose names share a word
 *    with the product's (`AI_SHORTLIST`, plus the brand's), never free text.
 * The result, with where it came from and how sure it is, is written to the product together with
 * `categoryCheckedAt`, so a product is inferred once, not per request. When the AI fails the product
 * stays unchecked, and the next computation of its alternatives asks again.
 */
import { hasSpecificCategory, rowCategories } from "@productcheck/catalogue/category-inference";
import type { Db } from "@productcheck/db/client";
import { categoryChain, type CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { categoryFromBrand } from "@productcheck/domain/category-from-brand";
import { categoryShortlist } from "@productcheck/domain/category-from-name";

import type { AiProvider } from "../shared/ai-provider";

/** At most this many categories go to the AI. */
export const AI_SHORTLIST = 30;
/** At most this many of the brand's other products are read. */
const BRAND_SIBLINGS = 200;

export type CategorySource = "own" | "name" | "brand" | "ai";

export interface ProductCategoryFacts {
  id: number;
  name: string;
  brand: string;
  brandKey: string;
  description: string;
  /** The product's language ("" or absent: unknown): its name is read in it first. */
  language?: string;
  categories: string[];
  categorySource: CategorySource | null;
  categoryCheckedAt: Date | null;
}

export interface InferredCategories {
  categories: string[];
  categorySource: CategorySource | null;
}

interface Inference {
  tag: string;
  source: "name" | "brand" | "ai";
  confidence: "high" | "medium" | "low";
}

/**
 * Whether a category read from the brand's other products lies beneath one of the categories the
 * product has of its own, when it has any the taxonomy knows (departments, too broad to offer
 * alternatives from, but Open Food Facts' word): Welch's "triple fruit treat", filed under "Snacks",
 * is no fruit because the brand's other products are fruits, nor a maple barbecue sauce, filed under
 * "Sauces", a maple syrup. One of them is enough: Open Food Facts files a bologna under "Poultries"
 * and "Pork" too, and it is a sausage.
 */
function withinOwnCategories(tag: string, own: readonly string[], taxonomy: CategoryTaxonomy): boolean {
  const known = own.filter((category) => Object.hasOwn(taxonomy.categories, category));
  const chain = new Set(categoryChain([tag], taxonomy).chain);
  return known.length === 0 || known.some((category) => chain.has(category));
}

async function infer(
  { db, ai, taxonomy }: { db: Db; ai: AiProvider | null; taxonomy: CategoryTaxonomy },
  product: ProductCategoryFacts,
): Promise<{ found: Inference | null; complete: boolean }> {
  const named = { name: product.name, brand: product.brand, genericName: product.description };
  // Read with its own (too broad) categories: beneath them first, and a pet food's or a baby food's name beneath them only.
  const fromName = rowCategories({ ...named, language: product.language ?? "", categories: product.categories }, taxonomy);
  if (fromName.categorySource === "name" && fromName.categories[0] !== undefined) {
    return { found: { tag: fromName.categories[0], source: "name", confidence: fromName.categoryConfidence ?? "medium" }, complete: true };
  }
  const siblings =
    product.brandKey === ""
      ? []
      : await db.product.findMany({
          where: { brandKey: product.brandKey, categorySource: { in: ["own", "name"] }, id: { not: product.id } },
          select: { name: true, categories: true, categorySource: true },
          orderBy: { id: "asc" },
          take: BRAND_SIBLINGS,
        });
  const specificSiblings = siblings
    .filter((sibling) => hasSpecificCategory(sibling.categories, taxonomy))
    .map((sibling) => ({ name: sibling.name, categories: sibling.categories, source: sibling.categorySource === "name" ? ("name" as const) : ("own" as const) }));
  const fromBrand = categoryFromBrand(named, specificSiblings, taxonomy);
  if (fromBrand && withinOwnCategories(fromBrand.tag, product.categories, taxonomy)) {
    return { found: { tag: fromBrand.tag, source: "brand", confidence: fromBrand.confidence }, complete: true };
  }
  if (!ai) return { found: null, complete: true };
  const ids = [...new Set([...categoryShortlist(named, taxonomy, AI_SHORTLIST), ...specificSiblings.flatMap((sibling) => sibling.categories.slice(0, 1))])];
  if (ids.length === 0) return { found: null, complete: true };
  try {
    const chosen = await ai.chooseCategory({
      ...named,
      genericName: product.description,
      categories: ids.map((id) => ({ id, name: taxonomy.categories[id]?.name ?? id })),
    });
    return { found: chosen === null ? null : { tag: chosen, source: "ai", confidence: "low" }, complete: true };
  } catch {
    // The provider reports its own failures; the product is asked about again next time.
    return { found: null, complete: false };
  }
}

/**
 * The product's categories: its stored ones, or, for a product without a specific one that was never
 * checked, the inferred ones in their place (rules at the top of this file), stored.
 */
export async function productCategories(
  deps: { db: Db; ai: AiProvider | null; taxonomy: CategoryTaxonomy },
  product: ProductCategoryFacts,
  now = new Date(),
): Promise<InferredCategories> {
  if (product.categoryCheckedAt !== null || hasSpecificCategory(product.categories, deps.taxonomy)) {
    return { categories: product.categories, categorySource: product.categorySource };
  }
  const { found, complete } = await infer(deps, product);
  const chain = found ? categoryChain([found.tag], deps.taxonomy) : null;
  const data = chain
    ? { categories: chain.chain, category: chain.name ?? "", categorySource: found?.source ?? null, categoryConfidence: found?.confidence ?? null }
    : {};
  if (chain || complete) {
    await deps.db.product.update({
      where: { id: product.id },
      data: { ...data, ...(complete ? { categoryCheckedAt: now } : {}) },
      select: { id: true },
    });
  }
  return chain ? { categories: chain.chain, categorySource: found?.source ?? null } : { categories: product.categories, categorySource: product.categorySource };
}
