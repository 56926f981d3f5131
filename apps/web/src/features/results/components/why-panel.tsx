import { Trans } from "@lingui/react";
import { Anchor, Collapse, List, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";


import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { countryInText, countryLabel } from "@/i18n/countries";
import { resultsMessages } from "@/i18n/messages/results/results-messages";
import { useMessages } from "@/i18n/namespace";

import { provenanceText } from "../utils/fact-labels";
import { americanReason } from "../utils/verdict-text";

/**
 * "Why?": the ownership chain and where each fact comes from, folded away until asked for — and not rendered until
 * then (`keepMounted={false}`), so the result's first paint does not draw it (README, Performance).
 */
export function WhyPanel({ product }: { product: TScannedProduct }) {
  const t = useMessages(resultsMessages);
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened} ta="left">
        {t("results.why.toggle")}
      </Anchor>
      <Collapse expanded={opened} keepMounted={false}>
        <Stack gap="xs" pt={4}>
          <Text size="sm">{americanReason(product)}</Text>
          {product.ownershipChain.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t("results.why.ownership")}
              </Text>
              <List size="sm" spacing={4}>
                {product.ownershipChain.map((company, index) => (
                  <List.Item key={company.name}>
                    <Trans
                      id={index === 0 ? "results.why.ownedBy" : "results.why.partOf"}
                      values={{ company: company.name, country: countryLabel(company.country, company.countryName), source: provenanceText(company) }}
                      components={{ 0: <b /> }}
                    />
                    {company.sourceNote && (
                      <Text size="xs" c="dimmed">
                        {t("results.why.checkedAgainst", { note: company.sourceNote })}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          <div>
            <Text size="sm" fw={600}>
              {t("results.why.madeIn")}
            </Text>
            <Text size="sm">
              {product.country && product.facts.country
                ? t("results.why.madeInKnown", { country: countryLabel(product.country, product.countryName), source: provenanceText(product.facts.country) })
                : t("results.why.madeInUnknown")}
            </Text>
          </div>
          {product.registeredIn && (
            <Text size="sm" c="dimmed">
              {t("results.why.registeredIn", { country: countryInText(product.registeredIn) })}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
