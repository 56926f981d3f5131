import type { QueryClient } from "@tanstack/react-query";

import type { Trpc } from "@/lib/trpc";

/** After an approval or an edit: the suggestion lists (every tab) and the stats are fetched again. */
export async function refreshAfterSuggestionChange(queryClient: QueryClient, trpc: Trpc) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.admin.suggestions.list.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.admin.stats.get.queryKey() }),
  ]);
}
