// Alternatives quality on the shipped catalogue: for every American product (the app's own rule,
// resolveProductOrigin), the deterministic engine's alternatives for a Swedish shopper, as the API
// computes them (computeAlternatives, no AI). Reports, for all American products and separately for
// those with and without categories of their own: the share with at least one and at least three
// alternatives, the share of alternatives in the product's most specific category and in the next
// one up, and where the categories of the others came from. Also writes a sample of 50 American
// products picked at random (seeded) with their lists, for judging by hand (README, "Alternatives quality").
// For each product with fewer than three, it says why (`shortReason`); `--explain FILE` lists them (with, last, a few
// of the candidates the main check turned away, "name — brand [category]"), and
// `--lists FILE` writes every American product's list (a line each, to compare two engines with diff).
//   pnpm bench:alternatives [--label before] [--explain short.tsv] [--lists lists.tsv]
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import {
  computeAlternatives,
  gatherCandidates,
  productCategoryLevels,
} from "@productcheck/api/services/scanned-products/compute-alternatives";
import { productFactsSelect, resolveProductOrigin } from "@productcheck/api/services/scanned-products/product-view";
import { loadCategoryTaxonomy } from "@productcheck/catalogue/category-taxonomy";
import { candidateRejection, isNonAmericanAlternative, type Rejection } from "@productcheck/domain/alternatives";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";

import { seededDatabase } from "../support/seeded-database";
import { summarize } from "../support/stats";

const HOME_COUNTRY = "SE";
const CONCURRENCY = 8;
const SAMPLE_SIZE = 50;
const SAMPLE_SEED = 15;

const { values } = parseArgs({ options: { label: { type: "string" }, explain: { type: "string" }, lists: { type: "string" } } });
const SHORT = 3;
const suffix = values.label ? `-${values.label}` : "";

const database = await seededDatabase();
const { db } = database;
const taxonomy = await loadCategoryTaxonomy();
const products = await db.product.findMany({ select: { ...productFactsSelect, categorySource: true }, orderBy: { barcode: "asc" } });

const owners = await ownershipResolverFor(db);
const american = products.filter((product) => resolveProductOrigin(owners, product).origin.isAmerican);

type Product = (typeof american)[number];
type Alternative = Awaited<ReturnType<typeof computeAlternatives>>["alternatives"][number];

/** The product's categories after computing its alternatives (inferred ones stored then), and where they came from. */
async function categoriesOf(product: Product): Promise<{ chain: string[]; source: string }> {
  const row = await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { categories: true, categorySource: true } });
  return { chain: row.categories, source: row.categorySource ?? "none" };
}

/** The names of the product's most specific level and of the next ones up, as the engine searches them. */
function levelNames(chain: readonly string[]): [string | null, string[]] {
  const levels = productCategoryLevels(taxonomy, chain);
  return [levels[0]?.name ?? null, levels.slice(1).map((level) => level.name)];
}

/**
 * Why a product got fewer than `SHORT` alternatives: it has no searchable category; its levels hold
 * fewer than `SHORT` brands with a known non-American owner (other than its own); or the check that
 * turned away most of the brands that had one (a brand counts once, for its first product's reason).
 */
type ShortReason = "no category" | "fewer than 3 non-US brands in its levels" | `dropped: ${Rejection}`;

/** How many of the candidates turned away for the main reason `--explain` names, to read why. */
const DROPPED_EXAMPLES = 5;

