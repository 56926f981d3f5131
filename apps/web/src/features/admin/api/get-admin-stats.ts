import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** GET /api/admin/stats: the count cards, the overview and the usage statistics. */
export function useAdminStatsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.stats.get.queryOptions());
}
