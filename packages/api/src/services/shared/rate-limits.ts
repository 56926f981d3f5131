/**
 * Every rate limit of the API, with its numbers (docs/quotas.md#rate-limits), and the one way they
 * are counted.
 *
 * A limit allows `max` hits per window per subject (an address, a keyed IP hash, a principal). Its
 * window is one of
 * - "from-first-hit": starts with the subject's first hit and lasts `windowMs`; the first hit after
 *   it ended starts the next one;
 * - "calendar": the UTC clock hour or day the hit falls in (windows aligned to the epoch, so to
 *   midnight UTC when `windowMs` divides a day).
 * Either way a hit is one statement on the subject's row in "RateLimitBucket", shared by every
 * instance: it restarts the row's window when the old one has ended, else adds one to its count. So
 * concurrent hits are counted exactly, and inside a transaction a rollback takes the hit back.
 */
import type { Db } from "@productcheck/db/client";

import type { Actor } from "../scan/scan-charge";
import { AppError } from "./app-error";

export type RateWindow = "from-first-hit" | "calendar";

export interface RateLimit {
  /** Names the bucket; a subject's row is `<name>:<subject>:<window in seconds>`. */
  name: string;
  max: number;
  windowMs: number;
  window: RateWindow;
  /** What a refusal says; `wait` is how long until the window ends ("40 seconds", "7 minutes"). */
  refusal: (facts: { wait: string; max: number }) => string;
}

