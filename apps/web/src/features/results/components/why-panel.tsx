import { Anchor, Collapse, List, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";

import { countryInSentence } from "@productcheck/domain/origin";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { provenanceText } from "../utils/fact-labels";
import { americanReason } from "../utils/verdict-text";

/**
 * "Why?": the ownership chain and where each fact comes from, folded away until asked for — and not rendered until
 * then (`keepMounted={false}`), so the result's first paint does not draw it (README, Performance).
 */
export function WhyPanel({ product }: { product: TScannedProduct }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened} ta="left">
        Why?
      </Anchor>
      <Collapse expanded={opened} keepMounted={false}>
        <Stack gap="xs" pt={4}>
          <Text size="sm">{americanReason(product)}</Text>
          {product.ownershipChain.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                Ownership
              </Text>
              <List size="sm" spacing={4}>
                {product.ownershipChain.map((company, index) => (
                  <List.Item key={company.name}>
                    {index === 0 ? "Owned by " : "part of "}
                    <b>{company.name}</b> ({company.countryName}) — {provenanceText(company)}
                    {company.sourceNote && (
                      <Text size="xs" c="dimmed">
                        Checked against: {company.sourceNote}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          <div>
            <Text size="sm" fw={600}>
              Made in
            </Text>
            <Text size="sm">
              {product.country && product.facts.country
                ? `${product.countryName}, ${provenanceText(product.facts.country)} (the manufacturing place or the EU packer code on the pack).`
                : "Unknown: no source says where it is made. Where a product is sold is not where it is made, so we don't guess from that."}
            </Text>
          </div>
          {product.registeredIn && (
            <Text size="sm" c="dimmed">
              The barcode was registered in {countryInSentence(product.registeredIn)} (GS1 prefix). That is where the
              company took its barcode numbers, not where the product is made.
            </Text>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
