import type { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";

import type { AppRouter } from "@productcheck/api/root";

import { languageHeaders } from "@/i18n/i18n";

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** React access to the same proxy the router context carries: `const trpc = useTRPC()`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * A batched GET carries every procedure's name and input in its URL; the server answers 414/431
 * above its limits (docs/security.md#input-limits), so batches are split well below them.
 */
export const TRPC_BATCH_LIMITS = { maxURLLength: 2_000, maxItems: 10 } as const;

/** All calls go to the same origin and send the session cookie, never a token header (docs/product.md, Calls). */
export function createTrpcClient(fetchImpl: typeof fetch = (url, options) => fetch(url, options)) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "/trpc",
        ...TRPC_BATCH_LIMITS,
        headers: languageHeaders,
        fetch: (url, options) => fetchImpl(url, { ...options, credentials: "include" } as RequestInit),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createTrpc(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
