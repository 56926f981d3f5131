import type { Db } from "@productcheck/db/client";
import { rawSql } from "@productcheck/db/raw-sql";

import { principalCacheOf } from "./principal-cache";
import { generateToken, hashToken } from "./token";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions live 30 days from their last renewal. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session used with less than 15 days left is extended to a full 30 days again (sliding expiry). */
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

export const SESSION_COOKIE = "pc_session";

export interface SessionUser {
  id: number;
  email: string;
}

export interface ValidatedSession {
  sessionId: string;
  expiresAt: Date;
  user: SessionUser;
  /** True when the expiry moved: the cookie must be sent again with the new expiry. */
  renewed: boolean;
}

export async function createSession(db: Db, userId: number, now = new Date()) {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.session.create({ data: { id: hashToken(token), userId, expiresAt, createdAt: now } });
  return { token, expiresAt };
}

/**
 * The session behind a token, if it is live, renewed when less than 15 days are left. Whose session it
 * is comes from this process's principal cache when it was read in the last second (principal-cache.ts).
 */
export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidatedSession | null> {
  const sessionId = hashToken(token);
  const cache = principalCacheOf(db);
  const session = await cache.read(cache.sessions, sessionId, async () => {
    const [row] = await rawSql(db).query<{ expiresAtMs: number; userId: number; email: string }>(SESSION_BY_ID, [sessionId]);
    return row ? { expiresAt: new Date(row.expiresAtMs), user: { id: row.userId, email: row.email } } : null;
  });
  if (!session) return null;
  if (session.expiresAt.getTime() <= now.getTime()) {
    cache.dropSession(sessionId);
    await db.session.deleteMany({ where: { id: sessionId } });
    return null;
  }
  if (session.expiresAt.getTime() - now.getTime() >= RENEW_WHEN_LEFT_MS) {
    return { sessionId, expiresAt: session.expiresAt, user: session.user, renewed: false };
  }
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  cache.dropSession(sessionId);
  await db.session.update({ where: { id: sessionId }, data: { expiresAt }, select: { id: true } });
  return { sessionId, expiresAt, user: session.user, renewed: true };
}

/** A session and its user, read through the raw-SQL path as every signed-in request starts with it (docs/performance.md, "API throughput"). */
const SESSION_BY_ID = `SELECT (extract(epoch FROM s."expiresAt") * 1000)::double precision AS "expiresAtMs", u."id" AS "userId", u."email"
  FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."id" = $1`;

/** Signs a session out: its row goes, and this process forgets it at once (other instances within a second). */
export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
  principalCacheOf(db).dropSession(sessionId);
}