async function shortReason(product: Product): Promise<{ reason: ShortReason; levels: string[]; brands: string[]; dropped: string[] }> {
  const gathered = await gatherCandidates({ db, ai: null, taxonomy }, { productId: product.id, homeCountry: HOME_COUNTRY, enough: SHORT });
  if (!gathered || gathered.levels.length === 0) return { reason: "no category", levels: [], brands: [], dropped: [] };
  const input = { ...gathered, homeCountry: HOME_COUNTRY };
  const levels = gathered.levels.map((level) => level.name);
  const byBrand = new Map<string, Rejection | null>();
  const droppedBy = new Map<Rejection, string[]>();
  for (const candidate of gathered.candidates) {
    const rejection = candidateRejection(candidate, input);
    if (rejection === "same-brand" || (rejection === "owner" && !isNonAmericanAlternative(candidate))) continue;
    const key = candidate.brandKey.replaceAll(" ", "") || `#${candidate.id}`;
    if (!byBrand.has(key) || rejection === null) byBrand.set(key, rejection);
    if (rejection !== null) droppedBy.set(rejection, [...(droppedBy.get(rejection) ?? []), `${candidate.name} — ${candidate.brand} [${candidate.category}]`]);
  }
  const brands = [...byBrand.keys()];
  if (byBrand.size < SHORT) return { reason: "fewer than 3 non-US brands in its levels", levels, brands, dropped: [] };
  const counts = new Map<Rejection, number>();
  for (const rejection of byBrand.values()) if (rejection !== null) counts.set(rejection, (counts.get(rejection) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!top) return { reason: "fewer than 3 non-US brands in its levels", levels, brands, dropped: [] };
  return { reason: `dropped: ${top[0]}`, levels, brands, dropped: (droppedBy.get(top[0]) ?? []).slice(0, DROPPED_EXAMPLES) };
}

interface Group {
  products: number;
  atLeastOne: number;
  atLeastThree: number;
  alternatives: number;
  inMostSpecific: number;
  inNextUp: number;
}
const group = (): Group => ({ products: 0, atLeastOne: 0, atLeastThree: 0, alternatives: 0, inMostSpecific: 0, inNextUp: 0 });
const groups = { all: group(), withOwnCategories: group(), withoutOwnCategories: group() };
const categorySources: Record<string, number> = {};
/** Of the products with fewer than `SHORT` alternatives: why (`shortReason`). */
const shortReasons: Record<string, number> = {};
const shortLines: string[] = [];

const durations: number[] = [];
const lists = new Map<number, Alternative[]>();
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
    lists.set(product.id, alternatives);
    if (alternatives.length < SHORT) {
      const { reason, levels, brands, dropped } = await shortReason(product);
      shortReasons[reason] = (shortReasons[reason] ?? 0) + 1;
      const line = [reason, product.barcode, `${product.name} — ${product.brand}`, levels.join(" > "), alternatives.length, brands.join(", "), dropped.join(" | ")];
      shortLines.push(line.join("\t"));
    }
    const { chain, source } = await categoriesOf(product);
    const own = product.categorySource === "own";
    if (!own) categorySources[source] = (categorySources[source] ?? 0) + 1;
    const [mostSpecific, nextUp] = levelNames(chain);
    for (const entry of [groups.all, own ? groups.withOwnCategories : groups.withoutOwnCategories]) {
      entry.products++;
      if (alternatives.length >= 1) entry.atLeastOne++;
      if (alternatives.length >= 3) entry.atLeastThree++;
      entry.alternatives += alternatives.length;
      entry.inMostSpecific += alternatives.filter((alternative) => alternative.sharedCategory === mostSpecific).length;
      entry.inNextUp += alternatives.filter((alternative) => nextUp.includes(alternative.sharedCategory)).length;
    }
  }
}
const ms = performance.now() - started;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const shares = (entry: Group) => ({
  ...entry,
  atLeastOnePercent: percent(entry.atLeastOne, entry.products),
  atLeastThreePercent: percent(entry.atLeastThree, entry.products),
  inMostSpecificPercent: percent(entry.inMostSpecific, entry.alternatives),
  inMostSpecificOrNextUpPercent: percent(entry.inMostSpecific + entry.inNextUp, entry.alternatives),
});

