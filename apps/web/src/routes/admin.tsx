import { createFileRoute, redirect } from "@tanstack/react-router";

import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { notifyAdminAccessDenied } from "@/features/admin/utils/access-denied";
import { loadSignedInUser } from "@/features/auth/api/auth-queries";
import { isAdmin } from "@/features/auth/utils/auth-state";

export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ context, preload }) => {
    if (isAdmin(await loadSignedInUser(context))) return;
    if (!preload) notifyAdminAccessDenied();
    throw redirect({ to: "/" });
  },
  component: AdminDashboard,
});
