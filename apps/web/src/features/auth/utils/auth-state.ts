import type { TUser } from "@productcheck/validators/user";

export type AuthStatus = "loading" | "signed-in" | "signed-out";

export interface QuerySnapshot<T> {
  status: "pending" | "error" | "success";
  data: T | undefined;
}

/**
 * docs/product.md, States: loading until the status call (and, when it says authenticated, the user call) has
 * answered; signed in only if both succeeded and the user is a real account (id 0 is a guest).
 */
export function deriveAuthState(
  authStatus: QuerySnapshot<{ authenticated: boolean }>,
  currentUser: QuerySnapshot<TUser>,
): { status: AuthStatus; user: TUser | null } {
  if (authStatus.status === "pending") return { status: "loading", user: null };
  const authenticated = authStatus.status === "success" && authStatus.data?.authenticated === true;
  if (!authenticated) return { status: "signed-out", user: null };
  if (currentUser.status === "pending") return { status: "loading", user: null };
  const user = currentUser.status === "success" ? currentUser.data : undefined;
  if (user === undefined || user.id === 0) return { status: "signed-out", user: null };
  return { status: "signed-in", user };
}

/** The admin is whoever the server marks as such (`isAdmin`, from ADMIN_EMAIL). */
export function isAdmin(user: TUser | null): boolean {
  return user?.isAdmin === true;
}
