// Fills a new database: the curated brand registry (companies with their parent links, brands, aliases;
// @productcheck/registry) and the shipped catalogue of real Open Food Facts products (through the catalogue import).
// openDatabase runs it on a database it has just created when given `seed: (db) => seedDatabase(db, …)`.
//
// Seeding only adds what is missing: a company, brand or alias already in the database (an admin may
// have edited it in Brand Locations) keeps its row, and products go through the idempotent import,
// which never touches admin-approved corrections.
import { brandKey } from "@productcheck/domain/brand-key";
import { loadRegistry } from "@productcheck/registry/load-registry";
import type { TRegistry, TRegistryCompany } from "@productcheck/registry/registry-schema";

import { loadCategoryTaxonomy } from "./catalogue/category-taxonomy";
import { importCatalogue, type ImportStats } from "./catalogue/import-catalogue";
import { SHIPPED_CATEGORIES_FILE, SHIPPED_PRODUCTS_FILE } from "./catalogue/shipped";
import type { Db } from "./client";

export interface SeedOptions {
  log?: (message: string) => void;
  /** The brand registry to load; the curated one (`loadRegistry()`) by default. */
  registry?: TRegistry;
  /** The catalogue export to import; the shipped seed/off-products.jsonl.gz by default; null for none. */
  productsFile?: string | null;
  /** The category taxonomy for the chains; the shipped seed/categories.json.gz by default. */
  categoriesFile?: string;
}

export interface SeedSummary {
  /** Rows added (existing rows are kept as they are). */
  companies: number;
  brands: number;
  aliases: number;
  regionalOwners: number;
  catalogue: ImportStats | null;
  durationMs: number;
}

/** Parents before children, otherwise in registry order (the registry checks there are no cycles). */
export function companiesParentFirst(companies: readonly TRegistryCompany[]): TRegistryCompany[] {
  const byName = new Map(companies.map((company) => [company.name, company]));
  const ordered: TRegistryCompany[] = [];
  const placed = new Set<string>();
  const place = (company: TRegistryCompany, path: Set<string>): void => {
    if (placed.has(company.name) || path.has(company.name)) return;
    path.add(company.name);
    const parent = company.parent === undefined ? undefined : byName.get(company.parent);
    if (parent) place(parent, path);
    placed.add(company.name);
    ordered.push(company);
  };
  for (const company of companies) place(company, new Set());
  return ordered;
}

function sourceNote(entry: { source: string; note?: string }): string {
  return entry.note ? `${entry.source} — ${entry.note}` : entry.source;
}

/** Loads the registry's companies, brands, aliases and regional owners, adding only rows that are missing. */
export async function seedRegistry(
  db: Db,
  registry: TRegistry,
): Promise<Pick<SeedSummary, "companies" | "brands" | "aliases" | "regionalOwners">> {
  const existing = new Set((await db.company.findMany({ select: { name: true } })).map((company) => company.name));
  const fresh = companiesParentFirst(registry.companies).filter((company) => !existing.has(company.name));
  const companies = await db.company.createMany({
    data: fresh.map((company) => ({
      name: company.name,
      hqCountry: company.hq,
      sourceNote: sourceNote(company),
      source: "registry" as const,
      confidence: company.confidence ?? "high",
    })),
    skipDuplicates: true,
  });
  // Parent links of the companies added just now, in one statement (a company already in the
  // database keeps the link it has: an admin may have changed it).
  const links = fresh.flatMap((company) => (company.parent === undefined ? [] : [{ name: company.name, parent: company.parent }]));
  if (links.length > 0) {
    await db.$executeRawUnsafe(
      `UPDATE "Company" AS c SET "parentId" = p."id", "updatedAt" = now()
       FROM jsonb_to_recordset($1::jsonb) AS l("name" text, "parent" text)
       JOIN "Company" AS p ON p."name" = l."parent"
       WHERE c."name" = l."name"`,
      JSON.stringify(links),
    );
  }

  const companyIds = new Map(
    (await db.company.findMany({ select: { id: true, name: true } })).map((company) => [company.name, company.id]),
  );
  const brandRows = registry.brands.flatMap((brand) => {
    const ownerId = companyIds.get(brand.owner);
    const key = brandKey(brand.name);
    if (ownerId === undefined || key === "") return [];
    return [
      {
        name: brand.name,
        key,
        ownerId,
        sourceNote: sourceNote(brand),
        source: "registry" as const,
        confidence: brand.confidence ?? "high",
      },
    ];
  });
  const brands = await db.brand.createMany({ data: brandRows, skipDuplicates: true });

  const brandIds = new Map((await db.brand.findMany({ select: { id: true, key: true } })).map((brand) => [brand.key, brand.id]));
  const aliasRows = registry.brands.flatMap((brand) => {
    const ownKey = brandKey(brand.name);
    const brandId = brandIds.get(ownKey);
    if (brandId === undefined) return [];
    const keys = new Set((brand.aliases ?? []).map(brandKey).filter((key) => key !== "" && key !== ownKey));
    return [...keys].map((key) => ({ key, brandId }));
  });
  const aliases = await db.brandAlias.createMany({ data: aliasRows, skipDuplicates: true });

  const regionalRows = registry.brands.flatMap((brand) => {
    const brandId = brandIds.get(brandKey(brand.name));
    if (brandId === undefined) return [];
    return (brand.regionalOwners ?? []).flatMap((regional) => {
      const ownerId = companyIds.get(regional.owner);
      if (ownerId === undefined) return [];
      return [
        {
          brandId,
          region: regional.region,
          ownerId,
          categories: regional.categories ?? [],
          sourceNote: sourceNote(regional),
          confidence: regional.confidence ?? "high",
        },
      ];
    });
  });
  const regionalOwners = await db.brandRegionalOwner.createMany({ data: regionalRows, skipDuplicates: true });
  return { companies: companies.count, brands: brands.count, aliases: aliases.count, regionalOwners: regionalOwners.count };
}

/** Seeds a database with the brand registry and the shipped catalogue (see the top of this file). */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const registry = options.registry ?? loadRegistry();
  const added = await seedRegistry(db, registry);
  log(`seed: brand registry: ${added.companies} companies, ${added.brands} brands, ${added.aliases} aliases, ${added.regionalOwners} regional owners added`);

  const productsFile = options.productsFile === undefined ? SHIPPED_PRODUCTS_FILE : options.productsFile;
  let catalogue: ImportStats | null = null;
  if (productsFile !== null) {
    const taxonomy = await loadCategoryTaxonomy(options.categoriesFile ?? SHIPPED_CATEGORIES_FILE);
    catalogue = await importCatalogue(db, productsFile, { taxonomy, log });
  }
  const durationMs = performance.now() - started;
  log(`seed: done in ${(durationMs / 1000).toFixed(1)} s`);
  return { ...added, catalogue, durationMs };
}
