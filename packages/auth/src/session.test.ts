import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "@productcheck/db/testing/test-database";

import { createSession, invalidateSession, SESSION_TTL_MS, validateSessionToken } from "./session";
import { hashToken } from "./token";

const DAY_MS = 24 * 60 * 60 * 1000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await database.db.user.create({ data: { email: "session@example.com" }, select: { id: true } })).id;
});
afterAll(async () => {
  await database.close();
});

describe("createSession", () => {
  it("hands out a 32-byte random token and stores only its SHA-256", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const { token, expiresAt } = await createSession(database.db, userId, now);
    // 32 bytes in base32 without padding: 52 characters.
    expect(token).toMatch(/^[a-z2-7]{52}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(30 * DAY_MS);
    const rows = await database.db.session.findMany({ where: { userId }, select: { id: true } });
    expect(rows.map((row) => row.id)).toContain(hashToken(token));
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("validateSessionToken", () => {
  it("accepts a fresh session without renewing it", async () => {
    const now = new Date();
    const { token, expiresAt } = await createSession(database.db, userId, now);
    const session = await validateSessionToken(database.db, token, new Date(now.getTime() + DAY_MS));
    expect(session).toMatchObject({ renewed: false, expiresAt, user: { id: userId, email: "session@example.com" } });
  });

  it("slides the expiry to a full 30 days once less than 15 are left", async () => {
    const created = new Date();
    const { token } = await createSession(database.db, userId, created);
    const later = new Date(created.getTime() + 16 * DAY_MS);
    const session = await validateSessionToken(database.db, token, later);
    expect(session?.renewed).toBe(true);
    expect(session?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    const row = await database.db.session.findUniqueOrThrow({ where: { id: hashToken(token) }, select: { expiresAt: true } });
    expect(row.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    // Used again the next day, it is not renewed again.
    expect((await validateSessionToken(database.db, token, new Date(later.getTime() + DAY_MS)))?.renewed).toBe(false);
  });

  it("keeps a session alive as long as it is used within every 30 days", async () => {
    let now = new Date();
    const { token } = await createSession(database.db, userId, now);
    for (let month = 0; month < 4; month += 1) {
      now = new Date(now.getTime() + 29 * DAY_MS);
      expect(await validateSessionToken(database.db, token, now)).not.toBeNull();
    }
  });

  it("refuses an expired session and deletes its row", async () => {
    const created = new Date();
    const { token } = await createSession(database.db, userId, created);
    expect(await validateSessionToken(database.db, token, new Date(created.getTime() + SESSION_TTL_MS))).toBeNull();
    expect(await database.db.session.count({ where: { id: hashToken(token) } })).toBe(0);
  });

  it("refuses an unknown token", async () => {
    expect(await validateSessionToken(database.db, "not-a-session-token")).toBeNull();
  });
});

describe("invalidateSession", () => {
  it("deletes the session so its token no longer works", async () => {
    const { token } = await createSession(database.db, userId);
    const session = await validateSessionToken(database.db, token);
    if (!session) throw new Error("session not created");
    await invalidateSession(database.db, session.sessionId);
    expect(await validateSessionToken(database.db, token)).toBeNull();
    expect(await database.db.session.count({ where: { id: session.sessionId } })).toBe(0);
  });
});
