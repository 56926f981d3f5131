import type { Db } from "@productcheck/db/client";
import { rawSql } from "@productcheck/db/raw-sql";

import { principalCacheOf } from "./principal-cache";
import { generateToken, hashToken } from "./token";

export const GUEST_COOKIE = "pc_guest";
/** The visitor cookie lives a year; the guest row carries its remaining scans. */
export const GUEST_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface GuestRef {
  id: number;
}

/**
 * The guest behind a visitor token, unless the token is unknown or the guest already became an account;
 * from this process's principal cache when it was read in the last second (principal-cache.ts), else
 * read through the raw-SQL path, as every request of a guest starts with it (docs/performance.md, "API throughput").
 */
export async function findGuestByToken(db: Db, token: string): Promise<GuestRef | null> {
  const cache = principalCacheOf(db);
  const tokenHash = hashToken(token);
  const guest = await cache.read(cache.guests, tokenHash, async () => {
    const [row] = await rawSql(db).query<GuestRef>(GUEST_BY_TOKEN, [tokenHash]);
    return row ?? null;
  });
  return guest && { id: guest.id };
}

const GUEST_BY_TOKEN = `SELECT "id" FROM "Guest" WHERE "tokenHash" = $1 AND "mergedIntoUserId" IS NULL`;

/**
 * Creates a guest row and its visitor token. Takes the client or a transaction: the API creates a
 * first-time guest inside the transaction that charges or saves something, so a refusal leaves no row.
 */
export async function createGuest(db: Pick<Db, "guest">, input: { scansRemaining: number; ipHash: string }) {
  const token = generateToken();
  const guest = await db.guest.create({
    data: { tokenHash: hashToken(token), scansRemaining: input.scansRemaining, ipHash: input.ipHash },
    select: { id: true },
  });
  return { token, guest };
}
