import type { QueryKey } from "@tanstack/react-query";

/**
 * Which answers the app keeps a copy of on the device, so that they stay readable offline (docs/offline.md,
 * What stays on the device): the sign-in state and scans left (the header and the saved screen's gate), the
 * shopper's recent results with their alternatives, and their saved products. Pure rules; the IndexedDB side
 * is query-copy-store.ts.
 */
export const KEPT_QUERIES = ["auth.status", "user.me", "scannedProducts.get", "scannedProducts.alternatives", "savedProducts.list"] as const;

/** The results kept: the most recent ones (a product and its alternatives count as two copies). */
export const RECENT_RESULT_COPIES = 40;

export interface QueryCopy {
  queryKey: QueryKey;
  data: unknown;
  /** When the server gave this answer (ms since the epoch): shown as "as of". */
  fetchedAt: number;
}

const RESULT_QUERIES = new Set<string>(["scannedProducts.get", "scannedProducts.alternatives"]);

/** A tRPC query's procedure path ("scannedProducts.get"), from its key `[["scannedProducts", "get"], {...}]`. */
export function procedureOf(queryKey: QueryKey): string | null {
  const path = queryKey[0];
  return Array.isArray(path) && path.every((part) => typeof part === "string") ? path.join(".") : null;
}

export function isKept(queryKey: QueryKey): boolean {
  const procedure = procedureOf(queryKey);
  return procedure !== null && (KEPT_QUERIES as readonly string[]).includes(procedure);
}

/** The store key of a query's copy. */
export function copyKey(queryHash: string): string {
  return `copy:${queryHash}`;
}

export function isCopyKey(key: string): boolean {
  return key.startsWith("copy:");
}

/** The store keys of result copies beyond the most recent `keep`, oldest first. */
export function staleResultCopies(copies: [key: string, copy: QueryCopy][], keep = RECENT_RESULT_COPIES): string[] {
  return copies
    .filter(([, copy]) => RESULT_QUERIES.has(procedureOf(copy.queryKey) ?? ""))
    .sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt)
    .slice(keep)
    .map(([key]) => key)
    .reverse();
}

/** A signed-in session ended if the kept sign-in state said signed in and the server now says signed out. */
export function sessionEnded(kept: QueryCopy | undefined, now: unknown): boolean {
  return isAuthenticated(kept?.data) && !isAuthenticated(now);
}

function isAuthenticated(status: unknown): boolean {
  return typeof status === "object" && status !== null && (status as { authenticated?: unknown }).authenticated === true;
}
