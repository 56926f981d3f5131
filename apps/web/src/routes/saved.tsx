import { createFileRoute, redirect } from "@tanstack/react-router";

import { loadSignedInUser } from "@/features/auth/api/auth-queries";
import { SavedScreen } from "@/features/saved/components/saved-screen";
import { notifyLoginRequired } from "@/features/saved/utils/login-required";

export const Route = createFileRoute("/saved")({
  beforeLoad: async ({ context, preload }) => {
    if (await loadSignedInUser(context)) return;
    if (!preload) notifyLoginRequired();
    throw redirect({ to: "/auth" });
  },
  component: SavedScreen,
});
