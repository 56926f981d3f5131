import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { useRefreshRegistryOnSuccess } from "./refresh-registry";

/** POST /api/admin/brands/{id}/confirm {sourceNote}: the AI's proposed owner becomes the admin's fact. */
export function useConfirmProposalMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.registry.confirmProposal.mutationOptions(useRefreshRegistryOnSuccess()));
}
