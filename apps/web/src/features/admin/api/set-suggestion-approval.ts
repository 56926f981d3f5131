import { useMutation, useQueryClient } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { refreshAfterSuggestionChange } from "./refresh-admin";

/** PATCH /api/admin/product-suggestions/{id}/approval {isApproved}: Approve sends true, Reject false. */
export function useSetSuggestionApprovalMutation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.suggestions.setApproval.mutationOptions({
      onSuccess: () => refreshAfterSuggestionChange(queryClient, trpc),
    }),
  );
}
