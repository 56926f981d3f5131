import { Badge, Group } from "@mantine/core";

import { confidenceColor, sourceLabel } from "../utils/registry-text";

/** Where a registry fact comes from and how sure we are of it. */
export function ProvenanceBadges({ source, confidence }: { source: string; confidence: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="outline" color="gray" tt="none">
        {sourceLabel(source)}
      </Badge>
      <Badge size="sm" variant="light" color={confidenceColor(confidence)} tt="none">
        {confidence} confidence
      </Badge>
    </Group>
  );
}
