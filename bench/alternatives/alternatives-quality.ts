// Alternatives quality on the shipped catalogue: for every American product (the app's own rule,
// resolveProductOrigin), the deterministic engine's alternatives for a Swedish shopper, as the API
// computes them (computeAlternatives, no AI). Reports how many American products get at least one
// alternative and at least three, and how many of those get alternatives that all share the
// product's most specific category (no step up the category chain was needed; for a product without
// categories, the category its name gives).
//   pnpm --filter @productcheck/bench bench:alternatives
import { writeFileSync } from "node:fs";
import path from "node:path";

import { computeAlternatives } from "@productcheck/api/services/scanned-products/compute-alternatives";
import { productFactsSelect, resolveProductOrigin } from "@productcheck/api/services/scanned-products/product-view";
import { loadCategoryTaxonomy } from "@productcheck/catalogue/category-taxonomy";
import { categoryFromName } from "@productcheck/domain/category-from-name";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";

import { seededDatabase } from "../support/seeded-database";
import { summarize } from "../support/stats";

const HOME_COUNTRY = "SE";
const CONCURRENCY = 8;

const database = await seededDatabase();
const { db } = database;
const taxonomy = await loadCategoryTaxonomy();
const products = await db.product.findMany({ select: { ...productFactsSelect, categories: true }, orderBy: { id: "asc" } });

const owners = await ownershipResolverFor(db);
const american = products.filter((product) => resolveProductOrigin(owners, product).origin.isAmerican);

const categoryName = (tag: string | undefined) => (tag === undefined ? null : (taxonomy.categories[tag]?.name ?? null));

const counts = {
  americanProducts: american.length,
  withCategory: 0,
  /** Of those without a category: a category read from the name (domain/category-from-name). */
  categoryReadFromName: 0,
  atLeastOne: 0,
  atLeastThree: 0,
  five: 0,
  atLeastOneWithCategory: 0,
  atLeastThreeWithCategory: 0,
  atLeastOneWithoutCategory: 0,
  allShareMostSpecific: 0,
};
let alternativesTotal = 0;
let alternativesInMostSpecific = 0;
const durations: number[] = [];
const examples: { product: string; alternatives: string[] }[] = [];
const started = performance.now();
for (let start = 0; start < american.length; start += CONCURRENCY) {
  const batch = american.slice(start, start + CONCURRENCY);
  const results = await Promise.all(
    batch.map(async (product) => {
      const t0 = performance.now();
      const { alternatives } = await computeAlternatives({ db, ai: null, taxonomy }, { productId: product.id, homeCountry: HOME_COUNTRY });
      durations.push(performance.now() - t0);
      return { product, alternatives };
    }),
  );
  for (const { product, alternatives } of results) {
    const categorised = product.categories.length > 0;
    const readFromName = categorised ? null : categoryFromName(product.name, product.brand, taxonomy);
    if (categorised) counts.withCategory++;
    if (readFromName) counts.categoryReadFromName++;
    if (alternatives.length >= 1) counts.atLeastOne++;
    if (alternatives.length >= 3) counts.atLeastThree++;
    if (alternatives.length >= 5) counts.five++;
    if (categorised && alternatives.length >= 1) counts.atLeastOneWithCategory++;
    if (categorised && alternatives.length >= 3) counts.atLeastThreeWithCategory++;
    if (!categorised && alternatives.length >= 1) counts.atLeastOneWithoutCategory++;
    const mostSpecific = categoryName(product.categories[0] ?? readFromName ?? undefined);
    const inMostSpecific = alternatives.filter((alternative) => alternative.sharedCategory === mostSpecific).length;
    alternativesTotal += alternatives.length;
    alternativesInMostSpecific += inMostSpecific;
    if (alternatives.length > 0 && inMostSpecific === alternatives.length) counts.allShareMostSpecific++;
    if (examples.length < 8 && alternatives.length >= 3 && product.id % 7 === 0) {
      examples.push({
        product: `${product.name} (${product.brand}, ${product.category})`,
        alternatives: alternatives.map((alternative) => `${alternative.name} (${alternative.brand}) — ${alternative.difference}`),
      });
    }
  }
}
const ms = performance.now() - started;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const figures = {
  homeCountry: HOME_COUNTRY,
  ...counts,
  atLeastOnePercent: percent(counts.atLeastOne, counts.americanProducts),
  atLeastThreePercent: percent(counts.atLeastThree, counts.americanProducts),
  atLeastOnePercentOfCategorised: percent(counts.atLeastOneWithCategory, counts.withCategory),
  atLeastThreePercentOfCategorised: percent(counts.atLeastThreeWithCategory, counts.withCategory),
  /** Of the products with alternatives: all of them share the product's most specific category. */
  allShareMostSpecificPercent: percent(counts.allShareMostSpecific, counts.atLeastOne),
  /** Of all alternatives offered: the share in the product's most specific category. */
  alternativesInMostSpecificPercent: percent(alternativesInMostSpecific, alternativesTotal),
  alternativesTotal,
  msPerProduct: summarize(durations),
  durationMs: Math.round(ms),
  measuredAt: new Date().toISOString(),
  examples,
};

console.info(
  `${counts.americanProducts} American products (${counts.withCategory} with a category; of the others, ${counts.categoryReadFromName} named one), alternatives for a shopper in ${HOME_COUNTRY}:`,
);
console.info(`  ≥ 1 alternative:  ${counts.atLeastOne} (${figures.atLeastOnePercent}% of all, ${figures.atLeastOnePercentOfCategorised}% of those with a category)`);
console.info(`  ≥ 3 alternatives: ${counts.atLeastThree} (${figures.atLeastThreePercent}% of all, ${figures.atLeastThreePercentOfCategorised}% of those with a category)`);
console.info(`  5 alternatives:   ${counts.five}`);
console.info(`  without a category, ≥ 1 alternative through the name: ${counts.atLeastOneWithoutCategory}`);
console.info(`  all alternatives in the most specific category: ${counts.allShareMostSpecific} (${figures.allShareMostSpecificPercent}% of those with any)`);
console.info(`  alternatives in the most specific category:     ${figures.alternativesInMostSpecificPercent}% of ${alternativesTotal}`);
console.info(`  time per product: p50 ${figures.msPerProduct.p50} ms, p95 ${figures.msPerProduct.p95} ms (${(ms / 1000).toFixed(1)} s in all)`);
for (const example of examples.slice(0, 3)) {
  console.info(`  e.g. ${example.product}\n    ${example.alternatives.join("\n    ")}`);
}

const out = path.join(import.meta.dirname, "../results/alternatives.json");
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.info(`written to ${path.relative(process.cwd(), out)}`);
await database.close();
