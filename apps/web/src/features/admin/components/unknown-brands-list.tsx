import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

import type { TUnknownBrandsResponse } from "@productcheck/validators/brand-locations";

import { useUnknownBrandsQuery } from "../api/list-unknown-brands";
import { aiOutcomeLabel, countOf } from "../utils/registry-text";

export type UnknownBrand = TUnknownBrandsResponse["brands"][number];

export const NO_UNKNOWN_BRANDS = "No unknown brands — every scanned brand has a known owner";

/** "Most scanned unknown brands": what shoppers scan that nothing resolves to an owner; Add owner opens the brand dialog. */
export function UnknownBrandsList({ onAddOwner }: { onAddOwner: (brand: UnknownBrand) => void }) {
  const list = useUnknownBrandsQuery();
  const brands = list.data?.brands ?? [];
  return (
    <Stack gap="xs" component="section" aria-label="Most scanned unknown brands">
      <Title order={4}>Most scanned unknown brands</Title>
      {list.isPending ? (
        <Skeleton h={96} radius="md" aria-label="Loading unknown brands" />
      ) : list.isError ? (
        <Text c="dimmed">The unknown brands could not be loaded.</Text>
      ) : brands.length === 0 ? (
        <Text c="dimmed">{NO_UNKNOWN_BRANDS}</Text>
      ) : (
        brands.map((brand) => (
          <Paper key={brand.brandKey} withBorder p="sm" radius="md" component="article" aria-label={`Unknown brand ${brand.brand}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{brand.brand}</Text>
              <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                {countOf(brand.scanCount, "scan", "scans")}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {countOf(brand.productCount, "product", "products")} · e.g. {brand.exampleName || "unnamed"} ({brand.exampleBarcode})
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Owner hint:
              </Text>{" "}
              {brand.ownerHint || "none"}
            </Text>
            <Group justify="space-between" mt="xs" wrap="wrap">
              <Badge size="sm" variant="outline" color="gray" tt="none">
                {aiOutcomeLabel(brand.aiOutcome)}
              </Badge>
              <Button size="xs" leftSection={<IconPlus size={14} />} aria-label={`Add owner of ${brand.brand}`} onClick={() => onAddOwner(brand)}>
                Add owner
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
