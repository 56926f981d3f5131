import { createFileRoute, redirect } from "@tanstack/react-router";

import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { loadSignedInUser } from "@/features/auth/api/auth-queries";
import { isAdmin } from "@/features/auth/utils/auth-state";

export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ context, preload }) => {
    if (isAdmin(await loadSignedInUser(context))) return;
    // Loaded on demand: route options sit in the entry chunk, and this module brings zod (README, Performance).
    if (!preload) (await import("@/features/admin/utils/access-denied")).notifyAdminAccessDenied();
    throw redirect({ to: "/" });
  },
  component: AdminDashboard,
});
