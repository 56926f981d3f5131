import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";

import { showToast } from "@/components/toast/show-toast";
import { alternativesMessages } from "@/i18n/messages/alternatives/alternatives-messages";
import { useTRPC } from "@/lib/trpc";
import { errorMessage } from "@/utils/error-message";

import { alternativesQueryOptions } from "../api/alternatives-query";
import { shouldRefetchAlternatives } from "../utils/refetch-rule";

/**
 * A scan's alternatives with the spec's automatic re-fetch after a purchase (see refetch-rule.ts),
 * the viewer's scans count, and "Refresh alternatives". Whenever an answer spent a scan, the scans
 * count is read again so the header and the refresh link stay right.
 */
export function useAlternatives(scanId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const alternatives = useQuery(alternativesQueryOptions(trpc, scanId));
  const me = useQuery(trpc.user.me.queryOptions());
  const { data, dataUpdatedAt, refetch } = alternatives;
  const scansRemaining = me.data?.scansRemaining;

  const refreshScans = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.user.me.queryKey() }),
    [queryClient, trpc],
  );

  useEffect(() => {
    if (data?.charged) void refreshScans();
  }, [data, refreshScans]);

  useEffect(() => {
    if (!data) return;
    const refetchNow = shouldRefetchAlternatives({
      isAmerican: data.isAmerican,
      needsPayment: data.needsPayment,
      scansRemaining,
      alternativesUpdatedAt: dataUpdatedAt,
      scansUpdatedAt: me.dataUpdatedAt,
    });
    if (refetchNow) void refetch();
  }, [data, dataUpdatedAt, scansRemaining, me.dataUpdatedAt, refetch]);

  const refresh = useMutation(
    trpc.scannedProducts.refreshAlternatives.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(alternativesQueryOptions(trpc, scanId).queryKey, answer);
        void refreshScans();
      },
      onError: (error) => {
        showToast({ title: alternativesMessages.t("alternatives.toast.refreshFailed"), message: errorMessage(error), destructive: true });
        void refreshScans();
      },
    }),
  );

  return {
    alternatives,
    scansRemaining,
    refresh: () => refresh.mutate({ id: scanId }),
    refreshing: refresh.isPending,
  };
}
