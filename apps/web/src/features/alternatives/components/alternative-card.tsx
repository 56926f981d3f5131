import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconArrowsExchange } from "@tabler/icons-react";
import { memo } from "react";

import type { TAlternative } from "@productcheck/validators/alternatives";

import { countryBadgeColor } from "@/components/product/country-badge-color";
import { flagSection } from "@/components/product/flag-image";
import { countryLabel } from "@/i18n/countries";
import { alternativesMessages } from "@/i18n/messages/alternatives/alternatives-messages";
import { useMessages } from "@/i18n/namespace";

/**
 * One alternative (docs/product.md, Screens): name, description, size, country with flag, and why it is a good swap.
 * Memoised: the section around it re-renders when the viewer's scans count changes, the cards need not.
 */
export const AlternativeCard = memo(function AlternativeCard({ alternative }: { alternative: TAlternative }) {
  const t = useMessages(alternativesMessages);
  const country = countryLabel(alternative.country, alternative.countryName);
  const countryText = alternative.madeIn ? t("alternatives.madeIn", { country }) : t("alternatives.hq", { country });
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={alternative.name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={600} lh={1.3}>
              {alternative.name}
            </Text>
            {alternative.brand && (
              <Text size="xs" c="dimmed">
                {alternative.brand}
              </Text>
            )}
          </div>
          {alternative.size && (
            <Badge variant="default" tt="none" style={{ flexShrink: 0 }}>
              {alternative.size}
            </Badge>
          )}
        </Group>
        {alternative.description && (
          <Text size="sm" c="dimmed">
            {alternative.description}
          </Text>
        )}
        {alternative.country && (
          <Group gap="xs">
            <Badge
              variant="light"
              tt="none"
              color={countryBadgeColor(alternative.countryName)}
              leftSection={flagSection(alternative.country)}
            >
              {countryText}
            </Badge>
          </Group>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconArrowsExchange size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Text size="sm" data-testid="alternative-difference">
            {alternative.difference}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
});
