import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** GET /api/admin/unknown-brands: the most scanned brands nothing resolves to an owner. */
export function useUnknownBrandsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.registry.unknownBrands.queryOptions());
}
