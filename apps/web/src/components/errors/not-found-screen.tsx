import { Card, Group, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

export function NotFoundScreen() {
  return (
    <Card withBorder m="md" padding="lg">
      <Group gap="xs" wrap="nowrap">
        <IconAlertCircle color="var(--mantine-color-red-6)" />
        <Title order={3}>404 Page Not Found</Title>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        Did you forget to add the page to the router?
      </Text>
    </Card>
  );
}
