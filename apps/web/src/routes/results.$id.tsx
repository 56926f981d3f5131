import { createFileRoute } from "@tanstack/react-router";

import { ResultsScreen } from "@/features/results/components/results-screen";
import { optionalStringParams } from "@/utils/search-params";

// /results/not-found?barcode=… is where the scanner goes for a barcode nobody knows.

export const Route = createFileRoute("/results/$id")({
  validateSearch: optionalStringParams("barcode"),
  component: ResultsRoute,
});

function ResultsRoute() {
  const { id } = Route.useParams();
  const barcode = Route.useSearch({ select: (search) => search.barcode });
  return <ResultsScreen rawId={id} barcode={barcode} />;
}
