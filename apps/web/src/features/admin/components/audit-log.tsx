import { Paper, Stack, Text, Title } from "@mantine/core";

import type { TRegistryEdit } from "@productcheck/validators/brand-locations";

import { actionLabel, dateTime } from "../utils/registry-text";

/** Who changed what, when, on which source; newest first, as the server sends it. */
export function AuditLog({ edits }: { edits: readonly TRegistryEdit[] }) {
  return (
    <Stack gap="xs" component="section" aria-label="Audit log">
      <Title order={5}>Audit log</Title>
      {edits.length === 0 ? (
        <Text size="sm" c="dimmed">
          No admin changes yet.
        </Text>
      ) : (
        edits.map((edit) => (
          <Paper key={edit.id} withBorder p="xs" radius="sm" component="article" aria-label={`${actionLabel(edit.action)} ${dateTime(edit.createdAt)}`}>
            <Text size="sm" fw={600}>
              {actionLabel(edit.action)}
            </Text>
            <Text size="xs" c="dimmed">
              {dateTime(edit.createdAt)} · {edit.adminEmail}
            </Text>
            {edit.summary ? <Text size="sm">{edit.summary}</Text> : null}
            <Text size="xs" style={{ overflowWrap: "anywhere" }}>
              <Text span c="dimmed" size="xs">
                Source:
              </Text>{" "}
              {edit.sourceNote}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
