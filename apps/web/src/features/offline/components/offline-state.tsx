import { Stack, Text, Title } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";

import { offlineMessages } from "@/i18n/messages/offline/offline-messages";
import { useMessages } from "@/i18n/namespace";

/** A screen's offline state: what cannot be shown now, and that it comes back with the connection. */
export function OfflineState({ message }: { message: string }) {
  const t = useMessages(offlineMessages);
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" data-testid="offline-state">
      <IconWifiOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={3}>{t("offline.state.title")}</Title>
      <Text c="dimmed" maw={360}>
        {message}
      </Text>
    </Stack>
  );
}
