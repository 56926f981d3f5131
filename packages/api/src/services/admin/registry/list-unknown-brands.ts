import type { Db } from "@productcheck/db/client";
import { marketRegionsOf } from "@productcheck/domain/market-region";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TUnknownBrandsResponse } from "@productcheck/validators/brand-locations";

import { countsByKey } from "./registry-counts";

/** At most this many unknown brands are listed. */
export const UNKNOWN_BRANDS_LIMIT = 50;

const AI_OUTCOMES = ["unknown", "failed", "rejected"] as const;
type AiOutcome = (typeof AI_OUTCOMES)[number];
const isAiOutcome = (outcome: string): outcome is AiOutcome => (AI_OUTCOMES as readonly string[]).includes(outcome);

interface Group {
  key: string;
  scans: number;
  spellings: Map<string, number>;
  hints: Map<string, number>;
  example: { barcode: string; name: string; scans: number };
}

/** The most frequent entry ("" when there is none); ties go to the first seen. */
function mostCommon(counts: ReadonlyMap<string, number>): string {
  let best = "";
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

const bump = (counts: Map<string, number>, value: string, by: number) => {
  if (value !== "") counts.set(value, (counts.get(value) ?? 0) + by);
};

/**
 * The brands of scanned products that the registry gives no owner for (docs/admin.md, Brand Locations:
 * unknown brands): the scanned products in one query, resolved in memory as every view resolves them
 * (brand, brand owner, manufacturer, with the barcode's market region and the categories), grouped by
 * brand key, most scanned first; then the catalogue's product counts and the AI's outcomes for the
 * brands listed.
 */
export async function listUnknownBrands({ db }: { db: Db }): Promise<TUnknownBrandsResponse> {
  const [scanned, owners] = await Promise.all([
    db.$queryRaw<
      { barcode: string; name: string; brand: string; brandKey: string; brandOwner: string; manufacturer: string; categories: string[]; countriesSold: string[]; scans: number }[]
    >`
      SELECT p.barcode, p.name, p.brand, p."brandKey", p."brandOwner", p.manufacturer, p.categories, p."countriesSold", s."count" AS scans
      FROM "ScanProductCount" s
      JOIN "Product" p ON p.id = s."productId"
      WHERE s."count" > 0 AND p."brandKey" <> ''`,
    ownershipResolverFor(db),
  ]);
  const groups = new Map<string, Group>();
  for (const product of scanned) {
    const { chain } = owners.resolve([product.brand, product.brandOwner, product.manufacturer], marketRegionsOf(product.barcode, product.countriesSold), product.categories);
    if (chain.length > 0) continue;
    let group = groups.get(product.brandKey);
    if (!group) {
      group = { key: product.brandKey, scans: 0, spellings: new Map(), hints: new Map(), example: { ...product, scans: -1 } };
      groups.set(product.brandKey, group);
    }
    group.scans += product.scans;
    bump(group.spellings, product.brand, product.scans);
    bump(group.hints, product.brandOwner.trim() || product.manufacturer.trim(), 1);
    if (product.scans > group.example.scans) group.example = { barcode: product.barcode, name: product.name, scans: product.scans };
  }
  const top = [...groups.values()].sort((a, b) => b.scans - a.scans || a.key.localeCompare(b.key)).slice(0, UNKNOWN_BRANDS_LIMIT);
  const keys = top.map((group) => group.key);
  const [counts, proposals] = await Promise.all([
    countsByKey(db, keys),
    db.brandProposal.findMany({ where: { brandKey: { in: keys } }, select: { brandKey: true, outcome: true } }),
  ]);
  const outcomeOf = new Map(proposals.map((proposal) => [proposal.brandKey, proposal.outcome]));
  return {
    brands: top.map((group) => {
      const outcome = outcomeOf.get(group.key);
      return {
        brand: mostCommon(group.spellings) || group.key,
        brandKey: group.key,
        scanCount: group.scans,
        productCount: counts.get(group.key)?.products ?? 0,
        exampleBarcode: group.example.barcode,
        exampleName: group.example.name,
        ownerHint: mostCommon(group.hints),
        aiOutcome: outcome !== undefined && isAiOutcome(outcome) ? outcome : null,
      };
    }),
  };
}
