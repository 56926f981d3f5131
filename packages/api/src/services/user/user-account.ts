import type { Principal } from "@productcheck/auth/principal";
import type { Db } from "@productcheck/db/client";
import type { TUser } from "@productcheck/validators/user";

import type { ApiConfig } from "../../config";

/**
 * The one row a principal's scans left come from, read with plain SQL: through Prisma's query
 * builder this read cost about twice the CPU time per call (docs/performance.md, "API throughput"), and it is made
 * on every `GET /api/user`. A missing row is an internal error, as `findUniqueOrThrow` made it.
 */
async function readOne<Row>(rows: Promise<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} not found`);
  return row;
}

/** The spec's user object for a principal: a guest is `{ id: 0, scansRemaining, email: null }`. */
export async function getUserView({ db, config }: { db: Db; config: ApiConfig }, { principal }: { principal: Principal }): Promise<TUser> {
  if (principal.kind === "user") {
    const user = await readOne(
      db.$queryRaw<{ id: number; email: string; scansRemaining: number }[]>`
        SELECT "id", "email", "scansRemaining" FROM "User" WHERE "id" = ${principal.session.user.id}`,
      "User",
    );
    return { ...user, isAdmin: isAdminEmail(user.email, config) };
  }
  if (!principal.guest) return { id: 0, scansRemaining: config.freeGuestScans, email: null, isAdmin: false };
  const guest = await readOne(
    db.$queryRaw<{ scansRemaining: number }[]>`SELECT "scansRemaining" FROM "Guest" WHERE "id" = ${principal.guest.id}`,
    "Guest",
  );
  return { id: 0, scansRemaining: guest.scansRemaining, email: null, isAdmin: false };
}

/** The admin is the account whose e-mail equals ADMIN_EMAIL, case-insensitively (docs/accounts.md). */
export function isAdminEmail(email: string, config: ApiConfig): boolean {
  return config.adminEmail !== null && email.toLowerCase() === config.adminEmail.toLowerCase();
}
