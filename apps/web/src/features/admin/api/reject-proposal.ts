import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { useRefreshRegistryOnSuccess } from "./refresh-registry";

/** POST /api/admin/brands/{id}/reject {sourceNote}: the AI's proposal and the AI-made companies only it named are dropped. */
export function useRejectProposalMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.registry.rejectProposal.mutationOptions(useRefreshRegistryOnSuccess()));
}
