import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** GET /api/admin/companies/{id}: the company, its parent chain, subsidiaries, brands and audit log. */
export function useCompanyDetailQuery(id: number) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.registry.company.queryOptions({ id }));
}
