import { createFileRoute } from "@tanstack/react-router";

import { ProductHeading } from "@/features/results/components/product-heading";
import { VerdictLine } from "@/features/results/components/verdict-line";
import { verdictLabel } from "@/features/results/utils/verdict-text";
import { publicVerdictQueryOptions } from "@/features/share/api/public-verdict-query";
import { PublicVerdictScreen, type ResultCardParts } from "@/features/share/components/public-verdict-screen";

/** The result card's own pieces, so that a shared verdict reads as the result screen does. */
const RESULT_CARD: ResultCardParts = { Heading: ProductHeading, Verdict: VerdictLine, verdictLabel };

// /p/{barcode}: a shared verdict (docs/sharing.md). Its page's head carries the product's Open Graph tags,
// rendered by the server (apps/server/src/plugins/public-verdict-page.ts); a failure is the screen's to show.
export const Route = createFileRoute("/p/$barcode")({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    await queryClient.ensureQueryData(publicVerdictQueryOptions(trpc, params.barcode)).catch(() => undefined);
  },
  component: PublicVerdictRoute,
});

function PublicVerdictRoute() {
  const { barcode } = Route.useParams();
  return <PublicVerdictScreen barcode={barcode} parts={RESULT_CARD} />;
}
