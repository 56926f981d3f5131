import type { Trpc } from "@/lib/trpc";

/** GET /api/public/products/{barcode}: a catalogue product's verdict, for anyone (docs/sharing.md). */
export function publicVerdictQueryOptions(trpc: Trpc, barcode: string) {
  return trpc.publicVerdicts.get.queryOptions({ barcode });
}
