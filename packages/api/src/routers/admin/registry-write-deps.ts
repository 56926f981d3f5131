import type { Db } from "@productcheck/db/client";

import type { RegistryWriteDeps } from "../../services/admin/registry/registry-audit";

/** A registry write's dependencies from an admin procedure's context: the database and who is acting, for the audit log. */
export function registryWriteDeps(ctx: { db: Db; session: { user: { id: number; email: string } } }): RegistryWriteDeps {
  return { db: ctx.db, admin: { userId: ctx.session.user.id, email: ctx.session.user.email } };
}
