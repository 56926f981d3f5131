import type { Db } from "@productcheck/db/client";
import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { productsChanged } from "../scanned-products/guest-view-cache";
import { AppError } from "../shared/app-error";
import { adminSuggestionView, applySuggestion, lockSuggestion } from "./admin-suggestion";

export const CANNOT_UNAPPROVE_MESSAGE = "This suggestion is already approved and cannot be un-approved; edit it instead.";

/**
 * Approve (`true`) or Reject (`false`) a suggestion (docs/product.md, States: Suggestion (admin)).
 * Approving applies it to its product; approving again re-applies it. Rejecting a pending one only
 * records when it was reviewed; an approved one cannot be un-approved (409). One transaction.
 */
export async function setSuggestionApproval(
  { db }: { db: Db },
  { id, isApproved, now = new Date() }: { id: number; isApproved: boolean; now?: Date },
): Promise<TAdminSuggestion> {
  const view = await db.$transaction(async (tx) => {
    const suggestion = await lockSuggestion(tx, id);
    if (!isApproved && suggestion.isApproved) throw new AppError("CONFLICT", CANNOT_UNAPPROVE_MESSAGE);
    const updated = await tx.suggestion.update({
      where: { id },
      data: { isApproved, reviewedAt: now },
      select: { isApproved: true },
    });
    if (isApproved) await applySuggestion(tx, suggestion);
    return adminSuggestionView({ ...suggestion, isApproved: updated.isApproved });
  });
  // Guests' views of the product read it afresh (guest-view-cache.ts).
  if (isApproved) productsChanged(db);
  return view;
}
