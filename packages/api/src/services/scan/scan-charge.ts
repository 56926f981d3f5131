import { createGuest } from "@productcheck/auth/guest";
import { type Db, Prisma } from "@productcheck/db/client";
import type { DeviceClass } from "@productcheck/domain/device-class";

import type { GuestDefaults } from "../shared/actor";
import { AppError } from "../shared/app-error";
import { enforceRateLimits, guestScansLimit } from "../shared/rate-limits";

/** The principal a scan is charged to: a user or a guest row. */
export type Actor = { userId: number; guestId?: never } | { guestId: number; userId?: never };

export interface ScanRecordInput {
  /**
   * The principal's actor, or a first-time guest (`{ newGuest }`), whose row is created inside the
   * charge's transaction, so a refused or failed scan leaves no guest behind (docs/quotas.md, Principals).
   */
  actor: Actor | { newGuest: GuestDefaults };
  productId: number;
  clientScanId: string;
  deviceClass: DeviceClass;
  /** Hash of the client IP: guests share a daily budget per IP. */
  ipHash: string;
  guestScansPerIpPerDay: number;
  now?: Date;
}

const FREE_RESCAN_WINDOW_MS = 24 * 60 * 60 * 1000;
export const NO_SCANS_MESSAGE = "No scans remaining";

export function actorWhere(actor: Actor) {
  return actor.userId !== undefined ? { userId: actor.userId } : { guestId: actor.guestId };
}

