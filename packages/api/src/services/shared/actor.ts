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

/** What a first-time guest starts with. */
export interface GuestDefaults {
  scansRemaining: number;
  ipHash: string;
}

/**
 * The actor of a transaction that charges or saves something: the principal's own, or for a
 * first-time guest a row created inside that transaction (`tx`), so that a request refused or rolled
 * back leaves no guest behind. `commit` sets the new guest's visitor cookie; call it once the
 * transaction has committed.
 */
export async function actorInTransaction(
  { tx }: { tx: Pick<Db, "guest"> },
  { principal, guestDefaults }: { principal: Principal; guestDefaults: GuestDefaults },
): Promise<{ actor: Actor; newGuestToken: string | null }> {
  const existing = existingActor(principal);
  if (existing) return { actor: existing, newGuestToken: null };
  const { token, guest } = await createGuest(tx, guestDefaults);
  return { actor: { guestId: guest.id }, newGuestToken: token };
}

/** Gives a guest created by `actorInTransaction` its visitor cookie, after its transaction committed. */
export function setGuestCookie(cookies: CookieJar, token: string | null): void {
  if (token) cookies.set(GUEST_COOKIE, token, { expires: new Date(Date.now() + GUEST_TTL_MS) });
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
