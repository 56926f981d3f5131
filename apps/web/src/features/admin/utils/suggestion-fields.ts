import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";

const t = adminMessages.t;

/** A suggestion's field as shown: 'N/A' when empty (or only blanks). */
export function orNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? value : t("admin.suggestion.notAvailable");
}

/** The editable fields of a suggestion (the edit dialog's form). */
export interface SuggestionEditValues {
  name: string;
  description: string;
  manufacturer: string;
  brand: string;
  size: string;
  country: string;
  category: string;
}

export function editValuesOf(suggestion: TAdminSuggestion): SuggestionEditValues {
  const { name, description, manufacturer, brand, size, country, category } = suggestion;
  return { name, description, manufacturer, brand, size, country, category };
}

/** SPEC §5: only the product name is required, after trimming; null when the form may be sent. */
export function editValidationError(values: Pick<SuggestionEditValues, "name">): string | null {
  return values.name.trim() ? null : t("admin.suggestion.nameRequired");
}

export type SuggestionTab = "pending" | "approved" | "all";

/** The list call's `approved` filter per tab: "false" for pending, "true" for approved, absent for all. */
export function approvedFilter(tab: SuggestionTab): "true" | "false" | undefined {
  if (tab === "pending") return "false";
  if (tab === "approved") return "true";
  return undefined;
}

/** The empty state's text per tab. */
export function emptyText(tab: SuggestionTab): string {
  return t(`admin.suggestions.empty.${tab}`);
}

/** The count line under the tabs: 'N pending, M approved'. */
export function countLine(pending: number, approved: number): string {
  return t("admin.suggestions.countLine", { pending, approved });
}
