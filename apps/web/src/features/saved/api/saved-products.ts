import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";

import { type Trpc, useTRPC } from "@/lib/trpc";

/** GET /api/saved-products (only asked when signed in). */
export function savedProductsQueryOptions(trpc: Trpc) {
  return trpc.savedProducts.list.queryOptions();
}

/** docs/product.md, Calls: after saving, the cached product and the saved-products list are refreshed. */
async function refreshAfterSave(queryClient: QueryClient, trpc: Trpc, id: string, isSaved: boolean) {
  queryClient.setQueryData(trpc.scannedProducts.get.queryKey({ id }), (product) => product && { ...product, isSaved });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.scannedProducts.get.queryKey({ id }) }),
    queryClient.invalidateQueries({ queryKey: trpc.savedProducts.list.queryKey() }),
  ]);
}

/** POST /api/scanned-products/{id}/save {isSaved}: the result screen's Save Results / Saved toggle. */
export function useSaveMutation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.scannedProducts.save.mutationOptions({
      onSuccess: ({ id, isSaved }) => refreshAfterSave(queryClient, trpc, id, isSaved),
    }),
  );
}

/** PUT /api/scanned-products/{id}/save {isSaved: false}: removing from the saved items screen. */
export function useRemoveSavedMutation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.scannedProducts.updateSaved.mutationOptions({
      onSuccess: ({ id, isSaved }) => refreshAfterSave(queryClient, trpc, id, isSaved),
    }),
  );
}
