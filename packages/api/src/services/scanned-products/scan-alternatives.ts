/**
 * A scan's alternatives as the API answers them (docs/product.md, Calls, docs/quotas.md and docs/alternatives.md):
 * - a non-American product has none, and costs nothing;
 * - otherwise the viewer must be allowed to see them (alternatives-access.ts), else
 *   `{ alternatives: [], needsPayment: true }`;
 * - the list itself is the product's cached list for the viewer's home country (compute-alternatives.ts).
 *
 * "Refresh alternatives" recomputes the list (with the AI when configured). Rules:
 * - only for a viewer who already sees the alternatives (the scanner, or someone who paid for them);
 * - it costs one scan, charged atomically like a scan (402 "No scans remaining" at 0), because it
 *   is a new analysis — the client shows the link only while scans remain;
 * - at most `RATE_LIMITS.alternativesRefreshesPerClockHour` refreshes per principal per clock hour
 *   (429 after that; shared/rate-limits.ts), so a bought pack cannot hammer the AI provider;
 * - a list computed less than `REFRESH_COOLDOWN_MS` ago is answered as it is, free; and of concurrent
 *   refreshes of one list (a double click, two tabs, two viewers) exactly one computes and pays — the
 *   rule is read under the principal's row lock and the refresh claimed on the list's version
 *   (`alternativesRefreshClaim`), the others answer the list as it is, free;
 * - if computing fails, the scan is given back.
 */
import type { Principal } from "@productcheck/auth/principal";
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import { ownershipResolverFor } from "@productcheck/registry/load-ownership-resolver";
import type { TAlternativesResponse } from "@productcheck/validators/alternatives";

import type { ApiConfig } from "../../config";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../scan/product-lookup";
import { type Actor, chargeOneScan, lockActor, NO_SCANS_MESSAGE } from "../scan/scan-charge";
import { existingActor } from "../shared/actor";
import { AppError } from "../shared/app-error";
import type { CookieJar } from "../shared/cookie-jar";
import { alternativesRefreshClaim, alternativesRefreshLimit, enforceRateLimits, giveBackRateLimit, takeRateLimit } from "../shared/rate-limits";
import { accessAlternatives, canSeeAlternatives } from "./alternatives-access";
import { type AlternativesDeps, type AlternativesList, getAlternatives, getAlternativesComputedAt } from "./compute-alternatives";
import { productFactsSelect, resolveProductOrigin } from "./product-view";

export const REFRESH_COOLDOWN_MS = 30_000;

export interface ScanAlternativesDeps extends AlternativesDeps {
  config: ApiConfig;
}

export interface ScanAlternativesRequest {
  /** The scan's public id (docs/security.md#public-ids). */
  publicId: string;
  principal: Principal;
  cookies: CookieJar;
  ip: string;
  sameOrigin: boolean;
  homeCountry: string;
  now?: Date;
}

async function loadScan(db: Db, publicId: string) {
  const [scan, owners] = await Promise.all([
    db.scan.findUnique({
      where: { publicId },
      select: { id: true, userId: true, guestId: true, product: { select: productFactsSelect } },
    }),
    ownershipResolverFor(db),
  ]);
  if (!scan) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND_MESSAGE);
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
export async function getScanAlternatives(deps: ScanAlternativesDeps, request: ScanAlternativesRequest): Promise<TAlternativesResponse> {
  const { db, config } = deps;
  const { scan, isAmerican } = await loadScan(db, request.publicId);
  if (!isAmerican) return answer(request.homeCountry, false, null);
  const access = await accessAlternatives({ db }, {
    scan,
    principal: request.principal,
    cookies: request.cookies,
    sameOrigin: request.sameOrigin,
    guestDefaults: {
      scansRemaining: config.freeGuestScans,
      ipHash: hashIp(config.secret, request.ip),
    },
    guestScansPerIpPerDay: config.guestScansPerIpPerDay,
    now: request.now,
  });
  if (!access.allowed) return answer(request.homeCountry, true, null, { needsPayment: true });
  const list = await getAlternatives(deps, { productId: scan.product.id, homeCountry: request.homeCountry, now: request.now });
  return answer(request.homeCountry, true, list, { charged: access.charged });
}

async function giveScanBack(db: Db, actor: Actor): Promise<void> {
  if (actor.userId !== undefined) {
    await db.user.update({ where: { id: actor.userId }, data: { scansRemaining: { increment: 1 } }, select: { id: true } });
  } else {
    await db.guest.update({ where: { id: actor.guestId }, data: { scansRemaining: { increment: 1 } }, select: { id: true } });
  }
}

/** POST /api/scanned-products/{id}/alternatives/refresh (rules at the top of this file). */
export async function refreshScanAlternatives(deps: ScanAlternativesDeps, request: ScanAlternativesRequest): Promise<TAlternativesResponse> {
  const { db } = deps;
  const now = request.now ?? new Date();
  const { scan, isAmerican } = await loadScan(db, request.publicId);
  if (!isAmerican) return answer(request.homeCountry, false, null);
  const { principal } = request;
  // Whoever already sees the alternatives has an actor (a scanner or a payer), so no guest is made here.
  const actor = existingActor(principal);
  if (!actor || !(await canSeeAlternatives({ db }, { scan, principal }))) {
    return answer(request.homeCountry, true, null, { needsPayment: true });
  }

  const list = { productId: scan.product.id, homeCountry: request.homeCountry };
  const asItIs = async () => answer(request.homeCountry, true, await getAlternatives(deps, { ...list, now }));
  const isRecent = (computedAt: Date | null) => computedAt !== null && now.getTime() - computedAt.getTime() < REFRESH_COOLDOWN_MS;

  // The 30-second rule is read under the principal's lock and settled by a claim on the list's
  // version: before, two parallel clicks both read an old list outside the lock and both paid.
  const claim = await db.$transaction(async (tx) => {
    await lockActor({ tx }, actor);
    const computedAt = await getAlternativesComputedAt({ db: tx }, list);
    if (isRecent(computedAt)) return null;
    const hit = alternativesRefreshClaim({ ...list, computedAt });
    if (!(await takeRateLimit({ db: tx }, { ...hit, now })).allowed) return null;
    await enforceRateLimits({ db: tx }, { hits: [alternativesRefreshLimit(actor)], now });
    if (!(await chargeOneScan({ tx }, actor))) throw new AppError("PAYMENT_REQUIRED", NO_SCANS_MESSAGE);
    return hit;
  });
  if (!claim) return asItIs();
  try {
    const recomputed = await getAlternatives(deps, { ...list, recompute: true, now });
    return answer(request.homeCountry, true, recomputed, { charged: true });
  } catch (error) {
    await giveScanBack(db, actor);
    await giveBackRateLimit({ db }, claim);
    throw error;
  }
}
