/**
 * A scan's alternatives as the API answers them (SPEC §7, PRODUCT.md §2 and §5):
 * - a non-American product has none, and costs nothing;
 * - otherwise the viewer must be allowed to see them (alternatives-access.ts), else
 *   `{ alternatives: [], needsPayment: true }`;
 * - the list itself is the product's cached list for the viewer's home country (compute-alternatives.ts).
 *
 * "Refresh alternatives" recomputes the list (with the AI when configured). Rules:
 * - only for a viewer who already sees the alternatives (the scanner, or someone who paid for them);
 * - it costs one scan, charged atomically like a scan (402 "No scans remaining" at 0), because it
 *   is a new analysis — the client shows the link only while scans remain;
 * - at most `REFRESH_LIMIT_PER_HOUR` refreshes per principal per clock hour (429 after that), so a
 *   bought pack cannot hammer the AI provider;
 * - a list computed less than `REFRESH_COOLDOWN_MS` ago is answered as it is, free (a double click,
 *   or two viewers refreshing at once, computes once);
 * - if computing fails, the scan is given back.
 */
import { TRPCError } from "@trpc/server";

import type { Principal } from "@productcheck/auth/principal";
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TAlternativesResponse } from "@productcheck/validators/alternatives";

import type { ApiConfig } from "../../config";
import type { CookieJar } from "../../trpc";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../product-lookup";
import { productFactsSelect, resolveProductOrigin } from "../product-view";
import { type Actor, chargeOneScan, lockActor, NO_SCANS_MESSAGE, type Tx } from "../scan-charge";
import { accessAlternatives, canSeeAlternatives, existingActor } from "./alternatives-access";
import { alternativesComputedAt, type AlternativesDeps, type AlternativesList, getAlternatives } from "./compute-alternatives";

export const REFRESH_LIMIT_PER_HOUR = 5;
export const REFRESH_COOLDOWN_MS = 30_000;
export const REFRESH_LIMIT_MESSAGE = "You can refresh alternatives 5 times an hour. Please try again later.";

export interface ScanAlternativesRequest {
  scanId: number;
  principal: Principal;
  cookies: CookieJar;
  config: ApiConfig;
  ip: string;
  sameOrigin: boolean;
  homeCountry: string;
  now?: Date;
}

async function loadScan(db: Db, scanId: number) {
  const [scan, owners] = await Promise.all([
    db.scan.findUnique({
      where: { id: scanId },
      select: { id: true, userId: true, guestId: true, product: { select: productFactsSelect } },
    }),
    ownershipResolverFor(db),
  ]);
  if (!scan) throw new TRPCError({ code: "NOT_FOUND", message: PRODUCT_NOT_FOUND_MESSAGE });
  const { origin } = resolveProductOrigin(owners, scan.product);
  return { scan, isAmerican: origin.isAmerican };
}

function answer(
  homeCountry: string,
  isAmerican: boolean,
  list: AlternativesList | null,
  extra: { needsPayment?: boolean; charged?: boolean } = {},
): TAlternativesResponse {
  return {
    alternatives: list?.alternatives ?? [],
    needsPayment: extra.needsPayment ?? false,
    isAmerican,
    aiAnalysed: list?.engine === "ai" && list.alternatives.length > 0,
    homeCountry,
    computedAt: list?.computedAt.toISOString() ?? null,
    charged: extra.charged ?? false,
  };
}

/** GET /api/scanned-products/{id}/alternatives (rules at the top of this file). */
export async function alternativesForScan(db: Db, deps: AlternativesDeps, request: ScanAlternativesRequest): Promise<TAlternativesResponse> {
  const { scan, isAmerican } = await loadScan(db, request.scanId);
  if (!isAmerican) return answer(request.homeCountry, false, null);
  const access = await accessAlternatives(db, {
    scan,
    principal: request.principal,
    cookies: request.cookies,
    sameOrigin: request.sameOrigin,
    guestDefaults: {
      scansRemaining: request.config.freeGuestScans,
      ipHash: hashIp(request.config.secret, request.ip),
    },
    guestScansPerIpPerDay: request.config.guestScansPerIpPerDay,
    now: request.now,
  });
  if (!access.allowed) return answer(request.homeCountry, true, null, { needsPayment: true });
  const list = await getAlternatives(db, deps, scan.product.id, request.homeCountry, { now: request.now });
  return answer(request.homeCountry, true, list, { charged: access.charged });
}

/** Counts one refresh in the principal's current clock hour; false when the hour's budget is spent. */
async function takeRefreshBudget(tx: Tx, actor: Actor, now: Date): Promise<boolean> {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const who = actor.userId !== undefined ? `u${actor.userId}` : `g${actor.guestId}`;
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES (${`alternatives-refresh:${who}:${hour.toISOString()}`}, 1, ${hour})
    ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  return (rows[0]?.count ?? 0) <= REFRESH_LIMIT_PER_HOUR;
}

async function giveScanBack(db: Db, actor: Actor): Promise<void> {
  if (actor.userId !== undefined) {
    await db.user.update({ where: { id: actor.userId }, data: { scansRemaining: { increment: 1 } }, select: { id: true } });
  } else {
    await db.guest.update({ where: { id: actor.guestId }, data: { scansRemaining: { increment: 1 } }, select: { id: true } });
  }
}

/** POST /api/scanned-products/{id}/alternatives/refresh (rules at the top of this file). */
export async function refreshAlternativesForScan(
  db: Db,
  deps: AlternativesDeps,
  request: ScanAlternativesRequest,
): Promise<TAlternativesResponse> {
  const now = request.now ?? new Date();
  const { scan, isAmerican } = await loadScan(db, request.scanId);
  if (!isAmerican) return answer(request.homeCountry, false, null);
  const { principal } = request;
  // Whoever already sees the alternatives has an actor (a scanner or a payer), so no guest is made here.
  const actor = existingActor(principal);
  if (!actor || !(await canSeeAlternatives(db, scan, principal))) {
    return answer(request.homeCountry, true, null, { needsPayment: true });
  }

  const computedAt = await alternativesComputedAt(db, scan.product.id, request.homeCountry);
  if (computedAt && now.getTime() - computedAt.getTime() < REFRESH_COOLDOWN_MS) {
    return answer(request.homeCountry, true, await getAlternatives(db, deps, scan.product.id, request.homeCountry, { now }));
  }

  await db.$transaction(async (tx) => {
    await lockActor(tx, actor);
    if (!(await takeRefreshBudget(tx, actor, now))) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: REFRESH_LIMIT_MESSAGE });
    if (!(await chargeOneScan(tx, actor))) throw new TRPCError({ code: "PAYMENT_REQUIRED", message: NO_SCANS_MESSAGE });
  });
  try {
    const list = await getAlternatives(db, deps, scan.product.id, request.homeCountry, { recompute: true, now });
    return answer(request.homeCountry, true, list, { charged: true });
  } catch (error) {
    await giveScanBack(db, actor);
    throw error;
  }
}
