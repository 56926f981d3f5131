import { Group, Text, Title } from "@mantine/core";

import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { resultsMessages } from "@/i18n/messages/results/results-messages";
import { useMessages } from "@/i18n/namespace";

export type HeadingFacts = Pick<TScannedProduct, "name" | "manufacturer" | "brand" | "description" | "size">;

/** The top of the product card: name, manufacturer, brand (only if it differs), description and size. */
export function ProductHeading({ product }: { product: HeadingFacts }) {
  const t = useMessages(resultsMessages);
  const showBrand = product.brand !== "" && product.brand.toLowerCase() !== product.manufacturer.toLowerCase();
  return (
    <>
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
    </>
  );
}
