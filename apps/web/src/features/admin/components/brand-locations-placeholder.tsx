import { Paper, Text } from "@mantine/core";

/** Brand Locations: a later part of the admin issue. */
export function BrandLocationsPlaceholder() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Brand Locations">
      <Text fw={600}>Coming soon</Text>
      <Text size="sm" c="dimmed">
        Editing brand ownership (brands, owners, parent companies and headquarters countries) is not available yet.
      </Text>
    </Paper>
  );
}