/** One limit applied to one subject. */
export interface RateLimitHit {
  limit: RateLimit;
  subject: string;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const signInCodeToAddress = ({ wait }: { wait: string }) =>
  `A code was sent to this address recently. Please wait ${wait} before requesting another one.`;
const signInCodeFromNetwork = ({ wait }: { wait: string }) =>
  `Too many codes were requested from your network. Please try again in ${wait}.`;
const wrongCodesFromNetwork = ({ wait }: { wait: string }) =>
  `Too many wrong codes for this address from your network. Please try again in ${wait}.`;
const wrongCodesForAddress = ({ wait }: { wait: string }) =>
  `Too many wrong codes were tried for this address today. Please try again in ${wait}.`;
const signInTriesFromNetwork = ({ wait }: { wait: string }) => `Too many sign-in attempts from your network. Please try again in ${wait}.`;
const paymentAttempts = ({ wait }: { wait: string }) => `Too many payment attempts. Please try again in ${wait}.`;
const suggestions = () => "You have sent many suggestions recently. Please try again later.";

export const RATE_LIMITS = {
  /**
   * Sign-in codes (docs/accounts.md#sending-limits): to one address from one network once a minute
   * and five times an hour, to one address from anywhere ten times an hour (so a stranger's requests
   * from one network cannot stop the owner's own); from one network ten times in ten minutes and
   * thirty times an hour (a household or an office shares an address).
   */
  signInCodesPerNetwork10Minutes: { name: "code-ip", max: 10, windowMs: 10 * MINUTE_MS, window: "from-first-hit", refusal: signInCodeFromNetwork },
  signInCodesPerNetworkHour: { name: "code-ip", max: 30, windowMs: HOUR_MS, window: "from-first-hit", refusal: signInCodeFromNetwork },
  signInCodesPerAddressAndNetworkMinute: { name: "code-email-ip", max: 1, windowMs: MINUTE_MS, window: "from-first-hit", refusal: signInCodeToAddress },
  signInCodesPerAddressAndNetworkHour: { name: "code-email-ip", max: 5, windowMs: HOUR_MS, window: "from-first-hit", refusal: signInCodeToAddress },
  signInCodesPerAddressHour: { name: "code-email", max: 10, windowMs: HOUR_MS, window: "from-first-hit", refusal: signInCodeToAddress },
  /**
   * Sign-in tries (docs/accounts.md#abuse-limits). Wrong codes for one address: five an hour from one
   * network (that network is locked out of that address, not the owner) and ten a day from anywhere,
   * whatever the number of codes sent, so at most ten guesses of a million a day. Tries of any
   * address from one network: sixty an hour, so no network sprays guesses across many addresses.
   */
  wrongCodesPerAddressAndNetworkHour: { name: "wrong-code-email-ip", max: 5, windowMs: HOUR_MS, window: "from-first-hit", refusal: wrongCodesFromNetwork },
  wrongCodesPerAddressDay: { name: "wrong-code-email", max: 10, windowMs: DAY_MS, window: "from-first-hit", refusal: wrongCodesForAddress },
  signInTriesPerNetworkHour: { name: "verify-ip", max: 60, windowMs: HOUR_MS, window: "from-first-hit", refusal: signInTriesFromNetwork },
  /** Product suggestions: plenty for corrections, too few for spam. */
  suggestionsPerUserHour: { name: "suggestion-user", max: 10, windowMs: HOUR_MS, window: "from-first-hit", refusal: suggestions },
  suggestionsPerUserDay: { name: "suggestion-user", max: 50, windowMs: DAY_MS, window: "from-first-hit", refusal: suggestions },
  /**
   * Payment intents: every one costs a Stripe call. Far more than anyone donating needs, far fewer
   * than a script wants.
   */
  paymentIntentsPerNetworkHour: { name: "payment-intent-ip", max: 30, windowMs: HOUR_MS, window: "from-first-hit", refusal: paymentAttempts },
  paymentIntentsPerPrincipal10Minutes: { name: "payment-intent", max: 10, windowMs: 10 * MINUTE_MS, window: "from-first-hit", refusal: paymentAttempts },
  /**
   * The public verdict of a catalogue product, its page and its REST read (docs/sharing.md), per network: plenty
   * for a household opening shared links and a messenger fetching their previews, too few to walk the catalogue.
   */
  publicVerdictsPerNetworkMinute: {
    name: "public-verdict-ip",
    max: 60,
    windowMs: MINUTE_MS,
    window: "from-first-hit",
    refusal: ({ wait }) => `Too many product pages were opened from your network. Please try again in ${wait}.`,
  },
  /** "Refresh alternatives" per principal per clock hour, so a bought pack cannot hammer the AI provider. */
  alternativesRefreshesPerClockHour: {
    name: "alternatives-refresh",
    max: 5,
    windowMs: HOUR_MS,
    window: "calendar",
    refusal: ({ max }) => `You can refresh alternatives ${max} times an hour. Please try again later.`,
  },
} as const satisfies Record<string, RateLimit>;

/**
 * Guest scans (and guest unlocks of someone else's result) per network per UTC day, so clearing
 * cookies does not mint scans. The number is GUEST_SCANS_PER_IP_PER_DAY.
 */
export function guestScansLimit(ipHash: string, perDay: number): RateLimitHit {
  return {
    limit: {
      name: "guest-scans-ip",
      max: perDay,
      windowMs: DAY_MS,
      window: "calendar",
      refusal: () => "Too many guest scans from your network today. Please log in to continue scanning.",
    },
    subject: ipHash,
  };
}

/**
 * Open Food Facts' published limit for product reads: "15 req/min/IP address for all read product
 * queries" (openfoodfacts-server docs/api/index.md, "Rate limits"; it was 100 req/min until it was
 * lowered). Going over it risks an IP ban. It is the default of OFF_READS_PER_MINUTE, which an operator
 * with a local mirror raises. Not a database bucket: each process keeps it per host in a rolling
 * minute (off-rate-limiter.ts), and a host over it is skipped rather than waited for.
 */
export const OFF_PRODUCT_READS_PER_MINUTE = 15;

/** The subject of a principal's own limits: "user:7" or "guest:12". */
function actorSubject(actor: Actor): string {
  return actor.userId !== undefined ? `user:${actor.userId}` : `guest:${actor.guestId}`;
}

/**
 * Sending a sign-in code: the address's limits first, then the network's, all or none
 * (`enforceRateLimitsAllOrNone`), so a request refused for one bucket spends none of the others.
 */
export function signInCodeLimits(email: string, ipHash: string): RateLimitHit[] {
  const addressFromNetwork = `${email}|${ipHash}`;
  return [
    { limit: RATE_LIMITS.signInCodesPerAddressAndNetworkMinute, subject: addressFromNetwork },
    { limit: RATE_LIMITS.signInCodesPerAddressAndNetworkHour, subject: addressFromNetwork },
    { limit: RATE_LIMITS.signInCodesPerAddressHour, subject: email },
    { limit: RATE_LIMITS.signInCodesPerNetwork10Minutes, subject: ipHash },
    { limit: RATE_LIMITS.signInCodesPerNetworkHour, subject: ipHash },
  ];
}

/**
 * Trying a sign-in code, counted before the code is compared (so concurrent guesses cannot pass a
 * limit): first the two wrong-code buckets of the address, which a right or dead code gives back,
 * then the network's tries. `WRONG_CODE_HITS` says how many of the first are wrong-code buckets.
 */
export function signInTryLimits(email: string, ipHash: string): RateLimitHit[] {
  return [
    { limit: RATE_LIMITS.wrongCodesPerAddressDay, subject: email },
    { limit: RATE_LIMITS.wrongCodesPerAddressAndNetworkHour, subject: `${email}|${ipHash}` },
    { limit: RATE_LIMITS.signInTriesPerNetworkHour, subject: ipHash },
  ];
}
export const WRONG_CODE_HITS = 2;

export function suggestionLimits(userId: number): RateLimitHit[] {
  const subject = String(userId);
  return [
    { limit: RATE_LIMITS.suggestionsPerUserHour, subject },
    { limit: RATE_LIMITS.suggestionsPerUserDay, subject },
  ];
}

/** Creating a payment intent: the network's limit, then the principal's when it has a row (`actor`). */
export function paymentIntentLimits(ipHash: string, actor: Actor | null): RateLimitHit[] {
  const hits: RateLimitHit[] = [{ limit: RATE_LIMITS.paymentIntentsPerNetworkHour, subject: ipHash }];
  // A first-time guest has no row yet, so nothing to count against it but its network.
  if (actor) hits.push({ limit: RATE_LIMITS.paymentIntentsPerPrincipal10Minutes, subject: actorSubject(actor) });
  return hits;
}

/**
 * The claim on one refresh of one cached list (a product and home country) as it was computed at
 * `computedAt`: one hit allowed per list version, so of concurrent "Refresh alternatives" clicks, by
 * one principal or several, exactly one computes and pays; the others see the list as it is, free
 * (docs/quotas.md#what-costs-a-scan). It lasts the 30-second cooldown, and is given back when the
 * recompute fails.
 */
export function alternativesRefreshClaim(list: { productId: number; homeCountry: string; computedAt: Date | null }): RateLimitHit {
  return {
    limit: {
      name: "alternatives-refresh-claim",
      max: 1,
      windowMs: 30 * 1000,
      window: "from-first-hit",
      refusal: () => "This list is being refreshed already.",
    },
    subject: `${list.productId}:${list.homeCountry}:${list.computedAt?.getTime() ?? "none"}`,
  };
}

/** Reading a public verdict (its page or its REST read), counted against the network. */
export function publicVerdictLimit(ipHash: string): RateLimitHit {
  return { limit: RATE_LIMITS.publicVerdictsPerNetworkMinute, subject: ipHash };
}

export function alternativesRefreshLimit(actor: Actor): RateLimitHit {
  return { limit: RATE_LIMITS.alternativesRefreshesPerClockHour, subject: actorSubject(actor) };
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the window after this one (0 when this was the last allowed, or refused). */
  remaining: number;
  /** When the bucket's window ends (when the next try is allowed again, if this one was not). */
  resetAt: Date;
}

/** The database client or a transaction: a hit is one statement either way. */
type Queryable = Pick<Db, "$queryRaw">;

function bucketKey({ limit, subject }: RateLimitHit): string {
  return `${limit.name}:${subject}:${Math.round(limit.windowMs / 1000)}`;
}

/**
 * A hit's bucket row, where a window that starts now begins, and the latest start of a window that has
 * ended by now: what the statement counting it needs (here, and in the scan charge's `record_scan`).
 */
export function bucketWindow({ limit, subject }: RateLimitHit, now: Date): { key: string; start: Date; ended: Date } {
  const start = limit.window === "calendar" ? new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs) : now;
  return { key: bucketKey({ limit, subject }), start, ended: new Date(now.getTime() - limit.windowMs) };
}

