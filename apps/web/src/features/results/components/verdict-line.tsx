import { Stack, Text } from "@mantine/core";

import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { certaintyNote, verdictLabel } from "../utils/verdict-text";

/** The verdict and how sure it is, on the result card (docs/origin.md, "isAmerican"). */
export function VerdictLine({ product }: { product: Pick<TScannedProduct, "isAmerican" | "certainty"> }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {verdictLabel(product)}
      </Text>
      <Text size="xs" c="dimmed">
        {certaintyNote(product.certainty)}
      </Text>
    </Stack>
  );
}
