import type { QueryClient } from "@tanstack/react-query";

import type { TUser } from "@productcheck/validators/user";

import type { Trpc } from "@/lib/trpc";

// A failed check is only logged (docs/product.md, States); the query cache logs it once, whoever asked.
const logErrorAs = "Auth check failed:";

export function authStatusQueryOptions(trpc: Trpc) {
  return trpc.auth.status.queryOptions(undefined, { meta: { logErrorAs } });
}

export function currentUserQueryOptions(trpc: Trpc) {
  return trpc.user.me.queryOptions(undefined, { meta: { logErrorAs } });
}

/** For `beforeLoad` gates: the signed-in user, or null for a guest or when the check failed. */
export async function loadSignedInUser({ queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc }): Promise<TUser | null> {
  try {
    const status = await queryClient.ensureQueryData(authStatusQueryOptions(trpc));
    if (!status.authenticated) return null;
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(trpc));
    return user.id === 0 ? null : user;
  } catch {
    return null;
  }
}
