import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { deleteStaleRateLimitBuckets, hitRateLimit, hitRateLimits } from "./rate-limits";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const key = () => `test:${++sequence}`;

describe("hitRateLimit", () => {
  it("allows `limit` hits in a window that starts with the first hit, then refuses until it ends", async () => {
    const limit = { key: key(), limit: 2, windowMs: 60_000 };
    const start = new Date("2026-04-01T10:00:00Z");
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(await hitRateLimit(database.db, limit, at(0))).toEqual({ allowed: true, resetAt: at(60) });
    expect((await hitRateLimit(database.db, limit, at(10))).allowed).toBe(true);
    expect(await hitRateLimit(database.db, limit, at(59))).toEqual({ allowed: false, resetAt: at(60) });
    // The window ended: a new one starts with this hit.
    expect(await hitRateLimit(database.db, limit, at(60))).toEqual({ allowed: true, resetAt: at(120) });
  });

  it("keeps windows of different lengths of one key apart", async () => {
    const name = key();
    const now = new Date();
    expect((await hitRateLimit(database.db, { key: name, limit: 1, windowMs: 60_000 }, now)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, { key: name, limit: 1, windowMs: 3_600_000 }, now)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, { key: name, limit: 1, windowMs: 60_000 }, now)).allowed).toBe(false);
  });

  it("counts concurrent hits exactly (one statement per hit)", async () => {
    const limit = { key: key(), limit: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(database.db, limit)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe("hitRateLimits", () => {
  it("stops at the first spent limit without touching the later ones", async () => {
    const first = { key: key(), limit: 1, windowMs: 60_000 };
    const second = { key: key(), limit: 1, windowMs: 60_000 };
    expect(await hitRateLimits(database.db, [first])).toBeNull();
    const refused = await hitRateLimits(database.db, [first, second]);
    expect(refused?.limit).toBe(first);
    // `second` was never hit, so it still allows one.
    expect(await hitRateLimits(database.db, [second])).toBeNull();
  });
});

describe("deleteStaleRateLimitBuckets", () => {
  it("deletes buckets whose window started more than two days ago", async () => {
    const old = key();
    const recent = key();
    const now = new Date();
    await hitRateLimit(database.db, { key: old, limit: 1, windowMs: 60_000 }, new Date(now.getTime() - 3 * 24 * 3600_000));
    await hitRateLimit(database.db, { key: recent, limit: 1, windowMs: 60_000 }, now);
    await deleteStaleRateLimitBuckets(database.db, now);
    const keys = (await database.db.rateLimitBucket.findMany({ select: { key: true } })).map((bucket) => bucket.key);
    expect(keys).not.toContain(`${old}:60`);
    expect(keys).toContain(`${recent}:60`);
  });
});
