import { Badge, Stack, Text } from "@mantine/core";

import type { TCertainty } from "@productcheck/validators/scanned-product";

import { resultsMessages } from "@/i18n/messages/results/results-messages";
import { useMessages } from "@/i18n/namespace";

import { notCertainNote } from "../utils/verdict-text";

/**
 * docs/product.md, Screens: a non-US product needs no alternatives. The spec's texts stay; a verdict
 * that is not confirmed says so under them (docs/origin.md, "isAmerican"), a guess never reads as a fact.
 */
export function NonUsNotice({ certainty }: { certainty: TCertainty }) {
  const t = useMessages(resultsMessages);
  return (
    <Stack align="center" gap={4} py="md" ta="center">
      <Badge color="green" size="lg" tt="none">
        {t("results.nonUs.badge")}
      </Badge>
      <Text fw={600}>{t("results.nonUs.title")}</Text>
      <Text size="sm" c="dimmed">
        {t("results.nonUs.text")}
      </Text>
      {certainty !== "confirmed" && (
        <Text size="xs" c="dimmed">
          {notCertainNote()}
        </Text>
      )}
    </Stack>
  );
}
