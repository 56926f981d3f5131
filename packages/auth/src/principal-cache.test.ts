import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { createGuest, findGuestByToken } from "./guest";
import { forgetGuest, PRINCIPAL_CACHE_TTL_MS, principalCacheOf } from "./principal-cache";
import { createSession, invalidateSession, validateSessionToken } from "./session";
import { hashToken } from "./token";

const DAY_MS = 24 * 60 * 60 * 1000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await database.db.user.create({ data: { email: "cache@example.com" }, select: { id: true } })).id;
});
afterAll(async () => {
  await database.close();
});

describe("sessions", () => {
  it("answers from memory for at most the TTL after another instance signed the session out", async () => {
    const { db } = database;
    const { token } = await createSession(db, userId);
    expect(await validateSessionToken(db, token)).toMatchObject({ user: { id: userId } });
    // Another instance signs out: the row goes, this process is not told.
    await db.session.deleteMany({ where: { id: hashToken(token) } });
    expect(await validateSessionToken(db, token)).toMatchObject({ user: { id: userId } });
    await sleep(PRINCIPAL_CACHE_TTL_MS + 50);
    expect(await validateSessionToken(db, token)).toBeNull();
  });

  it("forgets a session signed out through this process at once", async () => {
    const { db } = database;
    const { token } = await createSession(db, userId);
    const session = await validateSessionToken(db, token);
    if (!session) throw new Error("no session");
    await invalidateSession(db, session.sessionId);
    expect(await validateSessionToken(db, token)).toBeNull();
  });

  it("checks a remembered session's expiry against the clock, and renews through the database", async () => {
    const { db } = database;
    const now = new Date();
    const { token, expiresAt } = await createSession(db, userId, now);
    expect(await validateSessionToken(db, token, now)).toMatchObject({ renewed: false, expiresAt });
    // 20 days later (still remembered): less than 15 days left, so renewed, in the row too.
    const later = new Date(now.getTime() + 20 * DAY_MS);
    const renewed = await validateSessionToken(db, token, later);
    expect(renewed).toMatchObject({ renewed: true, expiresAt: new Date(later.getTime() + 30 * DAY_MS) });
    expect((await db.session.findUniqueOrThrow({ where: { id: hashToken(token) } })).expiresAt).toEqual(renewed?.expiresAt);
    expect(await validateSessionToken(db, token, later)).toMatchObject({ renewed: false });
    // Past its expiry it is refused and deleted, remembered or not.
    expect(await validateSessionToken(db, token, new Date(later.getTime() + 31 * DAY_MS))).toBeNull();
    expect(await db.session.count({ where: { id: hashToken(token) } })).toBe(0);
  });
});

describe("guests", () => {
  it("forgets a guest merged through this process at once, and one merged elsewhere within the TTL", async () => {
    const { db } = database;
    const here = await createGuest(db, { scansRemaining: 3, ipHash: "ip" });
    const elsewhere = await createGuest(db, { scansRemaining: 3, ipHash: "ip" });
    expect(await findGuestByToken(db, here.token)).toEqual({ id: here.guest.id });
    expect(await findGuestByToken(db, elsewhere.token)).toEqual({ id: elsewhere.guest.id });
    for (const { guest } of [here, elsewhere]) {
      await db.guest.update({ where: { id: guest.id }, data: { mergedIntoUserId: userId, mergedAt: new Date() } });
    }
    forgetGuest(db, here.guest.id);
    expect(await findGuestByToken(db, here.token)).toBeNull();
    expect(await findGuestByToken(db, elsewhere.token)).toEqual({ id: elsewhere.guest.id });
    await sleep(PRINCIPAL_CACHE_TTL_MS + 50);
    expect(await findGuestByToken(db, elsewhere.token)).toBeNull();
  });

  it("remembers no unknown token", async () => {
    const { db } = database;
    expect(await findGuestByToken(db, "no-such-token")).toBeNull();
    expect(principalCacheOf(db).guests.has(hashToken("no-such-token"))).toBe(false);
  });
});

describe("a read that a drop overtook", () => {
  it("is answered but not kept", async () => {
    const cache = principalCacheOf(database.db);
    let finish: (value: { id: number }) => void = () => {};
    const reading = cache.read(cache.guests, "token-hash", () => new Promise<{ id: number }>((resolve) => (finish = resolve)));
    forgetGuest(database.db, 999);
    finish({ id: 999 });
    expect(await reading).toEqual({ id: 999 });
    expect(cache.guests.has("token-hash")).toBe(false);
    // Without a drop meanwhile, the answer is kept.
    expect(await cache.read(cache.guests, "token-hash", () => Promise.resolve({ id: 999 }))).toEqual({ id: 999 });
    expect(cache.guests.get("token-hash")).toEqual({ id: 999 });
  });
});
