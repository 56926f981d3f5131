import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconEdit } from "@tabler/icons-react";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

interface Props {
  onBack: () => void;
  editLabel: string;
  onEdit?: () => void;
}

/** A detail sub-view's top row: Back to where the admin came from, and its Edit button. */
export function DetailHeader({ onBack, editLabel, onEdit }: Props) {
  const t = useMessages(adminMessages);
  return (
    <Group justify="space-between">
      <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
        {t("admin.back")}
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
export function DetailFallback({ failed, what, onBack }: { failed: boolean; what: "brand" | "company"; onBack: () => void }) {
  const t = useMessages(adminMessages);
  return (
    <Stack gap="sm">
      <DetailHeader onBack={onBack} editLabel="" />
      {failed ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(`admin.${what}.failed`)}
        </Text>
      ) : (
        <Stack gap="xs" aria-label={t(`admin.${what}.loading`)}>
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={96} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