/** Counts one hit of `subject` against `limit` (rules at the top of this file). */
export async function takeRateLimit(
  { db }: { db: Queryable },
  { limit, subject, now = new Date() }: RateLimitHit & { now?: Date },
): Promise<RateLimitResult> {
  const { key, start, ended } = bucketWindow({ limit, subject }, now);
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES (${key}, 1, ${start})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= ${ended} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= ${ended} THEN ${start} ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count", "windowStart"`;
  const row = rows[0];
  if (!row) throw new Error(`rate-limit bucket ${key} was not written`);
  return { allowed: row.count <= limit.max, remaining: Math.max(0, limit.max - row.count), resetAt: new Date(new Date(row.windowStart).getTime() + limit.windowMs) };
}

/**
 * Counts a hit against each limit in order and stops at the first that refuses, so a refused
 * request does not use up the later buckets. A refusal is a RATE_LIMITED AppError whose message says
 * how long to wait, and which carries the wait in seconds.
 */
export async function enforceRateLimits(
  { db }: { db: Queryable },
  { hits, now = new Date() }: { hits: readonly RateLimitHit[]; now?: Date },
): Promise<RateLimitResult[]> {
  const results: RateLimitResult[] = [];
  for (const hit of hits) {
    const result = await takeRateLimit({ db }, { ...hit, now });
    if (!result.allowed) throw refusal(hit.limit, result.resetAt, now);
    results.push(result);
  }
  return results;
}

