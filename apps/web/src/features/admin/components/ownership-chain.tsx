import { Anchor, Group, List, Text } from "@mantine/core";

import type { TChainCompany } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { shortDate } from "../utils/registry-text";
import { HqBadge } from "./hq-badge";
import { ProvenanceBadges } from "./provenance-badges";

interface Props {
  chain: readonly TChainCompany[];
  label: string;
  onOpenCompany: (id: number) => void;
}

/** An ownership chain, direct owner first: each company with its HQ, source, confidence and last check; a name opens the company. */
export function OwnershipChain({ chain, label, onOpenCompany }: Props) {
  const t = useMessages(adminMessages);
  if (chain.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("admin.ownerUnknown")}
      </Text>
    );
  }
  return (
    <List type="ordered" spacing="xs" aria-label={label} listStyleType="none" withPadding={false}>
      {chain.map((company, index) => (
        <List.Item key={company.id}>
          <Group gap={6} wrap="wrap">
            <Text span c="dimmed" size="sm">
              {t(index === 0 ? "admin.chain.owner" : "admin.chain.parent")}
            </Text>
            <Anchor component="button" type="button" fw={600} onClick={() => onOpenCompany(company.id)}>
              {company.name}
            </Anchor>
            <HqBadge country={company.hqCountry} />
          </Group>
          <Group gap={6} mt={2} wrap="wrap">
            <ProvenanceBadges source={company.source} confidence={company.confidence} />
            <Text span size="xs" c="dimmed">
              {t("admin.checked", { date: shortDate(company.checkedAt) })}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
