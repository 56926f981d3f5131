import type { Db } from "@productcheck/db/client";
import type { TAdminSuggestion, TUpdateAdminSuggestionData } from "@productcheck/validators/admin-suggestion";

import { adminSuggestionSelect, adminSuggestionView, applySuggestion, lockSuggestion } from "./admin-suggestion";

/**
 * The admin's edit of a suggestion's fields. Editing an approved suggestion re-applies it to its
 * product (docs/product.md, States: Suggestion (admin)); a pending one stays pending. One transaction.
 */
export async function updateSuggestion(
  { db }: { db: Db },
  { id, ...fields }: TUpdateAdminSuggestionData,
): Promise<TAdminSuggestion> {
  return db.$transaction(async (tx) => {
    await lockSuggestion(tx, id);
    const updated = await tx.suggestion.update({ where: { id }, data: fields, select: adminSuggestionSelect });
    if (updated.isApproved) await applySuggestion(tx, updated);
    return adminSuggestionView(updated);
  });
}
