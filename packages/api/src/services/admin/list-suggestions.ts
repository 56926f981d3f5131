import type { Db } from "@productcheck/db/client";
import type { TAdminSuggestion, TAdminSuggestionsResponse } from "@productcheck/validators/admin-suggestion";

import { adminSuggestionSelect, adminSuggestionView } from "./admin-suggestion";

/**
 * The admin's suggestions, grouped by barcode and newest first within a group: all of them, or only the
 * approved (`approved: true`) or pending (`false`) ones.
 */
export async function listSuggestions(
  { db }: { db: Db },
  { approved }: { approved?: boolean },
): Promise<TAdminSuggestionsResponse> {
  const rows = await db.suggestion.findMany({
    where: approved === undefined ? {} : { isApproved: approved },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: adminSuggestionSelect,
  });
  const groupedSuggestions: Record<string, TAdminSuggestion[]> = {};
  for (const row of rows) (groupedSuggestions[row.barcode] ??= []).push(adminSuggestionView(row));
  return { groupedSuggestions };
}
