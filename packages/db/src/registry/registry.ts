import { brandKey } from "@productcheck/domain/brand-key";
import { isMarketRegion } from "@productcheck/domain/market-region";

import { brands as catalogueBrands1 } from "./brands-catalogue-1";
import { brands as catalogueBrands2 } from "./brands-catalogue-2";
import { brands as wellKnownBrands } from "./brands-well-known";
import { companies as groupCompanies } from "./companies-groups";
import { companies as localCompanies } from "./companies-local";
import type { RegistryBrand, RegistryCompany } from "./registry-types";

export interface Registry {
  companies: RegistryCompany[];
  brands: RegistryBrand[];
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** An Open Food Facts category tag: a language code and a slug, "en:breakfast-cereals". */
const CATEGORY_TAG = /^[a-z]{2}:[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/** The regional owners of a brand, in a form two listings of the brand can be compared by. */
const regionalOwnersKey = (brand: RegistryBrand): string =>
  (brand.regionalOwners ?? [])
    .map((regional) => `${regional.region}=${regional.owner}[${[...(regional.categories ?? [])].sort().join(" ")}]`)
    .sort()
    .join(", ");

function regionalOwnerProblems(brand: RegistryBrand, companies: ReadonlyMap<string, RegistryCompany>): string[] {
  const problems: string[] = [];
  const regions = new Set<string>();
  for (const regional of brand.regionalOwners ?? []) {
    const where = `brand "${brand.name}" in region "${regional.region}"`;
    if (!isMarketRegion(regional.region)) problems.push(`${where}: unknown region`);
    if (regions.has(regional.region)) problems.push(`${where}: region listed twice`);
    regions.add(regional.region);
    if (!companies.has(regional.owner)) problems.push(`${where}: unknown owner "${regional.owner}"`);
    if (regional.owner === brand.owner) problems.push(`${where}: owner is the brand's owner everywhere else`);
    if (!regional.source.trim()) problems.push(`${where}: no source`);
    if (regional.categories?.length === 0) problems.push(`${where}: empty categories (leave them out for every product)`);
    for (const tag of regional.categories ?? []) {
      if (!CATEGORY_TAG.test(tag)) problems.push(`${where}: category "${tag}" is not a category tag like "en:breakfast-cereals"`);
    }
  }
  return problems;
}

/**
 * The whole curated registry, merged and checked: companies are unique by name (a company listed in
 * two files must agree), every owner and parent exists, parent chains have no cycles, every brand
 * key (name or alias, normalised) names exactly one brand, and a brand's regional owners name a known
 * region at most once each, an existing company other than the brand's owner, and a source, and
 * limit it, if at all, to well-formed category tags.
 */
export function loadRegistry(
  companyLists: RegistryCompany[][] = [groupCompanies, localCompanies],
  brandLists: RegistryBrand[][] = [wellKnownBrands, catalogueBrands1, catalogueBrands2],
): Registry {
  const problems: string[] = [];
  const companies = new Map<string, RegistryCompany>();
  for (const company of companyLists.flat()) {
    const known = companies.get(company.name);
    if (known && (known.hq !== company.hq || known.parent !== company.parent)) {
      problems.push(`company "${company.name}" is listed twice with different HQ or parent`);
    }
    if (!COUNTRY_CODE.test(company.hq)) problems.push(`company "${company.name}" has HQ "${company.hq}", not a code`);
    if (!company.source.trim()) problems.push(`company "${company.name}" has no source`);
    if (!known) companies.set(company.name, company);
  }
  for (const company of companies.values()) {
    const seen = new Set<string>();
    let current: RegistryCompany | undefined = company;
    while (current?.parent) {
      if (seen.has(current.name)) {
        problems.push(`company "${company.name}" has a parent cycle`);
        break;
      }
      seen.add(current.name);
      const parent = companies.get(current.parent);
      if (!parent) problems.push(`company "${current.name}" names unknown parent "${current.parent}"`);
      current = parent;
    }
  }

  const brands = new Map<string, RegistryBrand>();
  const keys = new Map<string, string>();
  for (const brand of brandLists.flat()) {
    if (!companies.has(brand.owner)) problems.push(`brand "${brand.name}" names unknown owner "${brand.owner}"`);
    if (!brand.source.trim()) problems.push(`brand "${brand.name}" has no source`);
    problems.push(...regionalOwnerProblems(brand, companies));
    const key = brandKey(brand.name);
    const known = brands.get(key);
    if (known) {
      if (known.owner !== brand.owner || regionalOwnersKey(known) !== regionalOwnersKey(brand)) {
        problems.push(`brand "${brand.name}" is listed twice with different owners`);
      }
      continue;
    }
    brands.set(key, brand);
    for (const name of [brand.name, ...(brand.aliases ?? [])]) {
      const aliasKey = brandKey(name);
      const holder = keys.get(aliasKey);
      if (holder && holder !== key) problems.push(`"${name}" names both "${holder}" and "${brand.name}"`);
      keys.set(aliasKey, key);
    }
  }
  if (problems.length > 0) throw new Error(`Brand registry is inconsistent:\n- ${problems.join("\n- ")}`);
  return { companies: [...companies.values()], brands: [...brands.values()] };
}
