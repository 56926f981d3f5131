import { createGuest, GUEST_COOKIE, GUEST_TTL_MS } from "@productcheck/auth/guest";
import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";

import type { Actor } from "../scan/scan-charge";
import type { CookieJar } from "./cookie-jar";

/** The principal's actor when it has one already (no guest row is created for a look). */
export function existingActor(principal: Principal): Actor | null {
  if (principal.kind === "user") return { userId: principal.session.user.id };
  return principal.guest ? { guestId: principal.guest.id } : null;
}

/**
 * The actor a side-effecting call is charged to. A first-time guest gets its row (and its free
 * scans) now, and its visitor cookie with the response.
 */
export async function ensureActor(
  { db }: { db: Db },
  { principal, cookies, guestDefaults }: { principal: Principal; cookies: CookieJar; guestDefaults: { scansRemaining: number; ipHash: string } },
): Promise<Actor> {
  const existing = existingActor(principal);
  if (existing) return existing;
  const { token, guest } = await createGuest(db, guestDefaults);
  cookies.set(GUEST_COOKIE, token, { expires: new Date(Date.now() + GUEST_TTL_MS) });
  return { guestId: guest.id };
}
