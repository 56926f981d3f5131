import type { QueryClient } from "@tanstack/react-query";

import { deviceStore } from "./device-store";
import { copyKey, isCopyKey, isKept, procedureOf, type QueryCopy, sessionEnded, staleResultCopies } from "./query-copies";

/** The queries whose data came from the device rather than the server this session (refetched once online). */
const restored = new Set<string>();

// Writes go one after another: a sign-out's clearing must not race a copy being written.
let writes: Promise<unknown> = Promise.resolve();
const serially = (write: () => Promise<unknown>) => {
  writes = writes.then(write).catch((error: unknown) => console.error("Offline copy failed:", error));
};

/** The copies among the store's entries (it holds the scan queue too). */
async function storedCopies(): Promise<[string, QueryCopy][]> {
  return (await deviceStore.entries<QueryCopy>()).filter(([key]) => isCopyKey(key));
}

async function clearCopies() {
  const keys = (await deviceStore.entries<unknown>()).map(([key]) => key).filter(isCopyKey);
  await deviceStore.deleteMany(keys);
}

async function writeCopy(queryHash: string, copy: QueryCopy) {
  const key = copyKey(queryHash);
  if (procedureOf(copy.queryKey) === "auth.status" && sessionEnded(await deviceStore.get<QueryCopy>(key), copy.data)) {
    // Signed out: nothing of that account stays on the device.
    await clearCopies();
  }
  await deviceStore.set(key, copy);
  if (procedureOf(copy.queryKey)?.startsWith("scannedProducts.")) {
    await deviceStore.deleteMany(staleResultCopies(await storedCopies()));
  }
}

/** Keeps a copy of every kept query's answer on the device (query-copies.ts), from now on and of what is cached already. */
export function keepCopies(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    if (query.state.status === "success" && isKept(query.queryKey) && !restored.has(query.queryHash)) {
      const copy = { queryKey: query.queryKey, data: query.state.data, fetchedAt: query.state.dataUpdatedAt };
      serially(() => writeCopy(query.queryHash, copy));
    }
  }
  return cache.subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !isKept(event.query.queryKey)) return;
    const { query } = event;
    restored.delete(query.queryHash);
    const copy = { queryKey: query.queryKey, data: query.state.data, fetchedAt: query.state.dataUpdatedAt };
    serially(() => writeCopy(query.queryHash, copy));
  });
}

/**
 * Puts the device's copies into the query cache where the cache has nothing (or only a failure), each with the
 * time it was fetched: offline, the screens read them like any answer (docs/offline.md, Reading offline).
 */
export async function restoreCopies(queryClient: QueryClient): Promise<void> {
  for (const [, { queryKey, data, fetchedAt }] of await storedCopies()) {
    if (queryClient.getQueryState(queryKey)?.status === "success") continue;
    queryClient.setQueryData(queryKey, data, { updatedAt: fetchedAt });
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query) restored.add(query.queryHash);
  }
}

/** Back online: what came from the device, and what failed offline, is asked of the server again (the screens showing it refetch). */
export function refreshAfterOffline(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => restored.has(query.queryHash) || query.state.status === "error" });
}
