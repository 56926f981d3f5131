import type { QueryClient } from "@tanstack/react-query";

import type { Trpc } from "./trpc";

/** What every route's `beforeLoad`/`loader` receives (TanStack Router's with-trpc-react-query pattern). */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
