/**
 * A product's category chain, from its most specific category to the broadest (docs/categories.md, The chain; docs/alternatives.md: the
 * alternatives share the most specific category and fall back to broader ones).
 *
 * Open Food Facts lists a product's categories as tags ("en:hazelnut-spreads", "fr:pates-a-tartiner")
 * in no reliable order, and its category taxonomy links every tag to its parents (a tag may have
 * several). `categoryChain` turns the tags into one ordered list:
 * 1. Each tag is resolved: lower-cased and trimmed; kept when the taxonomy has it; otherwise replaced
 *    by the tag it is a synonym of (`taxonomy.synonyms`, e.g. "en:cookies" -> "en:biscuits",
 *    "fr:sodas-au-cola" -> "en:colas"); otherwise dropped. Tags outside the taxonomy say nothing we can
 *    order, so they are not kept.
 * 2. The resolved tags and every ancestor reachable through parent links form the chain.
 * 3. The chain is sorted by depth, deepest first, where a tag's depth is the length of the longest
 *    parent path from it up to a root (so every tag comes before all of its ancestors). Tags of equal
 *    depth keep the order the product lists them in, and ancestors the product does not list come
 *    after listed tags of the same depth, in the order they were reached (the taxonomy's parent order).
 * 4. A food group (`FOOD_GROUP_CATEGORIES`: "Cereals and their products") is a second way of filing
 *    products, not a narrower kind: when the deepest tags are food groups and the chain holds a kind
 *    of product that is none of their ancestors, the first such kind moves to the front. Lasagna
 *    sheets filed under "Pastas" (depth 2) and "Cereals and their products" (depth 3) are pastas first.
 * The first tag is the most specific category: the deepest kind of product, ties going to the tag the
 * product lists first. Its display name is the taxonomy's English name.
 */
import { FOOD_GROUP_CATEGORIES } from "./alternatives";
import type { ProductLine } from "./category-from-line";

export interface CategoryNode {
  /** Parent tags (broader categories); empty for a root. */
  readonly parents: readonly string[];
  /** English display name (the taxonomy's name in another language when it has no English one). */
  readonly name: string;
  /**
   * Names and synonyms by language as the taxonomy gives them (OFF's `name` and `synonyms`), used to
   * read a category from a product's name (category-from-name.ts); absent, the English `name` alone.
   */
  readonly names?: Readonly<Record<string, readonly string[]>>;
}

export interface CategoryTaxonomy {
  /** Every known category tag and its node. */
  readonly categories: Readonly<Record<string, CategoryNode>>;
  /** Tags that are not ids of the taxonomy but synonyms of one: tag -> the canonical tag. */
  readonly synonyms?: Readonly<Record<string, string>>;
  /**
   * Words that say which animal a pet food is for, by the category of that animal's food: the
   * animal's names and the brands that feed that animal only ("en:cat-food": "kitten", "Whiskas"),
   * read anywhere in a pet food's name or brand (category-from-name.ts, `animalFoodFromName`).
   */
  readonly animals?: Readonly<Record<string, readonly string[]>>;
  /**
   * Product lines whose name is a trademark, not a kind ("Wheat Thins"), with their category
   * (category-from-line.ts, seed/product-lines.json).
   */
  readonly productLines?: readonly ProductLine[];
}

export interface CategoryChain {
  /** Category tags from the most specific to the broadest; empty when no tag is known. */
  chain: string[];
  /** The first tag of the chain, or null. */
  mostSpecific: string | null;
  /** English display name of the most specific category, or null. */
  name: string | null;
}

/** Depths computed per taxonomy object, so importing millions of products walks each tag once. */
const depthCache = new WeakMap<CategoryTaxonomy, Map<string, number>>();

function nodeOf(taxonomy: CategoryTaxonomy, tag: string): CategoryNode | undefined {
  return Object.hasOwn(taxonomy.categories, tag) ? taxonomy.categories[tag] : undefined;
}

/**
 * The canonical taxonomy tag for `tag` (trimmed, lower-cased, synonyms followed), or null when the
 * taxonomy does not know it.
 */
export function resolveCategoryTag(tag: string, taxonomy: CategoryTaxonomy): string | null {
  const cleaned = tag.trim().toLowerCase();
  if (cleaned === "") return null;
  if (nodeOf(taxonomy, cleaned)) return cleaned;
  const synonyms = taxonomy.synonyms;
  const canonical = synonyms && Object.hasOwn(synonyms, cleaned) ? synonyms[cleaned] : undefined;
  return canonical !== undefined && nodeOf(taxonomy, canonical) ? canonical : null;
}

