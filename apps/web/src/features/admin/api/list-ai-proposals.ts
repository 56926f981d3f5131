import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** GET /api/admin/ai-proposals: owners the AI proposed, awaiting the admin's confirmation. */
export function useAiProposalsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.registry.aiProposals.queryOptions());
}
