// For every product of the shipped catalogue: does it resolve to a named HQ country, and is it
// "American", "not American" or unknown? On what evidence (americanBasis: owner, made-in, gs1,
// unknown; the owner found by the brand or by a company the product names) and how sure (certainty:
// confirmed, likely, probable, unknown)? Uses the app's own resolution (resolveProductOrigin with the
// process's ownership resolver). docs/origin.md quotes the figures.
//   pnpm --filter @productcheck/bench bench:origin
import { writeFileSync } from "node:fs";
import path from "node:path";

import { productFactsSelect, resolveProductOrigin } from "@productcheck/api/services/scanned-products/product-view";
import type { AmericanBasis, Certainty } from "@productcheck/domain/origin";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";

import { seededDatabase } from "../support/seeded-database";

const database = await seededDatabase();
const { db } = database;
const products = await db.product.findMany({ select: productFactsSelect, orderBy: { id: "asc" } });

const counts = { products: products.length, namedHq: 0, madeInKnown: 0, american: 0, notAmerican: 0, unknown: 0 };
const byBasis: Record<AmericanBasis, number> = { owner: 0, "made-in": 0, gs1: 0, unknown: 0 };
const byCertainty: Record<Certainty, number> = { confirmed: 0, likely: 0, probable: 0, unknown: 0 };
/** Per basis and certainty: how many products, and how many of them American. */
const verdicts = new Map<string, { products: number; american: number }>();
const ownerFoundBy = { brand: 0, company: 0 };
const hqCountries = new Map<string, number>();
const started = performance.now();
// Timed from the first resolution: the resolver's four queries and build are part of the figure.
const owners = await ownershipResolverFor(db);
for (const product of products) {
  const { origin, match } = resolveProductOrigin(owners, product);
  if (origin.hqCountry) {
    counts.namedHq++;
    hqCountries.set(origin.hqCountry.value, (hqCountries.get(origin.hqCountry.value) ?? 0) + 1);
  }
  if (origin.country) counts.madeInKnown++;
  byBasis[origin.americanBasis]++;
  byCertainty[origin.certainty]++;
  const verdict = `${origin.americanBasis}/${origin.certainty}`;
  const tally = verdicts.get(verdict) ?? { products: 0, american: 0 };
  verdicts.set(verdict, { products: tally.products + 1, american: tally.american + (origin.isAmerican ? 1 : 0) });
  if (match) ownerFoundBy[match.by]++;
  if (origin.americanBasis === "unknown") counts.unknown++;
  else if (origin.isAmerican) counts.american++;
  else counts.notAmerican++;
}
const ms = performance.now() - started;
const share = (value: number) => `${((value / counts.products) * 100).toFixed(1)}%`;
console.info(`${counts.products} catalogue products resolved in ${(ms / 1000).toFixed(1)} s`);
console.info(`  named HQ country:  ${counts.namedHq} (${share(counts.namedHq)})`);
console.info(`  made-in known:     ${counts.madeInKnown} (${share(counts.madeInKnown)})`);
console.info(`  American:          ${counts.american} (${share(counts.american)})`);
console.info(`  not American:      ${counts.notAmerican} (${share(counts.notAmerican)})`);
console.info(`  unknown:           ${counts.unknown} (${share(counts.unknown)})`);
const shares = (counts: Record<string, number>) => Object.entries(counts).map(([key, value]) => `${key} ${value} (${share(value)})`).join(", ");
console.info(`  by basis:          ${shares(byBasis)}`);
console.info(`  by certainty:      ${shares(byCertainty)}`);
console.info(`  owner found by:    ${shares(ownerFoundBy)}`);
for (const [verdict, tally] of [...verdicts].sort((a, b) => b[1].products - a[1].products)) {
  console.info(`    ${verdict.padEnd(20)} ${String(tally.products).padStart(6)} (${share(tally.products)}), American ${tally.american}`);
}
const topHq = [...hqCountries].sort((a, b) => b[1] - a[1]).slice(0, 12);
console.info(`  top HQ countries:  ${topHq.map(([country, count]) => `${country} ${count}`).join(", ")}`);

const out = path.join(import.meta.dirname, "../results/origin.json");
writeFileSync(
  out,
  `${JSON.stringify({ ...counts, byBasis, byCertainty, ownerFoundBy, verdicts: Object.fromEntries(verdicts), topHq: Object.fromEntries(topHq), durationMs: Math.round(ms), measuredAt: new Date().toISOString() }, null, 2)}\n`,
);
console.info(`written to ${path.relative(process.cwd(), out)}`);
await database.close();
