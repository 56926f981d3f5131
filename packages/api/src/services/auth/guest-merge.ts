import type { Db } from "@productcheck/db/client";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Moves a guest into the account it signed in to (docs/quotas.md): its scans (history, and with them
 * the alternatives it may see for free), the results it paid to unlock, its purchases, and its
 * remaining scans. Runs inside the sign-in transaction; returns the scans to add to the account.
 *
 * A guest's free scans are a trial for people without an account: they move only on the account's
 * first sign-in. On later sign-ins only scans the guest bought move, so clearing cookies and signing
 * in again never mints scans.
 */
export async function mergeGuestIntoUser(
  { tx }: { tx: Tx },
  { guestId, userId, firstSignIn, now }: { guestId: number; userId: number; firstSignIn: boolean; now: Date },
): Promise<number> {
  const [guest] = await tx.$queryRaw<{ scansRemaining: number; mergedIntoUserId: number | null }[]>`
    SELECT "scansRemaining", "mergedIntoUserId" FROM "Guest" WHERE "id" = ${guestId} FOR UPDATE`;
  // Unknown, or merged by a concurrent sign-in of the same browser: nothing left to move.
  if (!guest || guest.mergedIntoUserId !== null) return 0;

  const bought = await tx.purchase.aggregate({
    where: { guestId, status: "credited" },
    _sum: { scans: true },
  });
  const scansToMove = firstSignIn ? guest.scansRemaining : Math.min(guest.scansRemaining, bought._sum.scans ?? 0);

  // A scan's client id is unique per principal: a guest scan whose id the account already used
  // (only a crafted request could do that) keeps its history under a suffixed id.
  await tx.$executeRaw`
    UPDATE "Scan" AS guest_scan SET "clientScanId" = guest_scan."clientScanId" || ':guest-' || guest_scan."guestId"
    WHERE guest_scan."guestId" = ${guestId}
      AND EXISTS (SELECT 1 FROM "Scan" AS own WHERE own."userId" = ${userId} AND own."clientScanId" = guest_scan."clientScanId")`;
  // Exactly one of userId / guestId is set on a scan (a CHECK constraint): both change in one update.
  await tx.scan.updateMany({ where: { guestId }, data: { userId, guestId: null } });

  // Unlocks the account already has, or of scans that are now its own, are not needed twice.
  await tx.$executeRaw`
    DELETE FROM "ResultUnlock" AS unlock
    WHERE unlock."guestId" = ${guestId}
      AND (EXISTS (SELECT 1 FROM "ResultUnlock" AS own WHERE own."userId" = ${userId} AND own."scanId" = unlock."scanId")
        OR EXISTS (SELECT 1 FROM "Scan" AS scan WHERE scan."id" = unlock."scanId" AND scan."userId" = ${userId}))`;
  await tx.resultUnlock.updateMany({ where: { guestId }, data: { userId, guestId: null } });

  // Purchases follow the buyer: a pending one is credited to the account when it completes.
  await tx.purchase.updateMany({ where: { guestId }, data: { userId, guestId: null } });

  await tx.guest.update({
    where: { id: guestId },
    data: { scansRemaining: 0, mergedIntoUserId: userId, mergedAt: now },
    select: { id: true },
  });
  return scansToMove;
}
