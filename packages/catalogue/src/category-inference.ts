// The categories a catalogue row is stored with (docs/categories.md, How a category is inferred):
// - its own when any of them is specific (not a department or food group), refined by a tag of its own
//   the taxonomy lacks, or by its name or generic name, when they name a category beneath its most
//   specific one ("Oven-Ready Lasagna" filed as "Pastas"; domain/category-from-name); else led by
//   another of its own categories its name names; else replaced by the kind its name names when its own
//   is wrong or too broad for it ("Kombucha" filed as teas);
// - else the one its own tags the taxonomy lacks or its name say in their place, a category beneath its
//   own read first ("Caramel Corn" filed as "Snacks");
// - else the one of the product line its name names ("Wheat Thins Original" are wheat crackers;
//   domain/category-from-line), when that agrees with its own (too broad) categories;
// - else its own;
// with where they came from and how sure that is. Inference from the brand's other products and the
// AI needs the database and runs later, once per product (packages/api, infer-category.ts).
import { isSpecificCategory } from "@productcheck/domain/alternatives";
import { categoryChain, categoryChildren, categoryDepth, resolveCategoryTag, type CategoryTaxonomy } from "@productcheck/domain/category-chain";
import { categoryFromLine } from "@productcheck/domain/category-from-line";
import { animalFoodFromName, categoryFromName, narrowerCategoryFromName, replacingCategoryFromName } from "@productcheck/domain/category-from-name";

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

/** Pet foods: the roots beneath which a product is food for an animal. */
const PET_FOOD_ROOTS: ReadonlySet<string> = new Set(["en:open-pet-food-facts", "en:pet-food"]);

/**
 * A row's categories from its own tags, else from its name (rules above); a pet food filed for no
 * animal is filed first as the food of the one animal its name or brand says (`animalFood`), which is
 * then `categorySource: name`.
 */
export function rowCategories(
  product: { name: string; brand: string; genericName?: string; language?: string; categories: readonly string[] },
  taxonomy: CategoryTaxonomy,
): RowCategories {
  const animal = animalFood(product, taxonomy);
  if (animal === null) return rowCategoriesOf(product, taxonomy);
  const row = rowCategoriesOf({ ...product, categories: [...product.categories, animal] }, taxonomy);
  return row.categorySource === "own" ? { ...row, categorySource: "name", categoryConfidence: "medium" } : row;
}

/**
 * The food of the one animal a pet food filed for none says it is for (`animalFoodFromName`: "Sheba
 * Perfect Laks" is cat food), as narrow as its own categories allow ("Wet cat food" for a wet pet food),
 * or null.
 */
function animalFood(product: { name: string; brand: string; categories: readonly string[] }, taxonomy: CategoryTaxonomy): string | null {
  const own = categoryChain(product.categories, taxonomy).chain;
  if (!own.some((tag) => PET_FOOD_ROOTS.has(tag)) || Object.keys(taxonomy.animals ?? {}).some((tag) => own.includes(tag))) return null;
  const food = animalFoodFromName(product, taxonomy);
  if (food === null) return null;
  const both = (categoryChildren(taxonomy).get(food) ?? [])
    .filter((tag) => taxonomy.categories[tag]?.parents.some((parent) => parent !== food && own.includes(parent)))
    .sort();
  return both[0] ?? food;
}

function rowCategoriesOf(
  product: { name: string; brand: string; genericName?: string; language?: string; categories: readonly string[] },
  taxonomy: CategoryTaxonomy,
): RowCategories {
  const own = categoryChain(product.categories, taxonomy);
  const beneathOnly = own.mostSpecific !== null && own.chain.some((tag) => READ_BENEATH_ROOTS.has(tag));
  if (own.mostSpecific !== null && hasSpecificCategory(own.chain, taxonomy)) {
    // An unknown tag naming a category beneath its most specific one refines it ("en:blue-cheese-yogurt-dressing").
    const under = own.mostSpecific;
    const fromTag = unknownOwnTags(product.categories, taxonomy)
      .map((tag) => narrowerCategoryFromName(tag, taxonomy, under, { anyLanguage: false }))
      .find((found) => found !== null);
    const chain = fromTag ? categoryChain([fromTag.tag, ...own.chain], taxonomy).chain : own.chain;
    return refinedByName(product, chain, fromTag ? "medium" : "high", taxonomy, !beneathOnly);
  }
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
  if (fromTag) return refinedByName(product, categoryChain([fromTag.tag, ...own.chain], taxonomy).chain, "medium", taxonomy, false);
  if (inferred === null) {
    const line = beneathOnly ? null : lineCategory(product, own.chain, taxonomy);
    if (line !== null) return line;
    return own.mostSpecific === null
      ? { categories: [], category: "", categorySource: null, categoryConfidence: null }
      : { categories: own.chain, category: own.name ?? "", categorySource: "own", categoryConfidence: "high" };
  }
  const chain = categoryChain([inferred.tag], taxonomy);
  return { categories: chain.chain, category: chain.name ?? "", categorySource: "name", categoryConfidence: inferred.confidence };
}

