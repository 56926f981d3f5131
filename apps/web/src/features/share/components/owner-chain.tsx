import { Group, Stack, Text } from "@mantine/core";

import { flagSection } from "@/components/product/flag-image";

import { SHARE_TEXTS } from "../texts";
import type { ShareOwner } from "../utils/share-facts";

/** The brand's owners, direct owner first, each with its HQ country's flag (the card's owner rows, on the page). */
export function OwnerChain({ owners }: { owners: ShareOwner[] }) {
  if (owners.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {SHARE_TEXTS.ownerChain}
      </Text>
      {owners.map((owner, index) => (
        <Group key={`${index}-${owner.name}`} gap="xs" wrap="nowrap">
          {flagSection(owner.country)}
          <Text size="sm">
            {index === 0 ? SHARE_TEXTS.ownedBy : SHARE_TEXTS.partOf} <b>{owner.name}</b> ({owner.countryName})
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
