import { Stack, Text, Title } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";

import {offlineStateTitle} from "../texts";

/** A screen's offline state: what cannot be shown now, and that it comes back with the connection. */
export function OfflineState({ message }: { message: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" data-testid="offline-state">
      <IconWifiOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={3}>{offlineStateTitle}</Title>
      <Text c="dimmed" maw={360}>
        {message}
      </Text>
    </Stack>
  );
}
