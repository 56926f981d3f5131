import type { Db } from "@productcheck/db/client";

import { findGuestByToken, type GuestRef } from "./guest";
import { validateSessionToken, type ValidatedSession } from "./session";

/**
 * Who is making a request: a signed-in user, or a guest browser. A guest without a row yet
 * (a first visit) has `guest: null`; one is created on its first side-effecting call.
 */
export type Principal =
  | { kind: "user"; session: ValidatedSession }
  | { kind: "guest"; guest: GuestRef | null };

export async function resolvePrincipal(
  db: Db,
  cookies: { sessionToken?: string | undefined; guestToken?: string | undefined },
  now = new Date(),
): Promise<Principal> {
  if (cookies.sessionToken) {
    const session = await validateSessionToken(db, cookies.sessionToken, now);
    if (session) return { kind: "user", session };
  }
  const guest = cookies.guestToken ? await findGuestByToken(db, cookies.guestToken) : null;
  return { kind: "guest", guest };
}
