import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";

import { ResultsScreen } from "@/features/results/components/results-screen";

// /results/not-found?barcode=… is where the scanner goes for a barcode nobody knows.
const searchSchema = z.object({ barcode: z.optional(z.string()) });

export const Route = createFileRoute("/results/$id")({
  validateSearch: searchSchema,
  component: ResultsRoute,
});

function ResultsRoute() {
  const { id } = Route.useParams();
  const barcode = Route.useSearch({ select: (search) => search.barcode });
  return <ResultsScreen rawId={id} barcode={barcode} />;
}
