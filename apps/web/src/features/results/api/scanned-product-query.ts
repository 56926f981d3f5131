import type { Trpc } from "@/lib/trpc";

/** GET /api/scanned-products/{id}: the product card's data. */
export function scannedProductQueryOptions(trpc: Trpc, id: string) {
  return trpc.scannedProducts.get.queryOptions({ id });
}
