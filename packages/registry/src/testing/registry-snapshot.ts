// Test support: registry snapshots built in memory, as loadRegistrySnapshot would read them from the
// database, for the ownership resolver's tests.
import { brandKey } from "@productcheck/domain/brand-key";
import type { Confidence, FactSource } from "@productcheck/domain/origin";

import type { RegistrySnapshot } from "../ownership-resolver";
import { regionsOf, type TRegistry } from "../registry-schema";

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };
type Facts = { source?: FactSource; confidence?: Confidence };

/** Companies owning each other, given direct owner first: `[["Cadbury UK", "GB"], ["Mondelēz International", "US"]]`. */
export type OwnerChain = [name: string, hqCountry: string, facts?: Facts][];

export function snapshotBuilder() {
  const snapshot: Mutable<RegistrySnapshot> = { companies: [], brands: [], aliases: [], regionalOwners: [] };
  let lastId = 0;

  /** The chain's companies (the ultimate parent is made first); the direct owner's id. */
  const companies = (owners: OwnerChain): number => {
    let parentId: number | null = null;
    for (const [name, hqCountry, facts] of [...owners].reverse()) {
      const id: number = ++lastId;
      snapshot.companies.push({ id, name, hqCountry, parentId, source: "registry", confidence: "high", sourceNote: `test: ${name}`, ...facts });
      parentId = id;
    }
    if (parentId === null) throw new Error("an owner chain needs a company");
    return parentId;
  };

  return {
    snapshot,
    companies,
    /** A brand with its chain of owners; the brand's id. */
    brand(name: string, owners: OwnerChain | number, facts: Facts = {}): number {
      const ownerId = typeof owners === "number" ? owners : companies(owners);
      const id = ++lastId;
      snapshot.brands.push({ id, name, key: brandKey(name), ownerId, source: "registry", confidence: "high", ...facts });
      return id;
    },
    alias(name: string, brandId: number): void {
      snapshot.aliases.push({ key: brandKey(name), brandId });
    },
    /** Another chain of owners for a brand in a market region, limited to products of `categories` when given. */
    regionalOwner(brandId: number, region: string, owners: OwnerChain, categories: string[] = [], confidence: Confidence = "high"): void {
      snapshot.regionalOwners.push({ brandId, region, ownerId: companies(owners), categories, confidence });
    },
  };
}

/** The snapshot the database would hold right after syncing `registry` (sync-registry.ts), without a database. */
export function snapshotOfRegistry(registry: TRegistry): RegistrySnapshot {
  const companyIds = new Map(registry.companies.map((company, index) => [company.name, index + 1]));
  const idOf = (name: string): number => {
    const id = companyIds.get(name);
    if (id === undefined) throw new Error(`unknown company "${name}"`);
    return id;
  };
  const brands = registry.brands.map((brand, index) => ({ id: index + 1, brand }));
  return {
    companies: registry.companies.map((company) => ({
      id: idOf(company.name),
      name: company.name,
      hqCountry: company.hq,
      parentId: company.parent === undefined ? null : idOf(company.parent),
      source: "registry",
      confidence: company.confidence ?? "high",
      sourceNote: company.source,
    })),
    brands: brands.map(({ id, brand }) => ({ id, name: brand.name, key: brandKey(brand.name), ownerId: idOf(brand.owner), source: "registry", confidence: brand.confidence ?? "high" })),
    aliases: brands.flatMap(({ id, brand }) => (brand.aliases ?? []).map((alias) => ({ key: brandKey(alias), brandId: id }))),
    regionalOwners: brands.flatMap(({ id, brand }) =>
      (brand.regionalOwners ?? []).flatMap((regional) =>
        regionsOf(regional).map((region) => ({ brandId: id, region, ownerId: idOf(regional.owner), categories: regional.categories ?? [], confidence: regional.confidence ?? "high" })),
      ),
    ),
  };
}
