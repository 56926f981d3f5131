import { useQueryClient, type QueryClient } from "@tanstack/react-query";

import { useTRPC, type Trpc } from "@/lib/trpc";

/**
 * After any registry write: search hits, every brand and company detail (a company's rename shows in its
 * brands' chains), the unknown brands and the AI proposals are fetched again. The stats count products as
 * American or not, so they are too.
 */
export async function refreshAfterRegistryChange(queryClient: QueryClient, trpc: Trpc) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.admin.registry.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.admin.stats.get.queryKey() }),
  ]);
}

/** The mutation options every registry write shares: refresh what it may have changed. */
export function useRefreshRegistryOnSuccess() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return { onSuccess: () => refreshAfterRegistryChange(queryClient, trpc) };
}
