// Open Food Facts' category taxonomy in the compact shape `categoryChain` reads, and the shipped
// compact form of it (seed/categories.json.gz, made by build-category-subset.ts).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { z } from "zod";

import type { CategoryNode, CategoryTaxonomy } from "@productcheck/domain/category-chain";

import { SHIPPED_CATEGORIES_FILE, SHIPPED_CATEGORY_NAMES_FILE, SHIPPED_PRODUCT_LINES_FILE } from "./shipped";

/** One entry of OFF's `categories.full.json` (only the fields we read). */
export interface OffTaxonomyEntry {
  parents?: string[];
  name?: Record<string, string>;
  synonyms?: Record<string, string[]>;
}

export type OffTaxonomy = Record<string, OffTaxonomyEntry>;

/** The file format of the shipped subset: a root has no `parents`. */
export interface CategorySubsetFile {
  about: string;
  /** `names`: OFF's names and synonyms by language, to read a category from a product's name. */
  categories: Record<string, { name: string; parents?: string[]; names?: Record<string, string[]> }>;
  synonyms: Record<string, string>;
}

const ATTRIBUTION =
  "Subset of the Open Food Facts category taxonomy (https://world.openfoodfacts.org), " +
  "Open Database License (ODbL) 1.0; made by packages/catalogue/src/build-category-subset.ts.";

/**
 * The tag OFF derives from a name in a language: "fr" + "Sodas au cola" -> "fr:sodas-au-cola".
 * OFF removes accents for most languages and keeps them for a few, so `keepAccents` gives the other
 * spelling; look both up.
 */
