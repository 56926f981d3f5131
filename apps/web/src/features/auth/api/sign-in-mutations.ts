import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** POST /api/auth/request-code {email}: e-mails a 6-digit code. */
export function useRequestCodeMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.requestCode.mutationOptions());
}

/** POST /api/auth/verify-code {code, email}: signs in and answers the user. */
export function useVerifyCodeMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.verifyCode.mutationOptions());
}
