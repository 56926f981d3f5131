import { useQuery } from "@tanstack/react-query";

import type { TListAdminSuggestions } from "@productcheck/validators/admin-suggestion";

import { useTRPC } from "@/lib/trpc";

/** GET /api/admin/product-suggestions?approved=…; only asked while the suggestions section is open. */
export function useAdminSuggestionsQuery(input: TListAdminSuggestions, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.suggestions.list.queryOptions(input), enabled });
}
