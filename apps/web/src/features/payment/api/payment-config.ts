import { useQuery } from "@tanstack/react-query";

import { useTRPC, type Trpc } from "@/lib/trpc";

/** GET /api/payment-config: whether donations are on, and Stripe's publishable key (never in the bundle). */
export function paymentConfigQueryOptions(trpc: Trpc) {
  return trpc.payments.config.queryOptions();
}

export function usePaymentConfig() {
  const trpc = useTRPC();
  return useQuery(paymentConfigQueryOptions(trpc));
}
