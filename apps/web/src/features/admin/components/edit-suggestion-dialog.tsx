import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";

import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { editValuesOf, type SuggestionEditValues } from "../utils/suggestion-fields";

interface Props {
  suggestion: TAdminSuggestion | null;
  opened: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: SuggestionEditValues) => void;
}

function EditForm({ suggestion, saving, onCancel, onSave }: Omit<Props, "opened" | "suggestion"> & { suggestion: TAdminSuggestion }) {
  const t = useMessages(adminMessages);
  const [values, setValues] = useState<SuggestionEditValues>(() => editValuesOf(suggestion));
  const field = (key: keyof SuggestionEditValues) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [key]: value }));
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <Stack gap="sm">
        <TextInput label={t("admin.suggestion.field.name")} withAsterisk {...field("name")} data-autofocus />
        <Textarea label={t("admin.suggestion.field.description")} rows={3} {...field("description")} />
        <TextInput label={t("admin.suggestion.field.manufacturer")} {...field("manufacturer")} />
        <TextInput label={t("admin.suggestion.field.brand")} {...field("brand")} />
        <TextInput label={t("admin.suggestion.field.size")} {...field("size")} />
        <TextInput label={t("admin.suggestion.field.country")} maxLength={2} {...field("country")} />
        <TextInput label={t("admin.suggestion.field.category")} {...field("category")} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("admin.suggestion.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Edit Product Suggestion': prefilled from the suggestion; the form is remounted for each suggestion. */
export function EditSuggestionDialog({ suggestion, opened, saving, onCancel, onSave }: Props) {
  const t = useMessages(adminMessages);
  return (
    <Modal opened={opened} onClose={onCancel} title={t("admin.suggestion.editTitle")} centered>
      {suggestion ? (
        <EditForm key={suggestion.id} suggestion={suggestion} saving={saving} onCancel={onCancel} onSave={onSave} />
      ) : null}
    </Modal>
  );
}
