import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconEdit, IconX } from "@tabler/icons-react";

import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { orNotAvailable } from "../utils/suggestion-fields";

interface Props {
  suggestion: TAdminSuggestion;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onEdit: () => void;
}

/** One suggestion: its fields ('N/A' when empty); pending ones have Approve / Reject / Edit, approved ones a badge and Edit. */
export function SuggestionCard({ suggestion, busy, onApprove, onReject, onEdit }: Props) {
  const fields = [
    ["User ID", String(suggestion.userId)],
    ["Description", suggestion.description],
    ["Manufacturer", suggestion.manufacturer],
    ["Brand", suggestion.brand],
    ["Size", suggestion.size],
    ["Country", suggestion.country],
    ["Category", suggestion.category],
  ] as const;

  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={`Suggestion ${suggestion.name}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{orNotAvailable(suggestion.name)}</Text>
        {suggestion.isApproved ? (
          <Badge color="green" variant="light">
            Approved
          </Badge>
        ) : null}
      </Group>
      <Stack gap={0} mt={4}>
        {fields.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed">
              {label}:
            </Text>{" "}
            {orNotAvailable(value)}
          </Text>
        ))}
      </Stack>
      <Group gap="xs" mt="sm">
        {suggestion.isApproved ? null : (
          <>
            <Button size="xs" color="green" leftSection={<IconCheck size={14} />} loading={busy} onClick={onApprove}>
              Approve
            </Button>
            <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} disabled={busy} onClick={onReject}>
              Reject
            </Button>
          </>
        )}
        <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Paper>
  );
}
