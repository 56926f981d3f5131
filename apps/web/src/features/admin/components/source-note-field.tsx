import { Textarea } from "@mantine/core";

import { SOURCE_NOTE_MAX_LENGTH } from "@productcheck/validators/brand-locations";

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Every registry change names where it was verified; the audit log keeps it. */
export function SourceNoteField({ value, onChange, error }: Props) {
  return (
    <Textarea
      label="Source note"
      description="Where did you verify this? A URL or publication"
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
