import { useMutation } from "@tanstack/react-query";
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

/** POST /api/scan as the scan flow needs it: resolves with the outcome, never rejects. */
export function useRequestScan(): (barcode: string, clientScanId: string) => Promise<ScanOutcome> {
  const trpc = useTRPC();
  const { mutateAsync } = useMutation(trpc.scan.create.mutationOptions());
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