// Each product's place in the draw comes from its own barcode and the seed, so a product entering or leaving the
// American set (a registry edit) changes the sample by at most that product, and the same products can be judged again.
const drawOf = (product: Product) => createHash("sha256").update(`${SAMPLE_SEED}:${product.barcode}`).digest("hex");
const pool = [...american].sort((a, b) => (drawOf(a) < drawOf(b) ? -1 : 1));
const sample = [];
for (const product of pool.slice(0, SAMPLE_SIZE)) {
  const { chain, source } = await categoriesOf(product);
  sample.push({
    barcode: product.barcode,
    name: product.name,
    brand: product.brand,
    quantity: product.quantity,
    category: chain[0] === undefined ? null : (taxonomy.categories[chain[0]]?.name ?? chain[0]),
    categorySource: source,
    alternatives: (lists.get(product.id) ?? []).map((alternative) => ({
      name: alternative.name,
      brand: alternative.brand,
      sharedCategory: alternative.sharedCategory,
      difference: alternative.difference,
    })),
  });
}
const sampleLines = [
  `# Alternatives sample${values.label ? ` (${values.label})` : ""}`,
  "",
  `${SAMPLE_SIZE} American products of the shipped catalogue picked at random (seed ${SAMPLE_SEED}: the 50 whose SHA-256 of "seed:barcode" is smallest), with the engine's list for a shopper in ${HOME_COUNTRY}. Written by bench/alternatives/alternatives-quality.ts.`,
  "",
  ...sample.flatMap((entry, index) => [
    `## ${index + 1}. ${entry.name} — ${entry.brand} (${entry.barcode})`,
    "",
    `Size ${entry.quantity || "unknown"} · category ${entry.category ?? "none"} (${entry.categorySource})`,
    "",
    ...(entry.alternatives.length === 0
      ? ["- no alternatives"]
      : entry.alternatives.map((alternative) => `- ${alternative.name} — ${alternative.brand} [${alternative.sharedCategory}] ${alternative.difference}`)),
    "",
  ]),
];
writeFileSync(path.join(import.meta.dirname, `sample${suffix}.md`), sampleLines.join("\n"));

const figures = {
  homeCountry: HOME_COUNTRY,
  all: shares(groups.all),
  withOwnCategories: shares(groups.withOwnCategories),
  withoutOwnCategories: shares(groups.withoutOwnCategories),
  /** Of the products without categories of their own: where the category they got came from ("none": no category). */
  categorySources,
  shortReasons,
  msPerProduct: summarize(durations),
  durationMs: Math.round(ms),
  measuredAt: new Date().toISOString(),
};

const line = (label: string, entry: ReturnType<typeof shares>) =>
  `  ${label}: ${entry.products} products, ≥ 1: ${entry.atLeastOnePercent}%, ≥ 3: ${entry.atLeastThreePercent}%, ` +
  `${entry.alternatives} alternatives, in the most specific category ${entry.inMostSpecificPercent}%, or the next one up ${entry.inMostSpecificOrNextUpPercent}%`;
console.info(`American products, alternatives for a shopper in ${HOME_COUNTRY}:`);
console.info(line("all", figures.all));
console.info(line("with categories of their own", figures.withOwnCategories));
console.info(line("without", figures.withoutOwnCategories));
console.info(`  categories of those without: ${JSON.stringify(categorySources)}`);
console.info(`  fewer than ${SHORT} alternatives, why: ${JSON.stringify(shortReasons)}`);
console.info(`  time per product: p50 ${figures.msPerProduct.p50} ms, p95 ${figures.msPerProduct.p95} ms (${(ms / 1000).toFixed(1)} s in all)`);

if (values.explain) writeFileSync(values.explain, `${shortLines.sort().join("\n")}\n`);
if (values.lists) {
  const listLines = american.map((product) => {
    const names = (lists.get(product.id) ?? []).map((alternative) => `${alternative.name} — ${alternative.brand}`);
    return `${product.barcode}\t${product.name} — ${product.brand}\t${names.join(" | ")}`;
  });
  writeFileSync(values.lists, `${listLines.sort().join("\n")}\n`);
}
const out = path.join(import.meta.dirname, `../results/alternatives${suffix}.json`);
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.info(`written to ${path.relative(process.cwd(), out)} and bench/alternatives/sample${suffix}.md`);
await database.close();
