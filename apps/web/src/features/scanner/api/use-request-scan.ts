import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useCallback } from "react";

import type { AppRouter } from "@productcheck/api/root";

import { useTRPC } from "@/lib/trpc";

import { outcomeOfFailure, type ScanFailure, type ScanOutcome } from "../utils/scan-flow";


/** The status and message of a failed `scan.create` call; no status when the server never answered. */
export function scanFailureOf(error: unknown): ScanFailure {
  if (error instanceof TRPCClientError) {
    const { data, message } = error as TRPCClientError<AppRouter>;
    return { httpStatus: data?.httpStatus, message: message || undefined };
  }
  return { httpStatus: undefined, message: undefined };
}

/**
 * POST /api/scan as the scan flow needs it: resolves with the outcome, never rejects.
 * The answer is the product view GET /api/scanned-products/{id} would give (both are
 * `ZScannedProductSchema`), so it goes straight into that query's cache: the result screen paints from
 * it with no second round trip. An American product's alternatives are asked for at once, while the app
 * moves to the result screen (docs/scan-flow.md; README, Performance).
 */
export function useRequestScan(): (barcode: string, clientScanId: string) => Promise<ScanOutcome> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(
    trpc.scan.create.mutationOptions({
      onSuccess: ({ scannedProduct }) => {
        const id = scannedProduct.id;
        queryClient.setQueryData(trpc.scannedProducts.get.queryKey({ id }), scannedProduct);
        if (scannedProduct.isAmerican) void queryClient.prefetchQuery(trpc.scannedProducts.alternatives.queryOptions({ id }));
      },
    }),
  );
  return useCallback(
    async (barcode, clientScanId) => {
      try {
        const { scannedProduct } = await mutateAsync({ barcode, clientScanId });
        return { kind: "found", scannedProductId: scannedProduct.id };
      } catch (error) {
        return outcomeOfFailure(scanFailureOf(error));
      }
    },
    [mutateAsync],
  );
}
