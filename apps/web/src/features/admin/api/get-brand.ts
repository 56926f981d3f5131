import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** GET /api/admin/brands/{id}: the brand, its ownership chain, regional owners, counts and audit log. */
export function useBrandDetailQuery(id: number) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.registry.brand.queryOptions({ id }));
}
