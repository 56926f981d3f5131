/**
 * One ownership resolver (ownership-resolver.ts) per process and database, kept in line with the
 * registry's rows (README, "Catalogue and brand registry"):
 *
 * - Every statement that writes Company, Brand, BrandAlias or BrandRegionalOwner bumps
 *   `RegistryVersion.version` in its own transaction (a trigger; migration `registry_version`).
 * - A resolver is built from four queries. It is handed out as it is while its version was confirmed
 *   less than `CHECK_INTERVAL_MS` ago; after that, the next call reads the version (one cheap query) and
 *   rebuilds when it moved. Until `MAX_STALENESS_MS` that check runs behind the call, which gets the
 *   resolver in hand; later (an idle process) the call waits for it. So a busy process spends one
 *   query per interval, never one per request, and an edit by any process on the same database is
 *   seen within `MAX_STALENESS_MS` plus a rebuild (well under a second). Concurrent calls share one check
 *   and one rebuild.
 * - A write by this process (the registry sync, an AI proposal, tests) calls `registryChanged(db)`, so
 *   its own next call checks at once. The trigger also sends NOTIFY `registry_changed` at commit:
 *   a server that listens (`listenForRegistryChanges`) hears another instance's write at once, and
 *   the version check is left as the fallback for a lost listening connection.
 */
import type { Db } from "@productcheck/db/client";
import type { Database } from "@productcheck/db/database";

import { buildOwnershipResolver, type OwnershipResolver, type RegistrySnapshot } from "./ownership-resolver";

export const CHECK_INTERVAL_MS = 250;
/** The channel the registry's trigger notifies (migration `registry_version`). */
export const REGISTRY_CHANGED_CHANNEL = "registry_changed";
export const MAX_STALENESS_MS = 750;

/**
 * The registry's rows as the resolver needs them: four queries, not one transaction. A write that
 * commits between them is seen by the next version check (the version is read before the rows), so
 * a mixed snapshot lasts one interval at most.
 */
export async function loadRegistrySnapshot(db: Db): Promise<RegistrySnapshot> {
  const [companies, brands, aliases, regionalOwners] = await Promise.all([
    db.company.findMany({
      select: { id: true, name: true, hqCountry: true, parentId: true, source: true, confidence: true, sourceNote: true },
      orderBy: { id: "asc" },
    }),
    db.brand.findMany({ select: { id: true, name: true, key: true, ownerId: true, source: true, confidence: true } }),
    db.brandAlias.findMany({ select: { key: true, brandId: true } }),
    db.brandRegionalOwner.findMany({ select: { brandId: true, region: true, ownerId: true, categories: true, confidence: true } }),
  ]);
  return { companies, brands, aliases, regionalOwners };
}

/** The registry's change counter (null in a database without the row, which the migration makes). */
export async function readRegistryVersion(db: Db): Promise<bigint | null> {
  const row = await db.registryVersion.findUnique({ where: { id: 1 }, select: { version: true } });
  return row?.version ?? null;
}

export interface ResolverCacheOptions {
  readVersion(): Promise<bigint | null>;
  loadSnapshot(): Promise<RegistrySnapshot>;
  checkIntervalMs?: number;
  maxStalenessMs?: number;
  now?: () => number;
}

export interface ResolverCache {
  /** The resolver, checked against the registry's version as the rules at the top of this file say. */
  get(): Promise<OwnershipResolver>;
  /** This process wrote the registry: the next `get` checks the version before answering. */
  invalidate(): void;
}

/** The caching rules at the top of this file, over any way of reading the version and the rows. */
export function createResolverCache(options: ResolverCacheOptions): ResolverCache {
  const checkIntervalMs = options.checkIntervalMs ?? CHECK_INTERVAL_MS;
  const maxStalenessMs = options.maxStalenessMs ?? MAX_STALENESS_MS;
  const now = options.now ?? (() => performance.now());
  let current: { resolver: OwnershipResolver; version: bigint | null } | null = null;
  /** When the version of `current` was last read (the start of that read). */
  let confirmedAt = -Infinity;
  /** Bumped by `invalidate`: a check that started before it must not confirm anything. */
  let generation = 0;
  let pending: Promise<OwnershipResolver> | null = null;

  async function check(startedAt: number, startedIn: number): Promise<OwnershipResolver> {
    const version = await options.readVersion();
    const fresh =
      current && current.version === version ? current : { resolver: buildOwnershipResolver(await options.loadSnapshot()), version };
    if (startedIn !== generation) return fresh.resolver;
    current = fresh;
    confirmedAt = startedAt;
    return fresh.resolver;
  }

  function startCheck(startedAt: number): Promise<OwnershipResolver> {
    const started = check(startedAt, generation).finally(() => {
      if (pending === started) pending = null;
    });
    pending = started;
    return started;
  }

  return {
    get() {
      const startedAt = now();
      const age = startedAt - confirmedAt;
      if (current && age < checkIntervalMs) return Promise.resolve(current.resolver);
      const checking = pending ?? startCheck(startedAt);
      if (current && age < maxStalenessMs) {
        // Checked behind this call; a failure is left to the next call, which checks again.
        checking.catch(() => {});
        return Promise.resolve(current.resolver);
      }
      return checking;
    },
    invalidate() {
      generation += 1;
      confirmedAt = -Infinity;
      pending = null;
    },
  };
}

const caches = new WeakMap<Db, ResolverCache>();

function cacheOf(db: Db): ResolverCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createResolverCache({ readVersion: () => readRegistryVersion(db), loadSnapshot: () => loadRegistrySnapshot(db) });
    caches.set(db, cache);
  }
  return cache;
}

/** This process's ownership resolver for `db`, as the registry's rows are now (rules at the top of this file). */
export function ownershipResolverFor(db: Db): Promise<OwnershipResolver> {
  return cacheOf(db).get();
}

/** Call after writing registry rows through `db`, so that this process's next resolution sees the write. */
export function registryChanged(db: Db): void {
  caches.get(db)?.invalidate();
}

/** Makes every registry write to `database`, by any process, reach this process's resolver as it commits. */
export function listenForRegistryChanges(database: Pick<Database, "db" | "listen">): Promise<() => Promise<void>> {
  return database.listen(REGISTRY_CHANGED_CHANNEL, () => registryChanged(database.db));
}
