import type { Trpc } from "@/lib/trpc";

/** GET /api/scanned-products/{id}/alternatives. */
export function alternativesQueryOptions(trpc: Trpc, id: string) {
  return trpc.scannedProducts.alternatives.queryOptions({ id });
}
