/**
 * Who sees a scan's alternatives, and what it costs (docs/quotas.md):
 * - The principal who scanned sees them at no cost (a user also sees the scans its guest self made
 *   before signing in).
 * - Anyone else pays one scan, once per scan: the payment is a `ResultUnlock` row, recorded in the
 *   same transaction that takes the scan, under the same row lock as a scan, so two tabs cannot pay
 *   twice and a principal with one scan left cannot unlock two results at once. A guest without a row
 *   gets one (with its free scans) as on its first scan; a guest's unlock also counts against its
 *   network's daily guest budget, so clearing cookies does not unlock results for ever.
 * - With no scan left (or the network's guest budget spent) the answer is "needs payment".
 * - The call is a GET (the spec's), so it only spends a scan when the request proves it comes from
 *   the app itself (the CSRF rule of non-GET requests: `Sec-Fetch-Site: same-origin` or the app's own
 *   `Origin`); a cross-site link or image answers "needs payment" and spends nothing.
 */
import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";

import { type Actor, chargeOneScan, lockActor } from "../scan/scan-charge";
import { actorInTransaction, existingActor, setGuestCookie } from "../shared/actor";
import type { CookieJar } from "../shared/cookie-jar";
import { guestScansLimit, takeRateLimit } from "../shared/rate-limits";

export interface AccessRequest {
  scan: { id: number; userId: number | null; guestId: number | null };
  principal: Principal;
  cookies: CookieJar;
  /** Whether the request passed the same-origin check. */
  sameOrigin: boolean;
  guestDefaults: { scansRemaining: number; ipHash: string };
  guestScansPerIpPerDay: number;
  now?: Date;
}

export type AccessResult = { allowed: true; charged: boolean } | { allowed: false };

/** Whether this principal made the scan (or made it as a guest before signing in). */
export async function isScanner(
  { db }: { db: Db },
  { scan, principal }: { scan: AccessRequest["scan"]; principal: Principal },
): Promise<boolean> {
  if (principal.kind === "guest") return principal.guest !== null && scan.guestId === principal.guest.id;
  const userId = principal.session.user.id;
  if (scan.userId === userId) return true;
  if (scan.guestId === null) return false;
  const guest = await db.guest.findUnique({ where: { id: scan.guestId }, select: { mergedIntoUserId: true } });
  return guest?.mergedIntoUserId === userId;
}

function unlockWhere(scanId: number, actor: Actor) {
  return actor.userId !== undefined ? { scanId, userId: actor.userId } : { scanId, guestId: actor.guestId };
}

/** Whether this principal already sees the alternatives of the scan without paying now. */
export async function canSeeAlternatives(
  { db }: { db: Db },
  { scan, principal }: { scan: AccessRequest["scan"]; principal: Principal },
): Promise<boolean> {
  if (await isScanner({ db }, { scan, principal })) return true;
  const actor = existingActor(principal);
  if (!actor) return false;
  return (await db.resultUnlock.count({ where: unlockWhere(scan.id, actor) })) > 0;
}

class NoPayment extends Error {}

/** Lets the principal see the scan's alternatives, charging one scan when needed (rules above). */
export async function accessAlternatives({ db }: { db: Db }, request: AccessRequest): Promise<AccessResult> {
  const { scan, principal } = request;
  if (await canSeeAlternatives({ db }, { scan, principal })) return { allowed: true, charged: false };
  if (!request.sameOrigin) return { allowed: false };

  const now = request.now ?? new Date();
  let newGuestToken: string | null = null;
  try {
    const result = await db.$transaction(async (tx) => {
      // A first-time guest's row is made here, so a refused unlock leaves none (docs/quotas.md, Principals).
      const { actor, newGuestToken: token } = await actorInTransaction({ tx }, { principal, guestDefaults: request.guestDefaults });
      newGuestToken = token;
      await lockActor({ tx }, actor);
      // Another request of the same principal may have paid while this one waited for the lock.
      if ((await tx.resultUnlock.count({ where: unlockWhere(scan.id, actor) })) > 0) return { allowed: true, charged: false };
      if (!(await chargeOneScan({ tx }, actor))) throw new NoPayment();
      if (
        actor.guestId !== undefined &&
        !(await takeRateLimit({ db: tx }, { ...guestScansLimit(request.guestDefaults.ipHash, request.guestScansPerIpPerDay), now })).allowed
      ) {
        throw new NoPayment();
      }
      await tx.resultUnlock.create({ data: { ...unlockWhere(scan.id, actor), createdAt: now }, select: { id: true } });
      return { allowed: true, charged: true } as const;
    });
    setGuestCookie(request.cookies, newGuestToken);
    return result;
  } catch (error) {
    if (error instanceof NoPayment) return { allowed: false };
    throw error;
  }
}
