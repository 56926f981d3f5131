import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

import type { TUser } from "@productcheck/validators/user";

import { showToast } from "@/components/toast/show-toast";
import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { useTRPC } from "@/lib/trpc";

import { authStatusQueryOptions, currentUserQueryOptions } from "../api/auth-queries";
import { useLogoutMutation } from "../api/logout";
import { deriveAuthState, type AuthStatus } from "../utils/auth-state";

const { t } = shellMessages;

/** Screens only a signed-in user may see: logging out on one of them goes to the scanner first. */
const SIGNED_IN_ONLY_PATHS = new Set(["/saved", "/admin"]);

export interface Auth {
  status: AuthStatus;
  /** The signed-in user; null while loading and for guests. */
  user: TUser | null;
  /** Re-reads the session and the user (after sign-in, a scan, a purchase). */
  refreshUser: () => Promise<void>;
  logout: () => Promise<void>;
}

export function useAuth(): Auth {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const authStatus = useQuery(authStatusQueryOptions(trpc));
  // A guest's screens ask for user.me too (their scans left): this observer only listens once signed in.
  // Unsubscribed, a guest's user.me answers and refetches re-render nothing here; subscribed without reading
  // any of its fields (a guest), it would re-render the whole frame on each (README, Performance).
  const authenticated = authStatus.data?.authenticated === true;
  const currentUser = useQuery({ ...currentUserQueryOptions(trpc), enabled: authenticated, subscribed: authenticated });
  const { status, user } = deriveAuthState(authStatus, currentUser);
  const { mutateAsync: requestLogout } = useLogoutMutation();

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.auth.status.queryKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.user.me.queryKey() });
  }, [queryClient, trpc]);

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch (error) {
      console.error("Logout failed:", error);
      showToast({ title: t("shell.toast.logoutFailed.title"), message: t("shell.toast.logoutFailed.message"), destructive: true });
      return;
    }
    if (SIGNED_IN_ONLY_PATHS.has(router.state.location.pathname)) await router.navigate({ to: "/scanner" });
    // Logout clears the user and the client cache (docs/product.md, States); active queries (the auth check) refetch.
    await queryClient.resetQueries();
    showToast({ title: t("shell.toast.loggedOut.title"), message: t("shell.toast.loggedOut.message") });
  }, [queryClient, requestLogout, router]);

  return { status, user, refreshUser, logout };
}
