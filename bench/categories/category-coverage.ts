// Why American products of the shipped catalogue get fewer than three alternatives, seen from their
// categories (docs/categories.md): the deterministic engine (no AI) runs for every American product
// as bench:alternatives does, and each product with fewer than three is put in one group:
// - `no category`: nothing was read from its name or its brand;
// - `no candidates`: its category levels hold no product of a known non-American owner at all (a
//   category that may be too broad or wrong, or a kind the catalogue lacks);
// - `few candidates`: they hold some, of fewer than three brands;
// - `engine`: they hold three brands or more, yet the engine kept fewer (its own filters).
// Prints the counts, the most frequent categories of each group and the names of the products
// without a category; writes every American product's row to bench/results/category-coverage.json.
//   pnpm --filter @productcheck/bench bench:categories
import { writeFileSync } from "node:fs";
import path from "node:path";

import { computeAlternatives, productCategoryLevels } from "@productcheck/api/services/scanned-products/compute-alternatives";
import { productFactsSelect, resolveProductOrigin } from "@productcheck/api/services/scanned-products/product-view";
import { loadCategoryTaxonomy } from "@productcheck/catalogue/category-taxonomy";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";

import { seededDatabase } from "../support/seeded-database";

const HOME_COUNTRY = "SE";
const CONCURRENCY = 8;
const SHOWN = 40;

const database = await seededDatabase();
const { db } = database;
const taxonomy = await loadCategoryTaxonomy();
const owners = await ownershipResolverFor(db);
const products = await db.product.findMany({ select: { ...productFactsSelect, brandKey: true, categorySource: true, description: true }, orderBy: { barcode: "asc" } });
const origins = new Map(products.map((product) => [product.id, resolveProductOrigin(owners, product).origin]));
const american = products.filter((product) => origins.get(product.id)?.isAmerican);

interface Row {
  barcode: string;
  name: string;
  brand: string;
  ownSource: string | null;
  source: string;
  category: string | null;
  levels: string[];
  candidateBrands: number;
  alternatives: number;
  group: string;
}

/** Brands of a known non-American owner, by category tag: the engine's candidates before its own filters. */
async function candidateBrandsByCategory(): Promise<Map<string, Set<string>>> {
  const rows = await db.product.findMany({ select: { id: true, brandKey: true, categories: true } });
  const byCategory = new Map<string, Set<string>>();
  for (const row of rows) {
    const origin = origins.get(row.id);
    if (!origin || origin.isAmerican || origin.hqCountry === null || row.brandKey === "") continue;
    for (const tag of row.categories) {
      const brands = byCategory.get(tag) ?? new Set<string>();
      brands.add(row.brandKey);
      byCategory.set(tag, brands);
    }
  }
  return byCategory;
}

const lists = new Map<number, number>();
for (let start = 0; start < american.length; start += CONCURRENCY) {
  await Promise.all(
    american.slice(start, start + CONCURRENCY).map(async (product) => {
      const { alternatives } = await computeAlternatives({ db, ai: null, taxonomy }, { productId: product.id, homeCountry: HOME_COUNTRY });
      lists.set(product.id, alternatives.length);
    }),
  );
}
// Computing the alternatives stored the categories inferred from the brand; read them after.
const candidates = await candidateBrandsByCategory();
const stored = new Map(
  (await db.product.findMany({ where: { id: { in: american.map((product) => product.id) } }, select: { id: true, categories: true, categorySource: true } })).map(
    (row) => [row.id, row],
  ),
);

const rows: Row[] = american.map((product) => {
  const row = stored.get(product.id);
  const chain = row?.categories ?? [];
  const levels = productCategoryLevels(taxonomy, chain);
  const brands = new Set(levels.flatMap((level) => [...(candidates.get(level.tag) ?? [])]));
  brands.delete(product.brandKey);
  const alternatives = lists.get(product.id) ?? 0;
  const group =
    alternatives >= 3 ? "three or more" : chain.length === 0 ? "no category" : brands.size === 0 ? "no candidates" : brands.size < 3 ? "few candidates" : "engine";
  return {
    barcode: product.barcode,
    name: product.name,
    brand: product.brand,
    ownSource: product.categorySource,
    source: row?.categorySource ?? "none",
    category: chain[0] === undefined ? null : (taxonomy.categories[chain[0]]?.name ?? chain[0]),
    levels: levels.map((level) => level.name),
    candidateBrands: brands.size,
    alternatives,
    group,
  };
});

const count = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

console.info(`${rows.length} American products`);
for (const [group, n] of count(rows, (row) => row.group)) console.info(`  ${group}: ${n}`);
console.info(`sources of the categories of those without their own: ${JSON.stringify(Object.fromEntries(count(rows.filter((row) => row.ownSource !== "own"), (row) => row.source)))}`);
for (const group of ["no candidates", "few candidates", "engine"]) {
  const top = count(rows.filter((row) => row.group === group), (row) => `${row.category} (${row.source})`).slice(0, SHOWN);
  console.info(`\n${group}, most frequent categories:\n${top.map(([category, n]) => `  ${n} ${category}`).join("\n")}`);
}
const unnamed = rows.filter((row) => row.group === "no category");
console.info(`\nno category (${unnamed.length}), first ${SHOWN * 2}:\n${unnamed.slice(0, SHOWN * 2).map((row) => `  ${row.name} — ${row.brand}`).join("\n")}`);

const out = path.join(import.meta.dirname, "../results/category-coverage.json");
writeFileSync(out, `${JSON.stringify(rows, null, 1)}\n`);
console.info(`\nwritten to ${path.relative(process.cwd(), out)}`);
await database.close();