/**
 * The same in one transaction: a refusal rolls back the hits counted before it, so a request refused
 * by one bucket spends nothing of the others (docs/accounts.md#abuse-limits).
 */
export async function enforceRateLimitsAllOrNone(
  { db }: { db: Db },
  { hits, now = new Date() }: { hits: readonly RateLimitHit[]; now?: Date },
): Promise<RateLimitResult[]> {
  return db.$transaction((tx) => enforceRateLimits({ db: tx }, { hits, now }));
}

/** Takes back one hit counted against `subject` (a try that turned out not to count). */
export async function giveBackRateLimit({ db }: { db: Queryable }, hit: RateLimitHit): Promise<void> {
  await db.$queryRaw`UPDATE "RateLimitBucket" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ${bucketKey(hit)} RETURNING "key"`;
}

/** A RATE_LIMITED AppError whose message says how long to wait, and which carries the wait in seconds. */
export function refusal(limit: RateLimit, resetAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError("RATE_LIMITED", limit.refusal({ wait: waitText(seconds), max: limit.max }), { retryAfterSeconds: seconds });
}

/** A wait for a refusal's message: "1 second", "40 seconds", "7 minutes" (each has its Swedish in packages/api/src/i18n/sv.json). */
export function waitText(seconds: number): string {
  if (seconds === 1) return "1 second";
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** Buckets whose window started more than two days ago say nothing any more. */
export async function deleteStaleRateLimitBuckets({ db }: { db: Db }, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - 2 * DAY_MS) } } });
}
