import { useMutation, useQueryClient } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { refreshAfterSuggestionChange } from "./refresh-admin";

/** PATCH /api/admin/product-suggestions/{id} {name, description, manufacturer, brand, size, country, category}. */
export function useUpdateSuggestionMutation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.suggestions.update.mutationOptions({
      onSuccess: () => refreshAfterSuggestionChange(queryClient, trpc),
    }),
  );
}
