import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";

import { paymentConfigQueryOptions } from "@/features/payment/api/payment-config";
import { PaymentResultScreen } from "@/features/payment/components/payment-result-screen";

// The card payment provider returns here with these parameters appended to the address.
// zod/mini: route options stay in the entry chunk, and full zod would add ~40 kB gzip to it.
const searchSchema = z.object({
  payment_intent: z.optional(z.string()),
  payment_intent_client_secret: z.optional(z.string()),
  redirect_status: z.optional(z.string()),
});

export const Route = createFileRoute("/payment-success")({
  validateSearch: searchSchema,
  loader: ({ context }) => context.queryClient.prefetchQuery(paymentConfigQueryOptions(context.trpc)),
  component: PaymentSuccessRoute,
});

function PaymentSuccessRoute() {
  const clientSecret = Route.useSearch({ select: (search) => search.payment_intent_client_secret });
  return <PaymentResultScreen clientSecret={clientSecret} />;
}
