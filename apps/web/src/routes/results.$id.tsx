import { createFileRoute } from "@tanstack/react-router";

import { ResultsScreen } from "@/features/results/components/results-screen";

export const Route = createFileRoute("/results/$id")({
  component: ResultsRoute,
});

function ResultsRoute() {
  const { id } = Route.useParams();
  return <ResultsScreen productId={id} />;
}
