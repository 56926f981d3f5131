import { rememberedScannedProductAnswer } from "./routers/scanned-products/get-scanned-product";
import type { Context } from "./trpc";

/**
 * Answers some procedures would give that this process already holds, by procedure path ("scannedProducts.get"): given the
 * context and the raw input, exactly what the procedure would return, or undefined to call it. The
 * REST layer sends such an answer without the procedure's middleware chain, validating and
 * serialising each answer object once (docs/performance.md, "API throughput"); the tRPC endpoint calls the
 * procedures as always.
 */
export const rememberedAnswers: Partial<Record<string, (ctx: Context, input: unknown) => Promise<unknown>>> = {
  // A guest's view of a scan read in the last second (services/scanned-products/product-view.ts).
  "scannedProducts.get": rememberedScannedProductAnswer,
};
