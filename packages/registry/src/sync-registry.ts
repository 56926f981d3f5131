/**
 * Brings the database's registry rows (Company, Brand, BrandAlias, BrandRegionalOwner) in line with the
 * registry's data files at every start, so that a correction is a reviewed change to a data file, never
 * a SQL migration (README, "Catalogue and brand registry"). The rules:
 *
 * - The hash of the checked registry is stored (RegistryState). When it is the data's, nothing is
 *   done: one query. Otherwise everything below runs in one transaction under an advisory lock, so
 *   instances starting together sync once (the others find the new hash), and then the hash is stored.
 * - Each company (by name) and brand (by matching key) of the data is added, or its row updated to
 *   match, unless an admin edited the row (`editedAt`). A row of another source with the same name or
 *   key (an AI proposal awaiting confirmation) is taken over: the curated entry wins over a guess.
 * - A brand's aliases and regional owners belong to its entry and are synced with it, never for a
 *   brand an admin edited. An alias held by an edited brand stays there.
 * - Rows an admin edited are left as they are, and reported when the data says otherwise.
 * - Entries that left the data are retired: a brand row that came from the registry (source
 *   `registry`, not edited) is deleted with its aliases and regional owners. Nothing else references a
 *   brand row, so it stops resolving everywhere at once, without every reader filtering a flag. A
 *   brand of another source whose key became an alias of a registry brand is deleted the same way
 *   (the registry now names that brand). A retired company is deleted too, unless a row the sync does
 *   not manage (an AI brand, an edited brand or company) still names it: then it is kept, and reported.
 * - Rows of other sources that no registry entry names (AI proposals) are never touched.
 */
import { createHash } from "node:crypto";

import type { Db } from "@productcheck/db/client";
import { brandKey } from "@productcheck/domain/brand-key";

import { registryChanged } from "./load-ownership-resolver";
import { regionsOf, type TRegistry, type TRegistryBrand, type TRegistryCompany } from "./registry-schema";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** The advisory lock key of the sync (the migration runner's is 72707369). */
export const REGISTRY_SYNC_LOCK_KEY = 72707370;
/** Bump when the way entries become rows changes, so that every database syncs again. */
const SYNC_VERSION = 2;
const SYNC_TIMEOUT_MS = 120_000;

const PARTS = ["companies", "brands", "aliases", "regionalOwners"] as const;
export type RegistryCounts = Record<(typeof PARTS)[number], number>;

export interface RegistrySyncSummary {
  contentHash: string;
  /** False when the database already held this registry (nothing was written). */
  synced: boolean;
  added: RegistryCounts;
  updated: RegistryCounts;
  retired: RegistryCounts;
  /** Rows left as they are although the data says otherwise, each with the reason. */
  kept: string[];
  durationMs: number;
}

export interface SyncRegistryOptions {
  log?: (message: string) => void;
}

const noCounts = (): RegistryCounts => ({ companies: 0, brands: 0, aliases: 0, regionalOwners: 0 });

/** SHA-256 of the checked registry (not of the files' bytes: a comment or a re-wrapped line changes nothing). */
export function registryHash(registry: TRegistry): string {
  return createHash("sha256").update(JSON.stringify({ version: SYNC_VERSION, registry })).digest("hex");
}

/** As the rows store it (Company.sourceNote, Brand.sourceNote, BrandRegionalOwner.sourceNote). */
function sourceNote(entry: { source: string; note?: string }): string {
  return entry.note ? `${entry.source} — ${entry.note}` : entry.source;
}

/** The fields of `want` whose value differs in `row`. */
function differences<T extends object>(row: T, want: Partial<T>): string[] {
  return Object.entries(want)
    .filter(([field, value]) => JSON.stringify(row[field as keyof T]) !== JSON.stringify(value))
    .map(([field]) => field);
}

const editedOn = (row: { editedAt: Date | null }) => row.editedAt?.toISOString().slice(0, 10) ?? "";

async function storedHash(db: Db | Tx): Promise<string | null> {
  const state = await db.registryState.findUnique({ where: { id: 1 }, select: { contentHash: true } });
  return state?.contentHash ?? null;
}

interface Changes {
  added: RegistryCounts;
  updated: RegistryCounts;
  retired: RegistryCounts;
  kept: string[];
}

/** The id of a company the sync has just made sure of (the schema checks every owner and parent exists). */
function idOf(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`registry sync: no row for "${name}"`);
  return id;
}

