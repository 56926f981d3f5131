import { createFileRoute } from "@tanstack/react-router";

import { paymentConfigQueryOptions } from "@/features/payment/api/payment-config";
import { DonationScreen } from "@/features/payment/components/donation-screen";

export const Route = createFileRoute("/payment")({
  // The payment settings decide what the page offers; a failure shows on the page, not here.
  loader: ({ context }) => context.queryClient.prefetchQuery(paymentConfigQueryOptions(context.trpc)),
  component: DonationScreen,
});
