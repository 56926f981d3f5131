import { Paper, Stack, Text, Title } from "@mantine/core";

import type { TRegistryEdit } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { actionLabel, dateTime } from "../utils/registry-text";

/** Who changed what, when, on which source; newest first, as the server sends it. */
export function AuditLog({ edits }: { edits: readonly TRegistryEdit[] }) {
  const t = useMessages(adminMessages);
  return (
    <Stack gap="xs" component="section" aria-label={t("admin.audit.title")}>
      <Title order={5}>{t("admin.audit.title")}</Title>
      {edits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("admin.audit.empty")}
        </Text>
      ) : (
        edits.map((edit) => (
          <Paper key={edit.id} withBorder p="xs" radius="sm" component="article" aria-label={t("admin.audit.label", { action: actionLabel(edit.action), time: dateTime(edit.createdAt) })}>
            <Text size="sm" fw={600}>
              {actionLabel(edit.action)}
            </Text>
            <Text size="xs" c="dimmed">
              {t("admin.audit.byline", { time: dateTime(edit.createdAt), email: edit.adminEmail })}
            </Text>
            {edit.summary ? <Text size="sm">{edit.summary}</Text> : null}
            <Text size="xs" style={{ overflowWrap: "anywhere" }}>
              <Text span c="dimmed" size="xs">
                {t("admin.term", { term: t("admin.sourceTerm") })}
              </Text>{" "}
              {edit.sourceNote}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