/** Adds and updates the data's companies; returns every company's id by name. */
async function syncCompanies(tx: Tx, registry: TRegistry, changes: Changes): Promise<Map<string, number>> {
  const rows = await tx.company.findMany({
    select: { id: true, name: true, hqCountry: true, parentId: true, sourceNote: true, source: true, confidence: true, editedAt: true },
  });
  const byName = new Map(rows.map((row) => [row.name, row]));
  const facts = (company: TRegistryCompany) => ({
    hqCountry: company.hq,
    sourceNote: sourceNote(company),
    source: "registry" as const,
    confidence: company.confidence ?? "high",
  });
  // Parent links come second, once every company has an id.
  const created = await tx.company.createManyAndReturn({
    data: registry.companies.filter((company) => !byName.has(company.name)).map((company) => ({ name: company.name, ...facts(company) })),
    select: { id: true, name: true },
  });
  changes.added.companies = created.length;
  const ids = new Map([...rows, ...created].map((row) => [row.name, row.id]));

  for (const company of registry.companies) {
    const row = byName.get(company.name);
    const want = { ...facts(company), parentId: company.parent === undefined ? null : idOf(ids, company.parent) };
    const differing = differences(row ?? { ...want, parentId: null }, want);
    if (differing.length === 0) continue;
    if (row?.editedAt) {
      changes.kept.push(
        `company "${company.name}": edited by an admin on ${editedOn(row)}; the data differs in ${differing.join(", ")} (HQ ${company.hq}, parent ${company.parent ?? "none"})`,
      );
      continue;
    }
    await tx.company.update({ where: { id: idOf(ids, company.name) }, data: want, select: { id: true } });
    if (row) changes.updated.companies += 1;
  }
  const inData = new Set(registry.companies.map((company) => company.name));
  for (const row of rows) {
    if (row.editedAt && row.source === "registry" && !inData.has(row.name)) {
      changes.kept.push(`company "${row.name}": edited by an admin on ${editedOn(row)}; no longer in the data`);
    }
  }
  return ids;
}

/** Deletes the registry's companies that left the data, unless a row the sync does not manage names them. */
async function retireCompanies(tx: Tx, registry: TRegistry, changes: Changes): Promise<void> {
  const inData = new Set(registry.companies.map((company) => company.name));
  const stale = (
    await tx.company.findMany({ where: { source: "registry", editedAt: null }, select: { id: true, name: true } })
  ).filter((company) => !inData.has(company.name));
  if (stale.length === 0) return;
  const staleIds = stale.map((company) => company.id);
  const [brands, regionalOwners, children] = [
    await tx.brand.findMany({ where: { ownerId: { in: staleIds } }, select: { name: true, ownerId: true } }),
    await tx.brandRegionalOwner.findMany({ where: { ownerId: { in: staleIds } }, select: { ownerId: true, region: true, brand: { select: { name: true } } } }),
    await tx.company.findMany({ where: { parentId: { in: staleIds } }, select: { id: true, name: true, parentId: true } }),
  ];
  const why = new Map<number, string>();
  for (const brand of brands) if (!why.has(brand.ownerId)) why.set(brand.ownerId, `brand "${brand.name}" names it as owner`);
  for (const regional of regionalOwners) {
    if (!why.has(regional.ownerId)) why.set(regional.ownerId, `brand "${regional.brand.name}" names it as owner in ${regional.region}`);
  }
  // A kept company keeps its parent: repeat until no retired parent of a kept company is left.
  const staleSet = new Set(staleIds);
  for (let grew = true; grew; ) {
    grew = false;
    for (const child of children) {
      const keptChild = !staleSet.has(child.id) || why.has(child.id);
      if (child.parentId !== null && keptChild && !why.has(child.parentId)) {
        why.set(child.parentId, `company "${child.name}" names it as parent`);
        grew = true;
      }
    }
  }
  const retired = stale.filter((company) => !why.has(company.id));
  await tx.company.deleteMany({ where: { id: { in: retired.map((company) => company.id) } } });
  changes.retired.companies = retired.length;
  for (const company of stale) {
    const reason = why.get(company.id);
    if (reason) changes.kept.push(`company "${company.name}": no longer in the data, but ${reason}`);
  }
}