export function offCategoryTag(language: string, name: string, keepAccents = false): string {
  let text = name.toLowerCase().normalize("NFKD");
  if (!keepAccents) text = text.replace(/[\u0300-\u036f]/gu, "");
  const slug = text
    .normalize("NFC")
    .replace(/['’]/gu, "-")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/gu, "");
  return `${language}:${slug}`;
}

function displayName(tag: string, entry: OffTaxonomyEntry): string {
  const language = tag.slice(0, tag.indexOf(":"));
  const name =
    entry.name?.en ??
    entry.synonyms?.en?.[0] ??
    entry.name?.[language] ??
    entry.synonyms?.[language]?.[0] ??
    Object.values(entry.name ?? {})[0];
  if (name) return name;
  const slug = tag.slice(tag.indexOf(":") + 1).replaceAll("-", " ");
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** OFF's names and synonyms of an entry by language, each language's names once, in OFF's order. */
function namesByLanguage(entry: OffTaxonomyEntry): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  const languages = new Set([...Object.keys(entry.name ?? {}), ...Object.keys(entry.synonyms ?? {})]);
  for (const language of [...languages].sort()) {
    const all = [entry.name?.[language], ...(entry.synonyms?.[language] ?? [])].filter((name): name is string => !!name?.trim());
    const unique = [...new Map(all.map((name) => [name.trim().toLowerCase(), name.trim()])).values()];
    if (unique.length > 0) names[language] = unique;
  }
  return names;
}

/**
 * Every tag OFF would accept for a category through its synonyms (in each language, with and without
 * accents), mapped to the category's id. A tag two categories claim is left out.
 */
export function offSynonymIndex(taxonomy: OffTaxonomy): Map<string, string> {
  const index = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const [id, entry] of Object.entries(taxonomy)) {
    for (const [language, names] of Object.entries(entry.synonyms ?? {})) {
      for (const name of names) {
        for (const tag of new Set([offCategoryTag(language, name), offCategoryTag(language, name, true)])) {
          if (tag === id || ambiguous.has(tag)) continue;
          const known = index.get(tag);
          if (known === undefined) index.set(tag, id);
          else if (known !== id) {
            index.delete(tag);
            ambiguous.add(tag);
          }
        }
      }
    }
  }
  return index;
}

/**
 * The compact taxonomy of OFF's full one. With `usedTags`, only those tags (resolved through the
 * synonyms when they are not ids) and all their ancestors are kept, and synonyms only for used tags;
 * without, everything is kept. `allCategories` keeps every category even with `usedTags` (the synonyms
 * stay those of the used tags): a category no product uses can still be read from a name.
 */
export function compactCategoryTaxonomy(
  full: OffTaxonomy,
  usedTags?: Iterable<string>,
  { allCategories = false }: { allCategories?: boolean } = {},
): CategoryTaxonomy {
  const index = offSynonymIndex(full);
  const isId = (tag: string): boolean => Object.hasOwn(full, tag);
  const synonyms: Record<string, string> = {};
  let keep: Set<string>;
  if (usedTags === undefined) {
    keep = new Set(Object.keys(full));
    for (const [tag, id] of index) if (!isId(tag)) synonyms[tag] = id;
  } else {
    keep = new Set();
    const queue: string[] = [];
    for (const raw of usedTags) {
      const tag = raw.trim().toLowerCase();
      const id = isId(tag) ? tag : index.get(tag);
      if (id === undefined) continue;
      if (id !== tag) synonyms[tag] = id;
      if (!keep.has(id)) {
        keep.add(id);
        queue.push(id);
      }
    }
    for (let i = 0; i < queue.length; i++) {
      for (const parent of full[queue[i] as string]?.parents ?? []) {
        if (isId(parent) && !keep.has(parent)) {
          keep.add(parent);
          queue.push(parent);
        }
      }
    }
  }
  if (allCategories) keep = new Set(Object.keys(full));
  const categories: Record<string, CategoryNode> = {};
  for (const tag of [...keep].sort()) {
    const entry = full[tag] ?? {};
    const names = namesByLanguage(entry);
    categories[tag] = {
      parents: (entry.parents ?? []).filter(isId),
      name: displayName(tag, entry),
      ...(Object.keys(names).length > 0 ? { names } : {}),
    };
  }
  return { categories, synonyms: sortedRecord(synonyms) };
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The shipped file's contents for a compact taxonomy: names and parents, roots without a parents list. */
export function categorySubsetFile(taxonomy: CategoryTaxonomy): CategorySubsetFile {
  const categories: CategorySubsetFile["categories"] = {};
  for (const [tag, node] of Object.entries(taxonomy.categories)) {
    categories[tag] = {
      name: node.name,
      ...(node.parents.length > 0 ? { parents: [...node.parents] } : {}),
      ...(node.names ? { names: Object.fromEntries(Object.entries(node.names).map(([language, names]) => [language, [...names]])) } : {}),
    };
  }
  return { about: ATTRIBUTION, categories, synonyms: { ...taxonomy.synonyms } };
}

/** Reads a JSON file, gunzipping it when it starts with the gzip magic bytes. */
export async function readJsonFile(file: string): Promise<unknown> {
  const bytes = await readFile(file);
  const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
  return JSON.parse(text) as unknown;
}

function isSubsetFile(json: unknown): json is CategorySubsetFile {
  return typeof json === "object" && json !== null && "categories" in json && typeof json.categories === "object";
}

const ZNamesByLanguageSchema = z.record(z.string().regex(/^[a-z]{2,3}$/u), z.array(z.string().trim().min(1)));

/**
 * The shipped seed/category-names.json: names to add to categories, names to drop, categories never
 * read from a name, parents to add to categories that Open Food Facts files under one kind only
 * ("Blue cheese yogurt dressings" are yogurt sauces and salad dressings), and the words that say which
 * animal a pet food is for, by the category of its food.
 */
export const ZCategoryNamesFileSchema = z.object({
  about: z.string(),
  add: z.record(z.string(), ZNamesByLanguageSchema),
  remove: z.record(z.string(), ZNamesByLanguageSchema),
  never: z.array(z.string()),
  parents: z.record(z.string(), z.array(z.string())).default({}),
  animals: z.record(z.string(), z.array(z.string().trim().min(1))).optional(),
});
export type TCategoryNamesFile = z.infer<typeof ZCategoryNamesFileSchema>;

/**
 * The taxonomy with the names of `names` (seed/category-names.json, docs/categories.md): its added
 * names read like OFF's own (the first English one its display name when OFF has none in English), its removed names never read, its `never` categories given no name at
 * all (their display name stays), its `parents` added to a category's own, its `animals` kept as the
 * taxonomy's `animals`. Categories the taxonomy does not have are skipped (a taxonomy may
 * be a subset); the shipped file names only categories of the shipped taxonomy (a test checks it).
 */
export function withCategoryNames(taxonomy: CategoryTaxonomy, names: TCategoryNamesFile): CategoryTaxonomy {
  const categories: Record<string, CategoryNode> = { ...taxonomy.categories };
  const edit = (tag: string, change: (names: Record<string, string[]>) => Record<string, string[]>): void => {
    const node = Object.hasOwn(categories, tag) ? categories[tag] : undefined;
    if (!node) return;
    const current = Object.fromEntries(Object.entries(node.names ?? { en: [node.name] }).map(([language, list]) => [language, [...list]]));
    categories[tag] = { ...node, names: change(current) };
  };
  for (const [tag, added] of Object.entries(names.add)) {
    // A category Open Food Facts names in other languages only is shown by its first added English name.
    const node = Object.hasOwn(categories, tag) ? categories[tag] : undefined;
    const english = added.en?.[0];
    if (node && english !== undefined && (node.names?.en ?? []).length === 0 && node.names !== undefined) categories[tag] = { ...node, name: english };
    edit(tag, (current) => {
      for (const [language, list] of Object.entries(added)) {
        const known = current[language] ?? [];
        current[language] = [...known, ...list.filter((name) => !known.some((other) => other.toLowerCase() === name.toLowerCase()))];
      }
      return current;
    });
  }
  for (const [tag, removed] of Object.entries(names.remove)) {
    edit(tag, (current) => {
      for (const [language, list] of Object.entries(removed)) {
        const dropped = new Set(list.map((name) => name.toLowerCase()));
        current[language] = (current[language] ?? []).filter((name) => !dropped.has(name.toLowerCase()));
      }
      return current;
    });
  }
  for (const tag of names.never) edit(tag, () => ({}));
  for (const [tag, parents] of Object.entries(names.parents)) {
    const node = Object.hasOwn(categories, tag) ? categories[tag] : undefined;
    const known = parents.filter((parent) => Object.hasOwn(categories, parent) && !node?.parents.includes(parent));
    if (node && known.length > 0) categories[tag] = { ...node, parents: [...node.parents, ...known] };
  }
  const animals = Object.fromEntries(Object.entries(names.animals ?? {}).filter(([tag]) => Object.hasOwn(categories, tag)));
  return { ...taxonomy, categories, ...(Object.keys(animals).length > 0 ? { animals } : {}) };
}

/** The shipped names file (seed/category-names.json), checked. */
export async function loadCategoryNames(file: string = SHIPPED_CATEGORY_NAMES_FILE): Promise<TCategoryNamesFile> {
  return ZCategoryNamesFileSchema.parse(await readJsonFile(file));
}

/**
 * The shipped product lines file (seed/product-lines.json, docs/categories.md, Product lines): each
 * line's name, its other spellings, the brands it is sold under when its name alone is ambiguous, and
 * its category tag.
 */
export const ZProductLinesFileSchema = z.object({
  about: z.string(),
  lines: z.array(
    z.object({
      name: z.string().trim().min(1),
      spellings: z.array(z.string().trim().min(1)).optional(),
      brands: z.array(z.string().trim().min(1)).optional(),
      category: z.string().regex(/^[a-z]{2,3}:\S+$/u),
    }),
  ),
});
export type TProductLinesFile = z.infer<typeof ZProductLinesFileSchema>;

/** The shipped product lines file (seed/product-lines.json), checked. */
export async function loadProductLines(file: string = SHIPPED_PRODUCT_LINES_FILE): Promise<TProductLinesFile> {
  return ZProductLinesFileSchema.parse(await readJsonFile(file));
}

/** The taxonomy with the product lines of `lines` whose category it has (a taxonomy may be a subset). */
export function withProductLines(taxonomy: CategoryTaxonomy, lines: TProductLinesFile): CategoryTaxonomy {
  const known = lines.lines.filter((line) => Object.hasOwn(taxonomy.categories, line.category));
  return known.length > 0 ? { ...taxonomy, productLines: known } : taxonomy;
}

/** The file named `shipped`'s base name beside `file` (a build copies the seed folder whole), else the shipped one. */
function besideOrShipped(file: string, shipped: string): string {
  const beside = path.join(path.dirname(file), path.basename(shipped));
  return existsSync(beside) ? beside : shipped;
}

/**
 * A category taxonomy from a file: the shipped subset (default), another compact file, or OFF's full
 * `categories.full.json(.gz)`; with the names of a category-names.json merged in (`withCategoryNames`):
 * `names`, else the one beside the taxonomy file, else the shipped one; `names: null` leaves them out;
 * and with the product lines of a product-lines.json (`withProductLines`): `lines`, else the one
 * beside the taxonomy file, else the shipped one; `lines: null` leaves them out.
 */
export async function loadCategoryTaxonomy(
  file: string = SHIPPED_CATEGORIES_FILE,
  { names, lines }: { names?: string | null; lines?: string | null } = {},
): Promise<CategoryTaxonomy> {
  let taxonomy = await readCategoryTaxonomy(file);
  if (names !== null) taxonomy = withCategoryNames(taxonomy, await loadCategoryNames(names ?? besideOrShipped(file, SHIPPED_CATEGORY_NAMES_FILE)));
  if (lines !== null) taxonomy = withProductLines(taxonomy, await loadProductLines(lines ?? besideOrShipped(file, SHIPPED_PRODUCT_LINES_FILE)));
  return taxonomy;
}

async function readCategoryTaxonomy(file: string): Promise<CategoryTaxonomy> {
  const json = await readJsonFile(file);
  if (isSubsetFile(json)) {
    const categories: Record<string, CategoryNode> = {};
    for (const [tag, node] of Object.entries(json.categories)) {
      categories[tag] = { parents: node.parents ?? [], name: node.name, ...(node.names ? { names: node.names } : {}) };
    }
    return { categories, synonyms: json.synonyms ?? {} };
  }
  if (typeof json !== "object" || json === null) throw new Error(`${file} is not a category taxonomy`);
  return compactCategoryTaxonomy(json as OffTaxonomy);
}