/** The scan this actor already made under this client id (a replayed request), if any. */
export async function findScanByClientId({ db }: { db: Db }, { actor, clientScanId }: { actor: Actor; clientScanId: string }) {
  return db.scan.findFirst({ where: { ...actorWhere(actor), clientScanId }, select: { publicId: true, productId: true } });
}

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Takes the actor's row lock, so one principal's scans are charged one after another. */
export async function lockActor({ tx }: { tx: Tx }, actor: Actor) {
  if (actor.userId !== undefined) {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${actor.userId} FOR UPDATE`;
  } else {
    await tx.$queryRaw`SELECT "id" FROM "Guest" WHERE "id" = ${actor.guestId} FOR UPDATE`;
  }
}

export async function chargeOneScan({ tx }: { tx: Tx }, actor: Actor): Promise<boolean> {
  const updated =
    actor.userId !== undefined
      ? await tx.$executeRaw`UPDATE "User" SET "scansRemaining" = "scansRemaining" - 1 WHERE "id" = ${actor.userId} AND "scansRemaining" > 0`
      : await tx.$executeRaw`UPDATE "Guest" SET "scansRemaining" = "scansRemaining" - 1 WHERE "id" = ${actor.guestId} AND "scansRemaining" > 0`;
  return updated === 1;
}

/** The scans' public ids (docs/security.md#public-ids): the numbers stay in the database. */
interface ChargeOutcome {
  replayId: string | null;
  replayProductId: number | null;
  recentId: string | null;
  charged: boolean;
  scanId: string | null;
}

/**
 * Records a scan and charges it, in one transaction (docs/quotas.md): a replayed client id returns the
 * first scan uncharged; a re-scan of the same product within 24 hours is free and returns the same
 * scan; otherwise one scan is charged, or 402 "No scans remaining". Guests also share a daily budget
 * per IP address (429 once it is spent). `productId` of the answer is the scan's product: a client id
 * replayed with another barcode answers with the product it was first sent with.
 *
 * Four statements: BEGIN, the actor's row lock, one statement that decides and writes everything, and
 * COMMIT; a guest's charge adds one, the count of its network's daily budget (rate-limits.ts), whose
 * refusal rolls the charge back. The lock is a statement of its own on purpose: a statement reads the database as it was when
 * the statement began, so the replay and 24-hour checks must start after the lock is granted to see the
 * scans of a request of the same principal that held it (two taps on one product are charged once).
 */
export async function recordScan(
  { db }: { db: Db },
  input: ScanRecordInput,
): Promise<{ publicId: string; productId: number; charged: boolean; newGuestToken: string | null }> {
  const now = input.now ?? new Date();
  const { productId, clientScanId } = input;
  const given = "newGuest" in input.actor ? null : input.actor;
  try {
    const outcome = await db.$transaction(async (tx) => {
      let actor: Actor;
      let newGuestToken: string | null = null;
      if ("newGuest" in input.actor) {
        const created = await createGuest(tx, input.actor.newGuest);
        actor = { guestId: created.guest.id };
        newGuestToken = created.token;
      } else {
        actor = input.actor;
      }
      const [table, column, id] =
        actor.userId !== undefined ? [Prisma.raw('"User"'), Prisma.raw('"userId"'), actor.userId] : [Prisma.raw('"Guest"'), Prisma.raw('"guestId"'), actor.guestId];
      await lockActor({ tx }, actor);
      const [outcome] = await tx.$queryRaw<ChargeOutcome[]>`
        WITH replay AS (
          SELECT "publicId", "productId" FROM "Scan" WHERE ${column} = ${id} AND "clientScanId" = ${clientScanId}
        ), recent AS (
          SELECT "publicId" FROM "Scan"
          WHERE ${column} = ${id} AND "productId" = ${productId} AND "createdAt" > ${new Date(now.getTime() - FREE_RESCAN_WINDOW_MS)}
            AND NOT EXISTS (SELECT FROM replay)
          ORDER BY "createdAt" DESC LIMIT 1
        ), charged AS (
          UPDATE ${table} SET "scansRemaining" = "scansRemaining" - 1
          WHERE "id" = ${id} AND "scansRemaining" > 0 AND NOT EXISTS (SELECT FROM replay) AND NOT EXISTS (SELECT FROM recent)
          RETURNING "id"
        ), inserted AS (
          INSERT INTO "Scan" (${column}, "productId", "clientScanId", "deviceClass", "charged", "createdAt")
          SELECT ${id}, ${productId}, ${clientScanId}, CAST(${input.deviceClass}::text AS "DeviceClass"), true, ${now}
          WHERE EXISTS (SELECT FROM charged)
          RETURNING "publicId"
        )
        SELECT (SELECT "publicId" FROM replay) AS "replayId", (SELECT "productId" FROM replay) AS "replayProductId",
               (SELECT "publicId" FROM recent) AS "recentId", EXISTS (SELECT FROM charged) AS "charged",
               (SELECT "publicId" FROM inserted) AS "scanId"`;
      if (!outcome) throw new Error("the scan charge answered no row");
      if (outcome.replayId !== null && outcome.replayProductId !== null) {
        return { publicId: outcome.replayId, productId: outcome.replayProductId, charged: false, newGuestToken };
      }
      if (outcome.recentId !== null) return { publicId: outcome.recentId, productId, charged: false, newGuestToken };
      if (!outcome.charged || outcome.scanId === null) throw new AppError("PAYMENT_REQUIRED", NO_SCANS_MESSAGE);
      // A guest's charge counts against its network's daily budget; a refusal rolls the charge back.
      if (actor.guestId !== undefined) {
        await enforceRateLimits({ db: tx }, { hits: [guestScansLimit(input.ipHash, input.guestScansPerIpPerDay)], now });
      }
      return { publicId: outcome.scanId, productId, charged: true, newGuestToken };
    });
    return outcome;
  } catch (error) {
    // A guard: the lock orders one principal's scans, but should two identical requests ever pass the
    // replay check together, the unique key keeps one; answer with it. (A new guest has no replays.)
    if (given && isUniqueViolation(error)) {
      const first = await findScanByClientId({ db }, { actor: given, clientScanId });
      if (first) return { publicId: first.publicId, productId: first.productId, charged: false, newGuestToken: null };
    }
    throw error;
  }
}

/** A unique-key violation, from a Prisma query (P2002) or a raw one (P2010, the driver's UniqueConstraintViolation). */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta as { driverAdapterError?: { cause?: { kind?: string } } } | undefined)?.driverAdapterError?.cause;
  return error.code === "P2002" || cause?.kind === "UniqueConstraintViolation";
}
