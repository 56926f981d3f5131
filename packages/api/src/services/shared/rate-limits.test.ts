import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { appRejection } from "../../testing/test-helpers";
import { deleteStaleRateLimitBuckets, enforceRateLimits, type RateLimit, type RateWindow, takeRateLimit } from "./rate-limits";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A limit of its own for each test, so tests never share a bucket. */
function testLimit(max: number, windowMs: number, window: RateWindow = "from-first-hit"): RateLimit {
  return { name: `test-${++sequence}`, max, windowMs, window, refusal: ({ wait, max: most }) => `At most ${most}. Wait ${wait}.` };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

describe("takeRateLimit, a window from the first hit", () => {
  it("allows `max` hits in a window that starts with the first hit, then refuses until it ends", async () => {
    const hit = { limit: testLimit(2, MINUTE_MS), subject: "a" };
    const start = new Date("2026-04-01T10:00:30Z");
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const take = (seconds: number) => takeRateLimit({ db: database.db }, { ...hit, now: at(seconds) });
    expect(await take(0)).toMatchObject({ allowed: true, remaining: 1, resetAt: at(60) });
    expect((await take(10)).allowed).toBe(true);
    expect(await take(59)).toMatchObject({ allowed: false, resetAt: at(60) });
    // The window ended: a new one starts with this hit.
    expect(await take(60)).toMatchObject({ allowed: true, resetAt: at(120) });
  });

  it("keeps subjects, and windows of different lengths of one name, apart", async () => {
    const minute = testLimit(1, MINUTE_MS);
    const hour = { ...minute, windowMs: HOUR_MS };
    const take = (limit: RateLimit, subject: string) => takeRateLimit({ db: database.db }, { limit, subject });
    expect((await take(minute, "a")).allowed).toBe(true);
    expect((await take(minute, "b")).allowed).toBe(true);
    expect((await take(hour, "a")).allowed).toBe(true);
    expect((await take(minute, "a")).allowed).toBe(false);
  });

  it("counts concurrent hits exactly (one statement per hit)", async () => {
    const hit = { limit: testLimit(5, MINUTE_MS), subject: "a" };
    const results = await Promise.all(Array.from({ length: 12 }, () => takeRateLimit({ db: database.db }, hit)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe("takeRateLimit, a calendar window", () => {
  it("counts a UTC day from midnight to midnight, whenever the first hit came", async () => {
    const hit = { limit: testLimit(2, DAY_MS, "calendar"), subject: "a" };
    const take = (iso: string) => takeRateLimit({ db: database.db }, { ...hit, now: new Date(iso) });
    const midnight = new Date("2026-04-02T00:00:00Z");
    expect(await take("2026-04-01T22:00:00Z")).toMatchObject({ allowed: true, resetAt: midnight });
    expect(await take("2026-04-01T23:59:59Z")).toMatchObject({ allowed: true, resetAt: midnight });
    expect(await take("2026-04-01T23:59:59.500Z")).toMatchObject({ allowed: false, resetAt: midnight });
    // A new day, although the first hit was only two hours ago.
    expect(await take("2026-04-02T00:00:00Z")).toMatchObject({ allowed: true, resetAt: new Date("2026-04-03T00:00:00Z") });
  });

  it("counts a clock hour from its start", async () => {
    const hit = { limit: testLimit(1, HOUR_MS, "calendar"), subject: "a" };
    const take = (iso: string) => takeRateLimit({ db: database.db }, { ...hit, now: new Date(iso) });
    expect(await take("2026-04-01T10:59:00Z")).toMatchObject({ allowed: true, resetAt: new Date("2026-04-01T11:00:00Z") });
    expect((await take("2026-04-01T10:59:30Z")).allowed).toBe(false);
    expect((await take("2026-04-01T11:00:00Z")).allowed).toBe(true);
  });

  it("counts inside a transaction, and a rollback takes the hit back", async () => {
    const hit = { limit: testLimit(1, DAY_MS, "calendar"), subject: "a" };
    const rolledBack = database.db.$transaction(async (tx) => {
      expect((await takeRateLimit({ db: tx }, hit)).allowed).toBe(true);
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    await database.db.$transaction(async (tx) => {
      expect((await takeRateLimit({ db: tx }, hit)).allowed).toBe(true);
    });
    expect((await takeRateLimit({ db: database.db }, hit)).allowed).toBe(false);
  });
});

describe("enforceRateLimits", () => {
  it("stops at the first spent limit without touching the later ones", async () => {
    const first = { limit: testLimit(1, MINUTE_MS), subject: "a" };
    const second = { limit: testLimit(1, MINUTE_MS), subject: "a" };
    await enforceRateLimits({ db: database.db }, { hits: [first] });
    await expect(enforceRateLimits({ db: database.db }, { hits: [first, second] })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    // `second` was never hit, so it still allows one.
    await enforceRateLimits({ db: database.db }, { hits: [second] });
  });

  it("refuses with the limit's message, saying how long to wait, and the wait in seconds", async () => {
    const now = new Date("2026-04-01T10:00:00Z");
    const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const short = { limit: testLimit(1, MINUTE_MS), subject: "a" };
    await enforceRateLimits({ db: database.db }, { hits: [short], now });
    const soon = await appRejection(enforceRateLimits({ db: database.db }, { hits: [short], now: inSeconds(20) }));
    expect(soon).toMatchObject({ code: "RATE_LIMITED", message: "At most 1. Wait 40 seconds.", retryAfterSeconds: 40 });

    const long = { limit: testLimit(1, HOUR_MS), subject: "a" };
    await enforceRateLimits({ db: database.db }, { hits: [long], now });
    const later = await appRejection(enforceRateLimits({ db: database.db }, { hits: [long], now: inSeconds(15 * 60 + 1) }));
    expect(later).toMatchObject({ message: "At most 1. Wait 45 minutes.", retryAfterSeconds: 45 * 60 - 1 });
  });
});

describe("deleteStaleRateLimitBuckets", () => {
  it("deletes buckets whose window started more than two days ago", async () => {
    const old = testLimit(1, MINUTE_MS);
    const recent = testLimit(1, MINUTE_MS);
    const now = new Date();
    await takeRateLimit({ db: database.db }, { limit: old, subject: "a", now: new Date(now.getTime() - 3 * DAY_MS) });
    await takeRateLimit({ db: database.db }, { limit: recent, subject: "a", now });
    await deleteStaleRateLimitBuckets({ db: database.db }, { now });
    const keys = (await database.db.rateLimitBucket.findMany({ select: { key: true } })).map((bucket) => bucket.key);
    expect(keys).not.toContain(`${old.name}:a:60`);
    expect(keys).toContain(`${recent.name}:a:60`);
  });
});
