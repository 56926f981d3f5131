import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";
import type { TUser } from "@productcheck/validators/user";

import type { ApiConfig } from "../../config";

/** The spec's user object for a principal: a guest is `{ id: 0, scansRemaining, email: null }`. */
export async function getUserView({ db, config }: { db: Db; config: ApiConfig }, { principal }: { principal: Principal }): Promise<TUser> {
  if (principal.kind === "user") {
    const user = await db.user.findUniqueOrThrow({
      where: { id: principal.session.user.id },
      select: { id: true, email: true, scansRemaining: true },
    });
    return { ...user, isAdmin: isAdminEmail(user.email, config) };
  }
  if (!principal.guest) return { id: 0, scansRemaining: config.freeGuestScans, email: null, isAdmin: false };
  const guest = await db.guest.findUniqueOrThrow({
    where: { id: principal.guest.id },
    select: { scansRemaining: true },
  });
  return { id: 0, scansRemaining: guest.scansRemaining, email: null, isAdmin: false };
}

/** The admin is the account whose e-mail equals ADMIN_EMAIL, case-insensitively (docs/accounts.md). */
export function isAdminEmail(email: string, config: ApiConfig): boolean {
  return config.adminEmail !== null && email.toLowerCase() === config.adminEmail.toLowerCase();
}
