import { Anchor } from "@mantine/core";
import type { QueryClient } from "@tanstack/react-query";

import { showToast } from "./components/toast/show-toast";
import { isOnline } from "./features/offline/utils/online-status";
import { keepCopies, refreshAfterOffline, restoreCopies } from "./features/offline/utils/query-copy-store";
import { registerServiceWorker } from "./features/offline/utils/register-service-worker";
import { isPassingFailure, type QueuedScan, type QueuedScanOutcome, type SettledOutcome } from "./features/offline/utils/scan-queue";
import { connectScanQueue, scanQueue } from "./features/offline/utils/scan-queue-store";
import { scanFailureOf } from "./features/scanner/api/use-request-scan";
import { noScansToast, outcomeOfFailure, scanFailedToast } from "./features/scanner/utils/scan-flow";
import { i18n } from "./i18n/i18n";
import type { Locale } from "./i18n/locale";
import { offlineText } from "./i18n/messages/offline/offline-messages";
import { resultsMessages } from "./i18n/messages/results/results-messages";
import { scannerMessages } from "./i18n/messages/scanner/scanner-messages";
import type { Trpc, TrpcClient } from "./lib/trpc";
import type { createAppRouter } from "./router";

/** While scans wait and the browser says it is online (the server may have been the one away), they are tried this often. */
const RETRY_INTERVAL_MS = 30_000;

export interface OfflineSupportDeps {
  queryClient: QueryClient;
  trpc: Trpc;
  trpcClient: TrpcClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The offline support (docs/offline.md), composed from the offline feature and the scanner's scan request:
 * copies of recent answers kept on the device and read back when the connection drops, and the queue of scans
 * made offline, sent when it returns — each charged once, by its own clientScanId — with a toast for each result.
 */
export function startOfflineSupport({ queryClient, trpc, trpcClient, router }: OfflineSupportDeps): void {
  registerServiceWorker();
  keepCopies(queryClient);

  const send = async ({ barcode, clientScanId }: QueuedScan): Promise<QueuedScanOutcome> => {
    try {
      const { scannedProduct } = await trpcClient.scan.create.mutate({ barcode, clientScanId });
      // The result screen paints from the scan's own answer, as after a scan made online (docs/scan-flow.md).
      queryClient.setQueryData(trpc.scannedProducts.get.queryKey({ id: scannedProduct.id }), scannedProduct);
      return { kind: "found", scannedProductId: scannedProduct.id };
    } catch (error) {
      const failure = scanFailureOf(error);
      return isPassingFailure(failure.httpStatus) ? { kind: "unanswered" } : outcomeOfFailure(failure);
    }
  };

  const link = (label: string, open: () => void) => (
    <Anchor component="button" type="button" size="sm" fw={600} onClick={open}>
      {label}
    </Anchor>
  );

  const onSettled = async ({ barcode }: QueuedScan, outcome: SettledOutcome) => {
    // The spec's own messages say why a scan was refused: the scanner's and the result screen's texts, in the active language.
    const [t] = await Promise.all([offlineText(), scannerMessages.ensure(i18n.locale as Locale), resultsMessages.ensure(i18n.locale as Locale)]);
    // A scan may have been charged: the scans left follow (docs/product.md, States: the user is refreshed after every scan).
    void queryClient.invalidateQueries({ queryKey: trpc.auth.status.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.user.me.queryKey() });
    const scanned = t("offline.scannedOffline", { barcode });
    switch (outcome.kind) {
      case "found": {
        const open = () => void router.navigate({ to: "/results/$id", params: { id: outcome.scannedProductId } });
        showToast({ title: t("offline.ready.title", { barcode }), message: <>{t("offline.ready.message")} {link(t("offline.viewResult"), open)}</> });
        return;
      }
      case "not-found": {
        // 'Product Not Found' / "We couldn't find this product" (docs/product.md, Screens), and that screen for this barcode.
        const open = () => void router.navigate({ to: "/results/$id", params: { id: "not-found" }, search: { barcode } });
        const message = <>{scanned}. {resultsMessages.t("results.notFound.text")} {link(t("offline.viewResult"), open)}</>;
        showToast({ title: resultsMessages.t("results.notFound.title"), message, destructive: true });
        return;
      }
      case "no-scans": {
        const toast = noScansToast();
        showToast({ title: toast.title, message: <>{scanned}. {toast.message}</>, destructive: true });
        return;
      }
      case "failed": {
        const toast = scanFailedToast(outcome.message);
        showToast({ ...toast, message: <>{scanned}. {toast.message}</> });
        return;
      }
    }
  };

  connectScanQueue({ send, onSettled: (scan, outcome) => void onSettled(scan, outcome).catch((error: unknown) => console.error(error)) });
  const flush = () => {
    if (isOnline()) void scanQueue.flush().catch((error: unknown) => console.error("Sending queued scans failed:", error));
  };
  window.addEventListener("online", () => {
    void refreshAfterOffline(queryClient);
    flush();
  });
  window.addEventListener("offline", () => void restoreCopies(queryClient).catch((error: unknown) => console.error("Offline copies could not be read:", error)));
  setInterval(flush, RETRY_INTERVAL_MS);
  if (isOnline()) flush();
  else void restoreCopies(queryClient);
}
