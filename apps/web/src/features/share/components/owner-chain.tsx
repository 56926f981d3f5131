import { Group, Stack, Text } from "@mantine/core";

import { flagSection } from "@/components/product/flag-image";
import { shareMessages } from "@/i18n/messages/share/share-messages";
import { useMessages } from "@/i18n/namespace";

import { ownerText, type ShareOwner } from "../utils/share-facts";

/** The brand's owners, direct owner first, each with its HQ country's flag (the card's owner rows, on the page). */
export function OwnerChain({ owners }: { owners: ShareOwner[] }) {
  const t = useMessages(shareMessages);
  if (owners.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t("share.ownership")}
      </Text>
      {owners.map((owner, index) => (
        <Group key={`${index}-${owner.name}`} gap="xs" wrap="nowrap">
          {flagSection(owner.country)}
          <Text size="sm">{ownerText(owner, index)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
