import type { Db } from "@productcheck/db/client";
import type { DeviceClass } from "@productcheck/domain/device-class";

import { AppError } from "../shared/app-error";
import { enforceRateLimits, guestScansLimit } from "../shared/rate-limits";

/** The principal a scan is charged to: a user or a guest row. */
export type Actor = { userId: number; guestId?: never } | { guestId: number; userId?: never };

export interface ScanRecordInput {
  actor: Actor;
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
  return db.scan.findFirst({ where: { ...actorWhere(actor), clientScanId }, select: { id: true } });
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

/**
 * Records a scan and charges it, in one transaction (PRODUCT.md §2): a replayed client id returns the
 * first scan uncharged; a re-scan of the same product within 24 hours is free and returns the same
 * scan; otherwise one scan is charged, or 402 "No scans remaining". Guests also share a daily budget
 * per IP address (429 once it is spent).
 */
export async function recordScan({ db }: { db: Db }, input: ScanRecordInput): Promise<{ scanId: number; charged: boolean }> {
  const now = input.now ?? new Date();
  try {
    return await db.$transaction(async (tx) => {
      await lockActor({ tx }, input.actor);
      const replay = await tx.scan.findFirst({
        where: { ...actorWhere(input.actor), clientScanId: input.clientScanId },
        select: { id: true },
      });
      if (replay) return { scanId: replay.id, charged: false };

      const recent = await tx.scan.findFirst({
        where: {
          ...actorWhere(input.actor),
          productId: input.productId,
          createdAt: { gt: new Date(now.getTime() - FREE_RESCAN_WINDOW_MS) },
        },
        orderBy: { createdAt: "desc" },
        select: { id: true },
      });
      if (recent) return { scanId: recent.id, charged: false };

      if (!(await chargeOneScan({ tx }, input.actor))) {
        throw new AppError("PAYMENT_REQUIRED", NO_SCANS_MESSAGE);
      }
      if (input.actor.guestId !== undefined) {
        await enforceRateLimits({ db: tx }, { hits: [guestScansLimit(input.ipHash, input.guestScansPerIpPerDay)], now });
      }
      const scan = await tx.scan.create({
        data: {
          ...actorWhere(input.actor),
          productId: input.productId,
          clientScanId: input.clientScanId,
          deviceClass: input.deviceClass,
          charged: true,
          createdAt: now,
        },
        select: { id: true },
      });
      return { scanId: scan.id, charged: true };
    });
  } catch (error) {
    // Two identical requests raced past the replay check: the unique key kept one; answer with it.
    if (isUniqueViolation(error)) {
      const first = await findScanByClientId({ db }, { actor: input.actor, clientScanId: input.clientScanId });
      if (first) return { scanId: first.id, charged: false };
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}
