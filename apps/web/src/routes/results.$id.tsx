import { createFileRoute } from "@tanstack/react-router";

import { alternativesQueryOptions } from "@/features/alternatives/api/alternatives-query";
import { currentUserQueryOptions } from "@/features/auth/api/auth-queries";
import { OfflineGate } from "@/features/offline/components/offline-gate";
import { scannedProductQueryOptions } from "@/features/results/api/scanned-product-query";
import { ResultsScreen } from "@/features/results/components/results-screen";
import { parseResultId } from "@/features/results/utils/result-id";
import { useTRPC } from "@/lib/trpc";
import { optionalStringParams } from "@/utils/search-params";

// /results/not-found?barcode=… is where the scanner goes for a barcode nobody knows.
export const Route = createFileRoute("/results/$id")({
  validateSearch: optionalStringParams("barcode"),
  // After a scan the product is in the cache already (the scan's own answer) and this costs nothing;
  // a direct visit fetches it here, alongside the screen's code. A failure is the screen's to show
  // (Product Not Found), not the router's. An American product's alternatives are asked for as soon
  // as that is known, before the screen renders — but never on a hover's preload, as they may cost a
  // scan (README, Alternatives).
  loader: async ({ context: { queryClient, trpc }, params, preload }) => {
    const id = parseResultId(params.id);
    if (id === null) return;
    const product = await queryClient.ensureQueryData(scannedProductQueryOptions(trpc, id)).catch(() => undefined);
    if (preload) return;
    if (product?.isAmerican) void queryClient.prefetchQuery(alternativesQueryOptions(trpc, id));
    // The viewer's scans left (header, refresh link) is asked for before the screen renders, not by its first
    // render: a request started there changes the query under every observer just mounted, which React answers
    // with a second, synchronous render of them all (README, Performance). Not before the product: batched with
    // it, the product's request would no longer be the one the page preloads.
    void queryClient.prefetchQuery(currentUserQueryOptions(trpc));
  },
  component: ResultsRoute,
});

function ResultsRoute() {
  const trpc = useTRPC();
  const { id } = Route.useParams();
  const barcode = Route.useSearch({ select: (search) => search.barcode });
  const resultId = parseResultId(id);
  const screen = <ResultsScreen rawId={id} barcode={barcode} />;
  if (resultId === null) return screen;
  // Offline, a recent result kept on this device, "as of" when it was fetched (docs/offline.md).
  return (
    <OfflineGate queryKey={scannedProductQueryOptions(trpc, resultId).queryKey} unavailable="offline.resultNotOnDevice">
      {screen}
    </OfflineGate>
  );
}