/**
 * The category of the product line its name names (domain/category-from-line, seed/product-lines.json),
 * `categorySource: name`, `medium`, when it lies beneath one of its own (too broad) categories or it
 * has none: "Country Crock" filed under "Spreads" is a margarine; or null.
 */
function lineCategory(product: { name: string; brand: string }, own: readonly string[], taxonomy: CategoryTaxonomy): RowCategories | null {
  const tag = categoryFromLine(product, taxonomy.productLines ?? []);
  if (tag === null) return null;
  const chain = categoryChain([tag], taxonomy);
  if (own.length > 0 && !own.some((category) => chain.chain.includes(category))) return null;
  return { categories: chain.chain, category: chain.name ?? "", categorySource: "name", categoryConfidence: "medium" };
}

/**
 * A row of its own categories (`confidence`: `high` for its tags, `medium` when one was read from a
 * tag's words), refined by its name when the name names a category beneath the most specific one; with
 * `replace`, else led by another of its own categories that its name names (`ledByName`), else
 * replaced by the kind its name names when its own category is wrong or too broad for it
 * (`replacingCategoryFromName`: "Kombucha" filed as teas).
 */
function refinedByName(
  product: { name: string; brand: string; genericName?: string; language?: string },
  chain: readonly string[],
  confidence: "high" | "medium",
  taxonomy: CategoryTaxonomy,
  replace: boolean,
): RowCategories {
  const own = categoryChain(chain, taxonomy);
  const ownRow: RowCategories = { categories: own.chain, category: own.name ?? "", categorySource: "own", categoryConfidence: confidence };
  if (own.mostSpecific === null) return ownRow;
  const narrower = narrowerCategoryFromName(product, taxonomy, own.mostSpecific);
  if (narrower !== null) {
    // The own tags stay in the chain, beneath the narrower category the name gives.
    const refined = categoryChain([narrower.tag, ...own.chain], taxonomy);
    return { categories: refined.chain, category: refined.name ?? "", categorySource: "name", categoryConfidence: narrower.confidence };
  }
  const led = replace ? ledByName(product, own.chain, taxonomy) : null;
  if (led !== null) return led;
  const replacing = replace ? replacingCategoryFromName(product, taxonomy, own.mostSpecific) : null;
  if (replacing === null) return ownRow;
  const replaced = categoryChain([replacing.tag], taxonomy);
  return { categories: replaced.chain, category: replaced.name ?? "", categorySource: "name", categoryConfidence: replacing.confidence };
}

/**
 * Its own categories led by another of them that its name names, as specific as the most specific one
 * ("Synergy Kombucha Cosmic Cranberry" filed as kombuchas and fruit-based beverages is a kombucha), or
 * null.
 */
function ledByName(
  product: { name: string; brand: string; genericName?: string; language?: string },
  chain: readonly string[],
  taxonomy: CategoryTaxonomy,
): RowCategories | null {
  const mostSpecific = chain[0];
  const named = categoryFromName(product, taxonomy);
  if (mostSpecific === undefined || named === null || !chain.includes(named.tag)) return null;
  const depth = categoryDepth(named.tag, taxonomy);
  if (depth < categoryDepth(mostSpecific, taxonomy) || categoryChain([mostSpecific], taxonomy).chain.includes(named.tag)) return null;
  const led = categoryChain([named.tag, ...chain.filter((tag) => categoryDepth(tag, taxonomy) <= depth)], taxonomy);
  return led.mostSpecific === named.tag
    ? { categories: led.chain, category: led.name ?? "", categorySource: "name", categoryConfidence: named.confidence }
    : null;
}
