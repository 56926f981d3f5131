import { Card, Group, Stack, Text, Title } from "@mantine/core";

import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { OriginFacts } from "@/components/product/origin-facts";
import { resultsMessages } from "@/i18n/messages/results/results-messages";
import { useMessages } from "@/i18n/namespace";

import { RetailerCodeNote } from "./retailer-code-note";
import { VerdictLine } from "./verdict-line";
import { WhyPanel } from "./why-panel";


/** The product card (docs/product.md, Screens: "Result screen"): what it is, where it is made, where the money goes. */
export function ProductCard({ product }: { product: TScannedProduct }) {
  const t = useMessages(resultsMessages);
  const showBrand = product.brand !== "" && product.brand.toLowerCase() !== product.manufacturer.toLowerCase();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            {product.name}
          </Title>
          {product.manufacturer && <Text c="dimmed">{product.manufacturer}</Text>}
          {showBrand && (
            <Text size="sm" c="dimmed">
              {t("results.brand", { brand: product.brand })}
            </Text>
          )}
        </div>
        {(product.description || product.size) && (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">{product.description}</Text>
            {product.size && (
              <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
                {product.size}
              </Text>
            )}
          </Group>
        )}
        <OriginFacts product={product} barcodeNote={<RetailerCodeNote retailerCode={product.retailerCode} />} />
        <VerdictLine product={product} />
        <WhyPanel product={product} />
      </Stack>
    </Card>
  );
}
