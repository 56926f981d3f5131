import { createFileRoute } from "@tanstack/react-router";

import { NeedsConnection } from "@/features/offline/components/offline-gate";
import { paymentConfigQueryOptions } from "@/features/payment/api/payment-config";
import { DonationScreen } from "@/features/payment/components/donation-screen";

export const Route = createFileRoute("/payment")({
  // The payment settings decide what the page offers; a failure shows on the page, not here.
  loader: ({ context }) => context.queryClient.prefetchQuery(paymentConfigQueryOptions(context.trpc)),
  component: PaymentRoute,
});

/** Paying needs the server and Stripe: offline, the page says so (docs/offline.md). */
function PaymentRoute() {
  return (
    <NeedsConnection>
      <DonationScreen />
    </NeedsConnection>
  );
}
