import { Textarea } from "@mantine/core";

import { SOURCE_NOTE_MAX_LENGTH } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Every registry change names where it was verified; the audit log keeps it. */
export function SourceNoteField({ value, onChange, error }: Props) {
  const t = useMessages(adminMessages);
  return (
    <Textarea
      label={t("admin.sourceNote.label")}
      description={t("admin.sourceNote.description")}
      withAsterisk
      autosize
      minRows={2}
      maxLength={SOURCE_NOTE_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
