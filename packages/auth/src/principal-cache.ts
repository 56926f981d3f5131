/**
 * Who a session or visitor token belongs to, remembered in this process for at most
 * `PRINCIPAL_CACHE_TTL_MS` (docs/performance.md, "API throughput"): every API request starts by resolving its
 * principal, and this spares that query on all but the first request of a browser in each second.
 *
 * - An entry is the database's answer as it was when its query started, kept for the TTL from that
 *   moment; so a change made through another instance (a sign-out, a guest merged at sign-in) is seen
 *   here within the TTL (1 s), as registry edits are (docs/origin.md, "Keeping it current").
 * - A change made through this process is seen at once: signing out (`invalidateSession`) and merging a
 *   guest into an account (`forgetGuest`) drop the entries, and an answer whose query started before a
 *   drop is not kept (`generation`).
 * - Only what the token says is kept: whose session or guest row it is, and the session's expiry (checked
 *   against the clock on every use, and renewed through the database as before). Balances and other
 *   rows are read by the requests that need them.
 * - Unknown tokens are not remembered, and at most `PRINCIPAL_CACHE_MAX` tokens of each kind are.
 */
import { LRUCache } from "lru-cache";

import type { Db } from "@productcheck/db/client";

export const PRINCIPAL_CACHE_TTL_MS = 1000;
export const PRINCIPAL_CACHE_MAX = 20_000;

export interface CachedSession {
  expiresAt: Date;
  user: { id: number; email: string };
}

export interface CachedGuest {
  id: number;
}

class PrincipalCache {
  /** Session id (the token's hash) → its expiry and user. */
  readonly sessions = new LRUCache<string, CachedSession>({ max: PRINCIPAL_CACHE_MAX, ttl: PRINCIPAL_CACHE_TTL_MS });
  /** Visitor token hash → the guest row it names (one not merged into an account). */
  readonly guests = new LRUCache<string, CachedGuest>({ max: PRINCIPAL_CACHE_MAX, ttl: PRINCIPAL_CACHE_TTL_MS });
  /** Bumped by every drop: an answer read before it is not kept. */
  private generation = 0;

  /** Reads through the cache: `load` runs when `key` is not remembered, and its answer is kept unless dropped meanwhile. */
  async read<V extends object>(cache: LRUCache<string, V>, key: string, load: () => Promise<V | null>): Promise<V | null> {
    const remembered = cache.get(key);
    if (remembered) return remembered;
    const generation = this.generation;
    const start = performance.now();
    const loaded = await load();
    if (loaded && generation === this.generation) cache.set(key, loaded, { start });
    return loaded;
  }

  dropSession(sessionId: string): void {
    this.generation += 1;
    this.sessions.delete(sessionId);
  }

  dropGuest(guestId: number): void {
    this.generation += 1;
    for (const [key, guest] of this.guests.entries()) {
      if (guest.id === guestId) this.guests.delete(key);
    }
  }
}

const caches = new WeakMap<Db, PrincipalCache>();

/** This process's principal cache for `db` (one per database handle, as the ownership resolver's). */
export function principalCacheOf(db: Db): PrincipalCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PrincipalCache();
    caches.set(db, cache);
  }
  return cache;
}

/** The guest row `guestId` became part of an account (or went away): its visitor token names no guest now. */
export function forgetGuest(db: Db, guestId: number): void {
  caches.get(db)?.dropGuest(guestId);
}
