import { Badge, Stack, Text } from "@mantine/core";

import type { TCertainty } from "@productcheck/validators/scanned-product";

import { NOT_CERTAIN_NOTE } from "../utils/verdict-text";

/**
 * docs/product.md, Screens: a non-US product needs no alternatives. The spec's texts stay; a verdict
 * that is not confirmed says so under them (docs/origin.md, "isAmerican"), a guess never reads as a fact.
 */
export function NonUsNotice({ certainty }: { certainty: TCertainty }) {
  return (
    <Stack align="center" gap={4} py="md" ta="center">
      <Badge color="green" size="lg" tt="none">
        Non-US Product
      </Badge>
      <Text fw={600}>This is not a US product</Text>
      <Text size="sm" c="dimmed">
        No need for alternatives as this product is from the country
      </Text>
      {certainty !== "confirmed" && (
        <Text size="xs" c="dimmed">
          {NOT_CERTAIN_NOTE}
        </Text>
      )}
    </Stack>
  );
}