/** Adds, updates and retires brands; returns the ids of the brands whose aliases and regional owners follow the data. */
async function syncBrands(tx: Tx, registry: TRegistry, companyIds: ReadonlyMap<string, number>, changes: Changes): Promise<Map<number, TRegistryBrand>> {
  const rows = await tx.brand.findMany({
    select: { id: true, name: true, key: true, ownerId: true, sourceNote: true, source: true, confidence: true, editedAt: true },
  });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const wanted = registry.brands.map((brand) => ({
    brand,
    key: brandKey(brand.name),
    want: {
      name: brand.name,
      ownerId: idOf(companyIds, brand.owner),
      sourceNote: sourceNote(brand),
      source: "registry" as const,
      confidence: brand.confidence ?? "high",
    },
  }));
  const created = await tx.brand.createManyAndReturn({
    data: wanted.filter(({ key }) => !byKey.has(key)).map(({ key, want }) => ({ key, ...want })),
    select: { id: true, key: true },
  });
  changes.added.brands = created.length;
  const synced = new Map<number, TRegistryBrand>();
  const createdIds = new Map(created.map((row) => [row.key, row.id]));
  for (const { brand, key, want } of wanted) {
    const row = byKey.get(key);
    if (!row) {
      synced.set(idOf(createdIds, key), brand);
      continue;
    }
    const differing = differences(row, want);
    if (row.editedAt) {
      if (differing.length > 0) changes.kept.push(`brand "${row.name}": edited by an admin on ${editedOn(row)}; the data differs in ${differing.join(", ")}`);
      continue;
    }
    synced.set(row.id, brand);
    if (differing.length === 0) continue;
    await tx.brand.update({ where: { id: row.id }, data: want, select: { id: true } });
    changes.updated.brands += 1;
  }

  const keys = new Set(wanted.map(({ key }) => key));
  const aliasKeys = new Set(registry.brands.flatMap((brand) => (brand.aliases ?? []).map(brandKey)));
  const retired = rows.filter(
    (row) => !keys.has(row.key) && row.editedAt === null && (row.source === "registry" || aliasKeys.has(row.key)),
  );
  for (const row of rows) {
    if (row.editedAt && row.source === "registry" && !keys.has(row.key)) {
      changes.kept.push(`brand "${row.name}": edited by an admin on ${editedOn(row)}; no longer in the data`);
    }
  }
  if (retired.length > 0) {
    const ids = retired.map((row) => row.id);
    // Counted before the delete cascades to them.
    changes.retired.aliases += await tx.brandAlias.count({ where: { brandId: { in: ids } } });
    changes.retired.regionalOwners += await tx.brandRegionalOwner.count({ where: { brandId: { in: ids } } });
    changes.retired.brands = (await tx.brand.deleteMany({ where: { id: { in: ids } } })).count;
  }
  return synced;
}

async function syncAliases(tx: Tx, brands: ReadonlyMap<number, TRegistryBrand>, changes: Changes): Promise<void> {
  // Each alias key with its brand and its name as the data writes it (the first spelling of a key).
  const want = new Map<string, { brandId: number; name: string }>();
  for (const [brandId, brand] of brands) {
    const ownKey = brandKey(brand.name);
    for (const name of brand.aliases ?? []) {
      const key = brandKey(name);
      if (key !== "" && key !== ownKey && !want.has(key)) want.set(key, { brandId, name });
    }
  }
  const [rows, edited] = [
    await tx.brandAlias.findMany({ select: { key: true, name: true, brandId: true } }),
    await tx.brand.findMany({ where: { editedAt: { not: null } }, select: { id: true, key: true, name: true } }),
  ];
  const editedById = new Map(edited.map((brand) => [brand.id, brand]));
  const editedByKey = new Map(edited.map((brand) => [brand.key, brand]));
  const byKey = new Map(rows.map((row) => [row.key, row]));

  const gone = rows.filter((row) => brands.has(row.brandId) && !want.has(row.key)).map((row) => row.key);
  changes.retired.aliases += (await tx.brandAlias.deleteMany({ where: { key: { in: gone } } })).count;
  const fresh: { key: string; name: string; brandId: number }[] = [];
  for (const [key, { brandId, name }] of want) {
    const row = byKey.get(key);
    const holder = editedByKey.get(key) ?? (row ? editedById.get(row.brandId) : undefined);
    if (row?.brandId === brandId && row.name === name) continue;
    if (holder) {
      changes.kept.push(`alias "${key}" of brand "${brands.get(brandId)?.name}": brand "${holder.name}", edited by an admin, has it`);
      continue;
    }
    if (!row) {
      fresh.push({ key, name, brandId });
      continue;
    }
    await tx.brandAlias.update({ where: { key }, data: { brandId, name }, select: { key: true } });
    changes.updated.aliases += 1;
  }
  changes.added.aliases = (await tx.brandAlias.createMany({ data: fresh })).count;
}

