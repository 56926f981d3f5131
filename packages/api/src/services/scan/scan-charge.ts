import { generateToken, hashToken } from "@productcheck/auth/token";
import { type Db, Prisma } from "@productcheck/db/client";
import type { DeviceClass } from "@productcheck/domain/device-class";

import type { GuestDefaults } from "../shared/actor";
import { AppError } from "../shared/app-error";
import { bucketWindow, guestScansLimit, refusal } from "../shared/rate-limits";

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

/** What `record_scan` answers (migration `record_scan_function`); scan ids are public ids (docs/security.md#public-ids). */
interface ChargeOutcome {
  outcome: "replay" | "recent" | "charged" | "no_scans" | "rate_limited";
  publicId: string | null;
  productId: number;
  bucketWindowStart: Date | null;
}

/**
 * Records a scan and charges it (docs/quotas.md): a replayed client id returns the first scan uncharged;
 * a re-scan of the same product within 24 hours is free and returns the same scan; otherwise one scan
 * is charged, or 402 "No scans remaining". Guests also share a daily budget per IP address (429 once it
 * is spent, and nothing is charged). `productId` of the answer is the scan's product: a client id
 * replayed with another barcode answers with the product it was first sent with.
 *
 * One statement, which is its own transaction: the database function `record_scan` (migration
 * `record_scan_function`) takes the principal's row lock, then checks the replay and the 24-hour rule,
 * counts the network's budget and writes the charge and the scan, each step seeing what committed
 * before it (so two taps on one product are charged once). A first-time guest's row is made by the same
 * statement, only when its scan is recorded (docs/quotas.md, Principals).
 */
export async function recordScan(
  { db }: { db: Db },
  input: ScanRecordInput,
): Promise<{ publicId: string; productId: number; charged: boolean; newGuestToken: string | null }> {
  const now = input.now ?? new Date();
  const { productId, clientScanId } = input;
  const given = "newGuest" in input.actor ? null : input.actor;
  const newGuest = "newGuest" in input.actor ? { token: generateToken(), ...input.actor.newGuest } : null;
  // Users have no network budget: their scans are paid for.
  const budget = given?.userId === undefined ? guestScansLimit(input.ipHash, input.guestScansPerIpPerDay) : null;
  const bucket = budget && bucketWindow(budget, now);
  let outcome: ChargeOutcome | undefined;
  try {
    [outcome] = await db.$queryRaw<ChargeOutcome[]>`
      SELECT "outcome", "publicId", "productId", "bucketWindowStart" FROM "record_scan"(
        ${given?.userId ?? null}::integer, ${given?.guestId ?? null}::integer,
        ${newGuest && hashToken(newGuest.token)}::text, ${newGuest?.scansRemaining ?? null}::integer, ${newGuest?.ipHash ?? null}::text,
        ${productId}::integer, ${clientScanId}::text, ${input.deviceClass}::text, ${now}::timestamp,
        ${new Date(now.getTime() - FREE_RESCAN_WINDOW_MS)}::timestamp,
        ${bucket?.key ?? null}::text, ${budget?.limit.max ?? null}::integer, ${bucket?.start ?? null}::timestamp, ${bucket?.ended ?? null}::timestamp)`;
  } catch (error) {
    // A guard: the lock orders one principal's scans, but should two identical requests ever pass the
    // replay check together, the unique key keeps one; answer with it. (A new guest has no replays.)
    if (given && isUniqueViolation(error)) {
      const first = await findScanByClientId({ db }, { actor: given, clientScanId });
      if (first) return { publicId: first.publicId, productId: first.productId, charged: false, newGuestToken: null };
    }
    throw error;
  }
  if (!outcome) throw new Error("record_scan answered no row");
  switch (outcome.outcome) {
    case "replay":
    case "recent":
      if (outcome.publicId === null) throw new Error(`record_scan answered ${outcome.outcome} without a scan`);
      return { publicId: outcome.publicId, productId: outcome.productId, charged: false, newGuestToken: null };
    case "charged":
      if (outcome.publicId === null) throw new Error("record_scan charged without a scan");
      return { publicId: outcome.publicId, productId, charged: true, newGuestToken: newGuest?.token ?? null };
    case "no_scans":
      throw new AppError("PAYMENT_REQUIRED", NO_SCANS_MESSAGE);
    case "rate_limited": {
      if (!budget || !outcome.bucketWindowStart) throw new Error("record_scan refused a budget it was not given");
      throw refusal(budget.limit, new Date(new Date(outcome.bucketWindowStart).getTime() + budget.limit.windowMs), now);
    }
  }
}

/** A unique-key violation, from a Prisma query (P2002) or a raw one (P2010, the driver's UniqueConstraintViolation). */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta as { driverAdapterError?: { cause?: { kind?: string } } } | undefined)?.driverAdapterError?.cause;
  return error.code === "P2002" || cause?.kind === "UniqueConstraintViolation";
}
