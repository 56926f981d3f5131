import { Badge, Stack, Text } from "@mantine/core";

/** docs/product.md, Screens: a non-US product needs no alternatives. */
export function NonUsNotice() {
  return (
    <Stack align="center" gap={4} py="md" ta="center">
      <Badge color="green" size="lg" tt="none">
        Non-US Product
      </Badge>
      <Text fw={600}>This is not a US product</Text>
      <Text size="sm" c="dimmed">
        No need for alternatives as this product is from the country
      </Text>
    </Stack>
  );
}
