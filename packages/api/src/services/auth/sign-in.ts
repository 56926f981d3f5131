import { checkEmailCode, CODE_TTL_MS, deleteOldEmailCodes, issueEmailCode } from "@productcheck/auth/email-code";
import { GUEST_COOKIE } from "@productcheck/auth/guest";
import type { Principal } from "@productcheck/auth/principal";
import { forgetGuest } from "@productcheck/auth/principal-cache";
import { createSession, invalidateSession, SESSION_COOKIE } from "@productcheck/auth/session";
import { hashIp } from "@productcheck/auth/token";
import type { Db } from "@productcheck/db/client";
import type { TUser } from "@productcheck/validators/user";

import type { ApiConfig } from "../../config";
import { AppError } from "../shared/app-error";
import type { CookieJar } from "../shared/cookie-jar";
import type { Mailer } from "../shared/mailer";
import {
  deleteStaleRateLimitBuckets,
  enforceRateLimitsAllOrNone,
  giveBackRateLimit,
  signInCodeLimits,
  signInTryLimits,
  WRONG_CODE_HITS,
} from "../shared/rate-limits";
import { isAdminEmail } from "../user/user-account";
import { mergeGuestIntoUser } from "./guest-merge";

const MINUTE_MS = 60 * 1000;

/**
 * Sends a sign-in code to `email` (normalised). Every address gets the same treatment and the same
 * answer, whether or not it has an account; only the sending limits can refuse (429).
 */
export async function requestSignInCode(
  { db, mailer, config }: { db: Db; mailer: Mailer; config: ApiConfig },
  input: { email: string; ip: string; now?: Date },
): Promise<{ expiresInMinutes: number }> {
  const now = input.now ?? new Date();
  const ipHash = hashIp(config.secret, input.ip);
  await enforceRateLimitsAllOrNone({ db }, { hits: signInCodeLimits(input.email, ipHash), now });

  await Promise.all([deleteOldEmailCodes(db, now), deleteStaleRateLimitBuckets({ db }, { now })]);
  const { code } = await issueEmailCode(db, { email: input.email, secret: config.secret, ipHash, now });
  const expiresInMinutes = CODE_TTL_MS / MINUTE_MS;
  try {
    await mailer.sendSignInCode({ to: input.email, code, expiresInMinutes });
  } catch (error) {
    // A code nobody received must not stay valid.
    await db.emailCode.deleteMany({ where: { email: input.email, createdAt: now } });
    // Not a refusal but a failure: a 500, logged with its cause.
    throw new Error("The sign-in e-mail could not be sent.", { cause: error });
  }
  return { expiresInMinutes };
}

export const WRONG_CODE_MESSAGE = "That code is not right.";
/** "4 tries left." … "1 try left."; at 0 the next try is refused with 429 until a window ends. */
function triesLeftText(triesLeft: number): string {
  if (triesLeft === 0) return "No tries left for now.";
  return `${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;
}

export const DEAD_CODE_MESSAGE = "This code has expired or was already used. Please request a new code.";

/**
 * POST /api/auth/verify-code: signs the browser in with a code. Finds or creates the account, moves
 * the browser's guest into it and grants a new account its free scans once (`signInWithCode`), then
 * gives the browser a new session (replacing the one it had, if any) and clears its visitor cookie.
 * Returns the account as GET /api/user shows it.
 */
export async function verifySignInCode(
  { db, config }: { db: Db; config: ApiConfig },
  input: { principal: Principal; cookies: CookieJar; email: string; code: string; ip: string; now?: Date },
): Promise<TUser> {
  const { principal, cookies } = input;
  const guestId = principal.kind === "guest" ? (principal.guest?.id ?? null) : null;
  const user = await signInWithCode({ db, config }, { email: input.email, code: input.code, ip: input.ip, guestId, now: input.now });
  // Signing in again (or as someone else) replaces the browser's session.
  if (principal.kind === "user") await invalidateSession(db, principal.session.sessionId);
  const session = await createSession(db, user.id);
  cookies.set(SESSION_COOKIE, session.token, { expires: session.expiresAt });
  // The guest now lives in the account; after a logout this browser starts as a new guest.
  cookies.clear(GUEST_COOKIE);
  return user;
}

/** POST /api/auth/logout: deletes the browser's session, if it has one, and clears its cookie. */
export async function signOut({ db }: { db: Db }, { principal, cookies }: { principal: Principal; cookies: CookieJar }): Promise<void> {
  if (principal.kind === "user") await invalidateSession(db, principal.session.sessionId);
  cookies.clear(SESSION_COOKIE);
}

/**
 * Checks the code under the abuse limits (docs/accounts.md#abuse-limits): the try is counted against
 * the address's wrong-code buckets and the network's tries before the comparison, and given back to
 * the wrong-code buckets when it was not a wrong guess. Then finds or creates the account and moves
 * the guest into it, in one transaction.
 */
async function signInWithCode(
  { db, config }: { db: Db; config: ApiConfig },
  input: { email: string; code: string; ip: string; guestId: number | null; now: Date | undefined },
): Promise<TUser> {
  const now = input.now ?? new Date();
  const hits = signInTryLimits(input.email, hashIp(config.secret, input.ip));
  const counted = await enforceRateLimitsAllOrNone({ db }, { hits, now });
  const check = await checkEmailCode(db, { email: input.email, code: input.code, secret: config.secret, now });
  if (!check.ok && check.reason === "wrong") {
    const triesLeft = Math.min(check.triesLeft, ...counted.slice(0, WRONG_CODE_HITS).map((result) => result.remaining));
    throw new AppError("INVALID", `${WRONG_CODE_MESSAGE} ${triesLeftText(triesLeft)}`);
  }
  await Promise.all(hits.slice(0, WRONG_CODE_HITS).map((hit) => giveBackRateLimit({ db }, hit)));
  if (!check.ok) throw new AppError("INVALID", DEAD_CODE_MESSAGE);

  const { id: userId } = await db.user.upsert({
    where: { email: input.email },
    create: { email: input.email, createdAt: now, lastSeenAt: now },
    update: { lastSeenAt: now },
    select: { id: true },
  });

  const user = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ freeScansGranted: boolean }[]>`
      SELECT "freeScansGranted" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const firstSignIn = locked?.freeScansGranted === false;
    const fromGuest =
      input.guestId === null ? 0 : await mergeGuestIntoUser({ tx }, { guestId: input.guestId, userId, firstSignIn, now });
    return tx.user.update({
      where: { id: userId },
      data: {
        scansRemaining: { increment: (firstSignIn ? config.freeAccountScans : 0) + fromGuest },
        freeScansGranted: true,
      },
      select: { id: true, email: true, scansRemaining: true },
    });
  });
  // The guest's visitor token names no guest any more: this process forgets it now (others within a second).
  if (input.guestId !== null) forgetGuest(db, input.guestId);
  return { ...user, isAdmin: isAdminEmail(user.email, config) };
}
