import { Group, Stack, Text } from "@mantine/core";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";

/** The result screen's frame (SPEC §2 /results/{id}); the product card and alternatives arrive with the results issue. */
export function ResultsScreen({ productId }: { productId: string }) {
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <BackToScannerLink />
      </Group>
      <Text c="dimmed" size="sm">
        #{productId}
      </Text>
    </Stack>
  );
}
