import { useMutation, useQueryClient } from "@tanstack/react-query";

import { useAuth } from "@/features/auth/hooks/use-auth";
import { useTRPC } from "@/lib/trpc";

/**
 * POST /api/payment-success with the PaymentIntent's client secret: the server checks the payment
 * with Stripe and credits the scans once. Before the call resolves, the user is refreshed when
 * signed in (docs/product.md, States), and a guest's scans count is read again, since the scanner checks it before
 * every scan.
 */
export function useConfirmPaymentSuccess() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation(
    trpc.payments.confirmSuccess.mutationOptions({
      onSuccess: async ({ authenticated }) => {
        if (authenticated) await refreshUser();
        else await queryClient.invalidateQueries({ queryKey: trpc.user.me.queryKey() });
      },
    }),
  );
}