async function syncRegionalOwners(tx: Tx, brands: ReadonlyMap<number, TRegistryBrand>, companyIds: ReadonlyMap<string, number>, changes: Changes): Promise<void> {
  const rows = await tx.brandRegionalOwner.findMany({
    where: { brandId: { in: [...brands.keys()] } },
    select: { id: true, brandId: true, region: true, ownerId: true, categories: true, sourceNote: true, confidence: true },
  });
  const byPlace = new Map(rows.map((row) => [`${row.brandId} ${row.region}`, row]));
  const wanted = [...brands].flatMap(([brandId, brand]) =>
    // One row per region: an entry naming several regions ("[DK, PL]") is one row for each.
    (brand.regionalOwners ?? []).flatMap((regional) =>
      regionsOf(regional).map((region) => ({
      brandId,
      region,
      ownerId: idOf(companyIds, regional.owner),
      categories: regional.categories ?? [],
      sourceNote: sourceNote(regional),
      confidence: regional.confidence ?? "high",
    })),
    ),
  );
  const places = new Set(wanted.map(({ brandId, region }) => `${brandId} ${region}`));
  const gone = rows.filter((row) => !places.has(`${row.brandId} ${row.region}`)).map((row) => row.id);
  changes.retired.regionalOwners += (await tx.brandRegionalOwner.deleteMany({ where: { id: { in: gone } } })).count;
  const fresh = wanted.filter(({ brandId, region }) => !byPlace.has(`${brandId} ${region}`));
  changes.added.regionalOwners = (await tx.brandRegionalOwner.createMany({ data: fresh })).count;
  for (const want of wanted) {
    const row = byPlace.get(`${want.brandId} ${want.region}`);
    if (!row || differences(row, want).length === 0) continue;
    await tx.brandRegionalOwner.update({ where: { id: row.id }, data: want, select: { id: true } });
    changes.updated.regionalOwners += 1;
  }
}

async function applyRegistry(tx: Tx, registry: TRegistry): Promise<Changes> {
  const changes: Changes = { added: noCounts(), updated: noCounts(), retired: noCounts(), kept: [] };
  const companyIds = await syncCompanies(tx, registry, changes);
  const brands = await syncBrands(tx, registry, companyIds, changes);
  await syncAliases(tx, brands, changes);
  await syncRegionalOwners(tx, brands, companyIds, changes);
  // Last: only now is it known which retired companies rows outside the registry still name.
  await retireCompanies(tx, registry, changes);
  return changes;
}

const describeCounts = (counts: RegistryCounts) =>
  PARTS.map((part) => `${counts[part]} ${part === "regionalOwners" ? "regional owners" : part}`).join(", ");

/**
 * Syncs `registry` (loadRegistry()) into the database (the rules at the top of this file); call it at
 * every start, after the migrations.
 */
export async function syncRegistry(db: Db, registry: TRegistry, options: SyncRegistryOptions = {}): Promise<RegistrySyncSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const contentHash = registryHash(registry);
  const unchanged = { contentHash, synced: false, added: noCounts(), updated: noCounts(), retired: noCounts(), kept: [] };
  const changes =
    (await storedHash(db)) === contentHash
      ? null
      : await db.$transaction(
          async (tx) => {
            await tx.$executeRaw`SELECT 1 FROM pg_advisory_xact_lock(${REGISTRY_SYNC_LOCK_KEY})`;
            // Another instance may have synced while this one waited for the lock.
            if ((await storedHash(tx)) === contentHash) return null;
            const applied = await applyRegistry(tx, registry);
            const state = { contentHash, syncedAt: new Date() };
            await tx.registryState.upsert({ where: { id: 1 }, create: { id: 1, ...state }, update: state, select: { id: true } });
            return applied;
          },
          { timeout: SYNC_TIMEOUT_MS, maxWait: SYNC_TIMEOUT_MS },
        );
  const durationMs = performance.now() - started;
  if (!changes) {
    log(`registry: up to date (${contentHash.slice(0, 12)})`);
    return { ...unchanged, durationMs };
  }
  // This process's resolver, if it has one already, must see the synced rows at once.
  registryChanged(db);
  log(
    `registry: synced ${contentHash.slice(0, 12)} in ${Math.round(durationMs)} ms: added ${describeCounts(changes.added)}; ` +
      `updated ${describeCounts(changes.updated)}; retired ${describeCounts(changes.retired)}; kept ${changes.kept.length} row(s)`,
  );
  for (const reason of changes.kept) log(`registry: kept ${reason}`);
  return { contentHash, synced: true, ...changes, durationMs };
}
