import type { QueryClient } from "@tanstack/react-query";

import type { Trpc } from "./lib/trpc";
import type { OfflineSupportDeps } from "./offline-support";
import { whenIdle } from "./utils/when-idle";

/**
 * The first load's whole share of the offline support (docs/offline.md): the rest is fetched when needed.
 *
 * At start, when the server did not answer the sign-in check (no connection), the device's copies of recent
 * answers are put in the query cache before the first screen loads, so it shows them instead of an error.
 */
export async function restoreIfUnreachable(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  if (queryClient.getQueryState(trpc.auth.status.queryKey())?.status !== "error") return;
  try {
    const { restoreCopies } = await import("./features/offline/utils/query-copy-store");
    await restoreCopies(queryClient);
  } catch (error) {
    console.error("Offline copies could not be read:", error);
  }
}

/** Starts the offline support (and registers the service worker) once the app is idle, or at once when the connection drops. */
export function startOfflineSupportLater(deps: OfflineSupportDeps): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener("offline", start);
    import("./offline-support")
      .then(({ startOfflineSupport }) => startOfflineSupport(deps))
      .catch((error: unknown) => console.error("Offline support failed to start:", error));
  };
  window.addEventListener("offline", start);
  whenIdle(start);
}
