import type { Db } from "@productcheck/db/client";
import type { TAdminSuggestion, TUpdateAdminSuggestionData } from "@productcheck/validators/admin-suggestion";

import { productsChanged } from "../scanned-products/guest-view-cache";
import { adminSuggestionSelect, adminSuggestionView, applySuggestion, lockSuggestion } from "./admin-suggestion";

/**
 * The admin's edit of a suggestion's fields. Editing an approved suggestion re-applies it to its
 * product (docs/product.md, States: Suggestion (admin)); a pending one stays pending. One transaction.
 */
export async function updateSuggestion(
  { db }: { db: Db },
  { id, ...fields }: TUpdateAdminSuggestionData,
): Promise<TAdminSuggestion> {
  const view = await db.$transaction(async (tx) => {
    await lockSuggestion(tx, id);
    const updated = await tx.suggestion.update({ where: { id }, data: fields, select: adminSuggestionSelect });
    if (updated.isApproved) await applySuggestion(tx, updated);
    return adminSuggestionView(updated);
  });
  // Guests' views of the product read it afresh (guest-view-cache.ts).
  if (view.isApproved) productsChanged(db);
  return view;
}
