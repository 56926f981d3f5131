import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

/** POST /api/auth/logout: deletes the session on the server and clears its cookie. */
export function useLogoutMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.logout.mutationOptions());
}
