import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** POST /api/product-suggestions: stored as pending for the admin to review. */
export function useCreateSuggestionMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.productSuggestions.create.mutationOptions());
}
