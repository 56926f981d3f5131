import type { Db } from "@productcheck/db/client";

export interface RateLimit {
  /** The bucket's name, e.g. "code-email:a@b.se"; the window length is appended. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When the bucket's window ends (when the next try is allowed again, if this one was not). */
  resetAt: Date;
}

/**
 * Counts one hit in a fixed window that starts with the first hit, in the database (PRODUCT.md §9:
 * any number of instances share the buckets). One statement, so concurrent hits are counted exactly.
 */
export async function hitRateLimit(db: Db, { key, limit, windowMs }: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const bucket = `${key}:${Math.round(windowMs / 1000)}`;
  const windowFloor = new Date(now.getTime() - windowMs);
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES (${bucket}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= ${windowFloor} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= ${windowFloor} THEN ${now} ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count", "windowStart"`;
  const row = rows[0];
  if (!row) throw new Error(`rate-limit bucket ${bucket} was not written`);
  return { allowed: row.count <= limit, resetAt: new Date(new Date(row.windowStart).getTime() + windowMs) };
}

/**
 * Checks limits in order and stops at the first one that is spent, so a refused request does not
 * use up the later buckets. Returns the refused limit, or null when all allowed the hit.
 */
export async function hitRateLimits(
  db: Db,
  limits: readonly RateLimit[],
  now = new Date(),
): Promise<{ limit: RateLimit; resetAt: Date } | null> {
  for (const limit of limits) {
    const result = await hitRateLimit(db, limit, now);
    if (!result.allowed) return { limit, resetAt: result.resetAt };
  }
  return null;
}

/** How long until `resetAt`, for a refusal's message: "40 seconds", "7 minutes". */
export function waitText(resetAt: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Buckets whose window ended more than a day ago say nothing any more. */
export async function deleteStaleRateLimitBuckets(db: Db, now = new Date()): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000) } } });
}
