import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

import type { TUnknownBrandsResponse } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useUnknownBrandsQuery } from "../api/list-unknown-brands";
import { aiOutcomeLabel } from "../utils/registry-text";

export type UnknownBrand = TUnknownBrandsResponse["brands"][number];

/** "Most scanned unknown brands": what shoppers scan that nothing resolves to an owner; Add owner opens the brand dialog. */
export function UnknownBrandsList({ onAddOwner }: { onAddOwner: (brand: UnknownBrand) => void }) {
  const t = useMessages(adminMessages);
  const list = useUnknownBrandsQuery();
  const brands = list.data?.brands ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={t("admin.unknown.title")}>
      <Title order={4}>{t("admin.unknown.title")}</Title>
      {list.isPending ? (
        <Skeleton h={96} radius="md" aria-label={t("admin.unknown.loading")} />
      ) : list.isError ? (
        <Text c="dimmed">{t("admin.unknown.failed")}</Text>
      ) : brands.length === 0 ? (
        <Text c="dimmed">{t("admin.unknown.empty")}</Text>
      ) : (
        brands.map((brand) => (
          <Paper key={brand.brandKey} withBorder p="sm" radius="md" component="article" aria-label={t("admin.unknown.label", { brand: brand.brand })}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{brand.brand}</Text>
              <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                {t("admin.scans", { count: brand.scanCount })}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t("admin.unknown.example", {
                count: brand.productCount,
                name: brand.exampleName || t("admin.unknown.unnamed"),
                barcode: brand.exampleBarcode,
              })}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t("admin.term", { term: t("admin.unknown.ownerHint") })}
              </Text>{" "}
              {brand.ownerHint || t("admin.unknown.noHint")}
            </Text>
            <Group justify="space-between" mt="xs" wrap="wrap">
              <Badge size="sm" variant="outline" color="gray" tt="none">
                {aiOutcomeLabel(brand.aiOutcome)}
              </Badge>
              <Button size="xs" leftSection={<IconPlus size={14} />} aria-label={t("admin.unknown.addOwnerOf", { brand: brand.brand })} onClick={() => onAddOwner(brand)}>
                {t("admin.unknown.addOwner")}
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
