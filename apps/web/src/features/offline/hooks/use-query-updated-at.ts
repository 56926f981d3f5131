import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

/** When the cached data of `queryKey` was fetched (ms since the epoch), or null while there is none. */
export function useQueryUpdatedAt(queryKey: QueryKey | null): number | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const snapshot = () => {
    const state = queryKey ? queryClient.getQueryState(queryKey) : undefined;
    return state?.data === undefined ? null : state.dataUpdatedAt;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
