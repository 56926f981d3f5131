import { useState } from "react";

import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { showToast } from "@/components/toast/show-toast";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";

import { useSetSuggestionApprovalMutation } from "../api/set-suggestion-approval";
import { useUpdateSuggestionMutation } from "../api/update-suggestion";
import { editValidationError, type SuggestionEditValues } from "../utils/suggestion-fields";

const t = adminMessages.t;

/** Approve / Reject / Edit with the spec's toasts (SPEC §8); the edit dialog's open state lives here. */
export function useSuggestionActions() {
  const approval = useSetSuggestionApprovalMutation();
  const update = useUpdateSuggestionMutation();
  const [editing, setEditing] = useState<TAdminSuggestion | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const setApproval = (id: number, isApproved: boolean) => {
    approval.mutate(
      { id, isApproved },
      {
        onSuccess: () => showToast({ title: t("admin.toast.success"), message: t("admin.suggestion.toast.approvalSaved") }),
        onError: (failure) => {
          console.error("Suggestion approval failed:", failure);
          showToast({ title: t("admin.toast.error"), message: t("admin.suggestion.toast.approvalFailed"), destructive: true });
        },
      },
    );
  };

  const startEdit = (suggestion: TAdminSuggestion) => {
    setEditing(suggestion);
    setDialogOpen(true);
  };

  const saveEdit = (values: SuggestionEditValues) => {
    if (!editing) return;
    const invalid = editValidationError(values);
    if (invalid) {
      showToast({ title: t("admin.toast.validationError"), message: invalid, destructive: true });
      return;
    }
    update.mutate(
      { id: editing.id, ...values, name: values.name.trim() },
      {
        onSuccess: () => {
          showToast({ title: t("admin.toast.success"), message: t("admin.suggestion.toast.updated") });
          setDialogOpen(false);
        },
        onError: (failure) => {
          console.error("Suggestion edit failed:", failure);
          showToast({ title: t("admin.toast.error"), message: t("admin.suggestion.toast.updateFailed"), destructive: true });
        },
      },
    );
  };

  return {
    setApproval,
    approvingId: approval.isPending ? approval.variables.id : null,
    editing,
    dialogOpen,
    startEdit,
    closeEdit: () => setDialogOpen(false),
    saveEdit,
    saving: update.isPending,
  };
}
