import { QueryCache, QueryClient } from "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** When set, a failed fetch of this query is logged with this label (and otherwise only surfaces as `error`). */
      logErrorAs?: string;
    };
  }
}

/** One client for the whole app, with the spec's data-fetching defaults (docs/product.md, Constants). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.logErrorAs) console.error(query.meta.logErrorAs, error);
      },
    }),
    defaultOptions: {
      queries: {
        // A request offline fails at once (the screen shows its offline state, docs/offline.md) instead of
        // waiting, paused, for the connection: TanStack Query's default ("online") is an endless spinner there.
        networkMode: "always",
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