const childrenCache = new WeakMap<CategoryTaxonomy, ReadonlyMap<string, readonly string[]>>();

/** Each category's children (the categories naming it as a parent), indexed once per taxonomy object. */
export function categoryChildren(taxonomy: CategoryTaxonomy): ReadonlyMap<string, readonly string[]> {
  let index = childrenCache.get(taxonomy);
  if (index === undefined) {
    const children = new Map<string, string[]>();
    for (const [tag, node] of Object.entries(taxonomy.categories)) {
      for (const parent of node.parents) {
        const siblings = children.get(parent);
        if (siblings) siblings.push(tag);
        else children.set(parent, [tag]);
      }
    }
    index = children;
    childrenCache.set(taxonomy, index);
  }
  return index;
}

/**
 * Length of the longest parent path from `tag` to a root (a root has depth 0). Unknown parents are
 * ignored; a parent cycle (not present in OFF's taxonomy, but data is data) is cut where it closes.
 */
export function categoryDepth(tag: string, taxonomy: CategoryTaxonomy): number {
  let cache = depthCache.get(taxonomy);
  if (!cache) {
    cache = new Map();
    depthCache.set(taxonomy, cache);
  }
  return cache.get(tag) ?? computeDepth(tag, taxonomy, cache, new Set());
}

function computeDepth(tag: string, taxonomy: CategoryTaxonomy, cache: Map<string, number>, visiting: Set<string>): number {
  const cached = cache.get(tag);
  if (cached !== undefined) return cached;
  if (visiting.has(tag)) return 0;
  visiting.add(tag);
  let result = 0;
  for (const parent of nodeOf(taxonomy, tag)?.parents ?? []) {
    if (nodeOf(taxonomy, parent)) result = Math.max(result, computeDepth(parent, taxonomy, cache, visiting) + 1);
  }
  visiting.delete(tag);
  cache.set(tag, result);
  return result;
}

/** Whether `ancestor` is reachable from `tag` through parent links. */
function isAncestor(ancestor: string, tag: string, taxonomy: CategoryTaxonomy): boolean {
  const queue = [tag];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    for (const parent of nodeOf(taxonomy, queue[i] as string)?.parents ?? []) {
      if (parent === ancestor) return true;
      if (!seen.has(parent)) {
        seen.add(parent);
        queue.push(parent);
      }
    }
  }
  return false;
}

/**
 * A depth-ordered chain whose first tags are food groups, with the first kind of product that is no
 * ancestor of them moved in front of them (rule 4 at the top); unchanged otherwise.
 */
function kindFirst(chain: string[], taxonomy: CategoryTaxonomy): string[] {
  const groups = chain.findIndex((tag) => !FOOD_GROUP_CATEGORIES.has(tag));
  if (groups <= 0) return chain;
  const leading = chain.slice(0, groups);
  const kind = chain.findIndex((tag, i) => i >= groups && !FOOD_GROUP_CATEGORIES.has(tag) && !leading.some((group) => isAncestor(tag, group, taxonomy)));
  if (kind < 0) return chain;
  return [chain[kind] as string, ...chain.filter((_, i) => i !== kind)];
}

/** The chain of `tags` in `taxonomy` (see the rules at the top of this file). */
export function categoryChain(tags: readonly string[], taxonomy: CategoryTaxonomy): CategoryChain {
  // Discovery order: listed tags first (in the product's order), then ancestors breadth-first.
  const order = new Map<string, number>();
  const queue: string[] = [];
  for (const tag of tags) {
    const resolved = resolveCategoryTag(tag, taxonomy);
    if (resolved !== null && !order.has(resolved)) {
      order.set(resolved, order.size);
      queue.push(resolved);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    for (const parent of nodeOf(taxonomy, queue[i] as string)?.parents ?? []) {
      if (!order.has(parent) && nodeOf(taxonomy, parent)) {
        order.set(parent, order.size);
        queue.push(parent);
      }
    }
  }

  // Deepest first; listed tags got the lower ranks, so equal depths put them before unlisted ancestors.
  const keyed = [...order].map(([tag, rank]) => ({ tag, rank, depth: categoryDepth(tag, taxonomy) }));
  keyed.sort((a, b) => b.depth - a.depth || a.rank - b.rank);
  const chain = kindFirst(
    keyed.map((entry) => entry.tag),
    taxonomy,
  );
  const mostSpecific = chain[0] ?? null;
  return { chain, mostSpecific, name: mostSpecific === null ? null : (nodeOf(taxonomy, mostSpecific)?.name ?? null) };
}
