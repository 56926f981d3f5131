import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** POST /api/create-payment-intent {amount}: the PaymentIntent's client secret for the card form. */
export function useCreatePaymentIntent() {
  const trpc = useTRPC();
  return useMutation(trpc.payments.createIntent.mutationOptions());
}
