// For every product of the shipped catalogue: does it resolve to a named HQ country, and is it
// "American", "not American" or unknown? Uses the app's own resolution (resolveProductOrigin with the
// process's ownership resolver).
//   pnpm --filter @productcheck/bench bench:origin
import { writeFileSync } from "node:fs";
import path from "node:path";

import { productFactsSelect, resolveProductOrigin } from "@productcheck/api/services/scanned-products/product-view";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";

import { seededDatabase } from "../support/seeded-database";

const database = await seededDatabase();
const { db } = database;
const products = await db.product.findMany({ select: productFactsSelect, orderBy: { id: "asc" } });

const counts = { products: products.length, namedHq: 0, madeInKnown: 0, american: 0, notAmerican: 0, unknown: 0 };
const byBasis = { owner: 0, "made-in": 0, unknown: 0 };
const hqCountries = new Map<string, number>();
const started = performance.now();
// Timed from the first resolution: the resolver's four queries and build are part of the figure.
const owners = await ownershipResolverFor(db);
for (const product of products) {
  const { origin } = resolveProductOrigin(owners, product);
  if (origin.hqCountry) {
    counts.namedHq++;
    hqCountries.set(origin.hqCountry.value, (hqCountries.get(origin.hqCountry.value) ?? 0) + 1);
  }
  if (origin.country) counts.madeInKnown++;
  byBasis[origin.americanBasis]++;
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
const topHq = [...hqCountries].sort((a, b) => b[1] - a[1]).slice(0, 12);
console.info(`  top HQ countries:  ${topHq.map(([country, count]) => `${country} ${count}`).join(", ")}`);

const out = path.join(import.meta.dirname, "../results/origin.json");
writeFileSync(
  out,
  `${JSON.stringify({ ...counts, byBasis, topHq: Object.fromEntries(topHq), durationMs: Math.round(ms), measuredAt: new Date().toISOString() }, null, 2)}\n`,
);
console.info(`written to ${path.relative(process.cwd(), out)}`);
await database.close();
