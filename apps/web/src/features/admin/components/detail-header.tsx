import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconEdit } from "@tabler/icons-react";

interface Props {
  onBack: () => void;
  editLabel: string;
  onEdit?: () => void;
}

/** A detail sub-view's top row: Back to where the admin came from, and its Edit button. */
export function DetailHeader({ onBack, editLabel, onEdit }: Props) {
  return (
    <Group justify="space-between">
      <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
        Back
      </Button>
      {onEdit ? (
        <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={onEdit}>
          {editLabel}
        </Button>
      ) : null}
    </Group>
  );
}

/** A detail sub-view while it loads (skeletons) or when it could not be loaded. */
export function DetailFallback({ failed, what, onBack }: { failed: boolean; what: string; onBack: () => void }) {
  return (
    <Stack gap="sm">
      <DetailHeader onBack={onBack} editLabel="" />
      {failed ? (
        <Text c="dimmed" ta="center" py="xl">
          The {what} could not be loaded.
        </Text>
      ) : (
        <Stack gap="xs" aria-label={`Loading ${what}`}>
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={96} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
