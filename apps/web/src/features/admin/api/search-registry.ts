import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** GET /api/admin/registry/search?query=: brands and companies matching the (debounced) query; the previous hits stay while typing. */
export function useRegistrySearchQuery(query: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.registry.search.queryOptions({ query }), enabled, placeholderData: keepPreviousData });
}
