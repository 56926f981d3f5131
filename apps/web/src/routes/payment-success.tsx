import { createFileRoute } from "@tanstack/react-router";

import { paymentConfigQueryOptions } from "@/features/payment/api/payment-config";
import { PaymentResultScreen } from "@/features/payment/components/payment-result-screen";
import { optionalStringParams } from "@/utils/search-params";

// The card payment provider returns here with these parameters appended to the address.
export const Route = createFileRoute("/payment-success")({
  validateSearch: optionalStringParams("payment_intent", "payment_intent_client_secret", "redirect_status"),
  loader: ({ context }) => context.queryClient.prefetchQuery(paymentConfigQueryOptions(context.trpc)),
  component: PaymentSuccessRoute,
});

function PaymentSuccessRoute() {
  const clientSecret = Route.useSearch({ select: (search) => search.payment_intent_client_secret });
  return <PaymentResultScreen clientSecret={clientSecret} />;
}
