import { Group, Paper, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { useMessages } from "@/i18n/namespace";

// A bordered Paper rather than a Card: Card is not in the first load of every screen (README, Performance).
export function NotFoundScreen() {
  const t = useMessages(shellMessages);
  return (
    <Paper withBorder m="md" p="lg" radius="md">
      <Group gap="xs" wrap="nowrap">
        <IconAlertCircle color="var(--mantine-color-red-6)" />
        <Title order={3}>{t("shell.notFound.title")}</Title>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {t("shell.notFound.hint")}
      </Text>
    </Paper>
  );
}
