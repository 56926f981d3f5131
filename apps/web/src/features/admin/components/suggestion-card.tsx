import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconEdit, IconX } from "@tabler/icons-react";

import type { TAdminSuggestion } from "@productcheck/validators/admin-suggestion";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

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
  const t = useMessages(adminMessages);
  const fields = [
    ["userId", String(suggestion.userId)],
    ["description", suggestion.description],
    ["manufacturer", suggestion.manufacturer],
    ["brand", suggestion.brand],
    ["size", suggestion.size],
    ["country", suggestion.country],
    ["category", suggestion.category],
  ] as const;

  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={t("admin.suggestion.label", { name: suggestion.name })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{orNotAvailable(suggestion.name)}</Text>
        {suggestion.isApproved ? (
          <Badge color="green" variant="light">
            {t("admin.suggestion.approvedBadge")}
          </Badge>
        ) : null}
      </Group>
      <Stack gap={0} mt={4}>
        {fields.map(([field, value]) => (
          <Text key={field} size="sm">
            <Text span c="dimmed">
              {t("admin.term", { term: t(`admin.suggestion.field.${field}`) })}
            </Text>{" "}
            {orNotAvailable(value)}
          </Text>
        ))}
      </Stack>
      <Group gap="xs" mt="sm">
        {suggestion.isApproved ? null : (
          <>
            <Button size="xs" color="green" leftSection={<IconCheck size={14} />} loading={busy} onClick={onApprove}>
              {t("admin.suggestion.approve")}
            </Button>
            <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} disabled={busy} onClick={onReject}>
              {t("admin.reject")}
            </Button>
          </>
        )}
        <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={onEdit}>
          {t("admin.edit")}
        </Button>
      </Group>
    </Paper>
  );
}
