import { generateRandomString, type RandomReader } from "@oslojs/crypto/random";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeHex } from "@oslojs/encoding";

import type { Db } from "@productcheck/db/client";

import { keyedHash } from "./token";

/** The spec's code length: six digits. */
export const CODE_LENGTH = 6;
/** A code works for 10 minutes after it was sent. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/**
 * The tenth wrong try kills a code: the API's per-address limit of ten wrong codes a day binds first
 * (docs/accounts.md#abuse-limits), so a stranger's wrong tries lock out their own network, not the
 * owner's live code; this is the last guard.
 */
export const MAX_CODE_ATTEMPTS = 10;

const random: RandomReader = { read: (bytes) => void crypto.getRandomValues(bytes) };

/** Six uniformly random digits (rejection sampling, no modulo bias). */
export function generateCode(): string {
  return generateRandomString(random, "0123456789", CODE_LENGTH);
}

/**
 * The only form in which a code is stored: HMAC-SHA256 under AUTH_SECRET, bound to the address it
 * was sent to, so a leaked table neither reveals codes nor lets one address's code open another.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return keyedHash(secret, `sign-in-code:${email}:${code}`);
}

/** Compares a typed code with a stored hash in constant time. */
export function codeMatches(storedHash: string, secret: string, email: string, code: string): boolean {
  const expected = decodeHex(storedHash);
  const actual = decodeHex(hashCode(secret, email, code));
  return expected.length === actual.length && constantTimeEqual(expected, actual);
}

/** Creates a code for `email` (already normalised) and returns it in clear, to be mailed once. */
export async function issueEmailCode(
  db: Db,
  input: { email: string; secret: string; ipHash: string; now?: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db.emailCode.create({
    data: { email: input.email, codeHash: hashCode(input.secret, input.email, code), expiresAt, createdAt: now, ipHash: input.ipHash },
    select: { id: true },
  });
  return { code, expiresAt };
}

export type CodeCheck =
  | { ok: true }
  /** The code was wrong; the address's current code has `triesLeft` more tries. */
  | { ok: false; reason: "wrong"; triesLeft: number }
  /** No live code: never sent, expired, used, killed by wrong tries, or replaced by a newer one. */
  | { ok: false; reason: "dead" };

/**
 * Checks a typed code against the newest code sent to `email`. Only the newest one counts, so
 * asking again never multiplies the tries. A try is counted before the comparison, with a guarded
 * update, so concurrent guesses cannot get past the limit; the right code is consumed the same way,
 * so it works exactly once.
 */
export async function checkEmailCode(
  db: Db,
  input: { email: string; code: string; secret: string; now?: Date },
): Promise<CodeCheck> {
  const now = input.now ?? new Date();
  const newest = await db.emailCode.findFirst({
    where: { email: input.email },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, codeHash: true, expiresAt: true },
  });
  if (!newest || newest.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "dead" };

  const claimed = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE "EmailCode" SET "attempts" = "attempts" + 1
    WHERE "id" = ${newest.id} AND "consumedAt" IS NULL AND "attempts" < ${MAX_CODE_ATTEMPTS}
    RETURNING "attempts"`;
  const attempts = claimed[0]?.attempts;
  if (attempts === undefined) return { ok: false, reason: "dead" };

  if (!codeMatches(newest.codeHash, input.secret, input.email, input.code)) {
    const triesLeft = MAX_CODE_ATTEMPTS - attempts;
    return triesLeft === 0 ? { ok: false, reason: "dead" } : { ok: false, reason: "wrong", triesLeft };
  }
  // The right code: count this try back (attempts counts wrong tries) and use the code up.
  const consumed = await db.emailCode.updateMany({
    where: { id: newest.id, consumedAt: null },
    data: { consumedAt: now, attempts: { decrement: 1 } },
  });
  return consumed.count === 1 ? { ok: true } : { ok: false, reason: "dead" };
}

/** Codes are useless after 10 minutes; rows older than a day are deleted. */
export async function deleteOldEmailCodes(db: Db, now = new Date()): Promise<void> {
  await db.emailCode.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } });
}
