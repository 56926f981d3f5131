import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";

import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { editValuesOf, type SuggestionEditValues } from "../utils/suggestion-fields";

interface Props {
  suggestion: TAdminSuggestion | null;
  opened: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: SuggestionEditValues) => void;
}

function EditForm({ suggestion, saving, onCancel, onSave }: Omit<Props, "opened" | "suggestion"> & { suggestion: TAdminSuggestion }) {
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
        <TextInput label="Product Name" withAsterisk {...field("name")} data-autofocus />
        <Textarea label="Description" rows={3} {...field("description")} />
        <TextInput label="Manufacturer" {...field("manufacturer")} />
        <TextInput label="Brand" {...field("brand")} />
        <TextInput label="Size" {...field("size")} />
        <TextInput label="Country" maxLength={2} {...field("country")} />
        <TextInput label="Category" {...field("category")} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Edit Product Suggestion': prefilled from the suggestion; the form is remounted for each suggestion. */
export function EditSuggestionDialog({ suggestion, opened, saving, onCancel, onSave }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Edit Product Suggestion" centered>
      {suggestion ? (
        <EditForm key={suggestion.id} suggestion={suggestion} saving={saving} onCancel={onCancel} onSave={onSave} />
      ) : null}
    </Modal>
  );
}
