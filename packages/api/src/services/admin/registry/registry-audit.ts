import type { Db, Prisma } from "@productcheck/db/client";
import type { TRegistryEdit, TRegistryEditAction } from "@productcheck/validators/brand-locations";

import type { Tx } from "./registry-graph";

/** The admin making a change, as the audit log records them. */
export interface RegistryActor {
  userId: number;
  email: string;
}

export interface RegistryChange {
  brandId?: number | null;
  companyId?: number | null;
  action: TRegistryEditAction;
  /** What changed, before → after: "Owner: Kraft Heinz (US) → Arla Foods (DK)". */
  summary: string;
  sourceNote: string;
}

/** Writes one audit-log entry (docs/admin.md, Brand Locations: the audit log), in the change's transaction. */
export async function recordRegistryEdit(tx: Tx, actor: RegistryActor, change: RegistryChange): Promise<void> {
  await tx.registryEdit.create({
    data: {
      userId: actor.userId,
      adminEmail: actor.email,
      brandId: change.brandId ?? null,
      companyId: change.companyId ?? null,
      action: change.action,
      summary: change.summary,
      sourceNote: change.sourceNote,
    },
    select: { id: true },
  });
}

/** "Name: A → B": one changed field, or nothing when it did not change. */
export function changed(field: string, before: string, after: string): string[] {
  return before === after ? [] : [`${field}: ${before} → ${after}`];
}

/** The summary of an edit that changed `parts`, or says it only confirmed the entry. */
export function summaryOf(parts: readonly string[]): string {
  return parts.length === 0 ? "Checked again: no change" : parts.join("; ");
}

const editSelect = {
  id: true,
  createdAt: true,
  adminEmail: true,
  action: true,
  summary: true,
  sourceNote: true,
} as const satisfies Prisma.RegistryEditSelect;

/** The audit log of a brand or a company, newest first. */
export async function listRegistryEdits(db: Db, where: { brandId: number } | { companyId: number }): Promise<TRegistryEdit[]> {
  const rows = await db.registryEdit.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: editSelect });
  return rows.map((row) => ({ ...row, action: row.action as TRegistryEditAction, createdAt: row.createdAt.toISOString() }));
}

/** What every write of Brand Locations needs: the database and the admin making the change. */
export interface RegistryWriteDeps {
  db: Db;
  admin: RegistryActor;
}

/**
 * The facts an admin's change stamps on the brand or company it changes: source `admin`, high
 * confidence, the admin's note, and `editedAt`, which makes the registry sync leave the row alone.
 */
export function adminFacts(sourceNote: string, now: Date) {
  return { source: "admin", confidence: "high", sourceNote, editedAt: now } as const;
}
