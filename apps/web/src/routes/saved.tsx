import { createFileRoute, redirect } from "@tanstack/react-router";

import { loadSignedInUser } from "@/features/auth/api/auth-queries";
import { OfflineGate } from "@/features/offline/components/offline-gate";
import { savedProductsQueryOptions } from "@/features/saved/api/saved-products";
import { SavedScreen } from "@/features/saved/components/saved-screen";
import { notifyLoginRequired } from "@/features/saved/utils/login-required";
import { useTRPC } from "@/lib/trpc";

export const Route = createFileRoute("/saved")({
  beforeLoad: async ({ context, preload }) => {
    if (await loadSignedInUser(context)) return;
    if (!preload) notifyLoginRequired();
    throw redirect({ to: "/auth" });
  },
  component: SavedRoute,
});

/** Offline, the saved products kept on this device, "as of" when they were fetched (docs/offline.md). */
function SavedRoute() {
  const trpc = useTRPC();
  return (
    <OfflineGate queryKey={savedProductsQueryOptions(trpc).queryKey} unavailable="offline.savedNotOnDevice">
      <SavedScreen />
    </OfflineGate>
  );
}
