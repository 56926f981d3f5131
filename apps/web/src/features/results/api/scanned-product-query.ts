import type { Trpc } from "@/lib/trpc";

/** GET /api/scanned-products/{id}: the product card's data. */
export function scannedProductQueryOptions(trpc: Trpc, id: number) {
  return trpc.scannedProducts.get.queryOptions({ id });
}
