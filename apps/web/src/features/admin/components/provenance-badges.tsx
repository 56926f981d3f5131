import { Badge, Group } from "@mantine/core";

import type { TChainCompany } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { confidenceColor, confidenceLabel, sourceLabel } from "../utils/registry-text";

/** Where a registry fact comes from and how sure we are of it. */
export function ProvenanceBadges({ source, confidence }: Pick<TChainCompany, "source" | "confidence">) {
  useMessages(adminMessages);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="outline" color="gray" tt="none">
        {sourceLabel(source)}
      </Badge>
      <Badge size="sm" variant="light" color={confidenceColor(confidence)} tt="none">
        {confidenceLabel(confidence)}
      </Badge>
    </Group>
  );
}
