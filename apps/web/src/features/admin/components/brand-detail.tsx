import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useBrandDetailQuery } from "../api/get-brand";
import { catalogueLine, ownerVerdict, regionLabel, shortDate } from "../utils/registry-text";
import { AuditLog } from "./audit-log";
import { BrandDialog, type BrandDialogTarget } from "./brand-dialog";
import { DetailFallback, DetailHeader } from "./detail-header";
import { OwnershipChain } from "./ownership-chain";
import { ProvenanceBadges } from "./provenance-badges";
import { RegionalOwnerDialog, type RegionalOwnerTarget } from "./regional-owner-dialog";

interface Props {
  id: number;
  onBack: () => void;
  onOpenCompany: (id: number) => void;
}

/** A brand: its facts and their provenance, the ownership chain, regional owners, counts, the verdict and the audit log. */
export function BrandDetail({ id, onBack, onOpenCompany }: Props) {
  const t = useMessages(adminMessages);
  const detail = useBrandDetailQuery(id);
  const [editing, setEditing] = useState<BrandDialogTarget | null>(null);
  const [regional, setRegional] = useState<RegionalOwnerTarget | null>(null);

  if (!detail.data) return <DetailFallback failed={detail.isError} what="brand" onBack={onBack} />;
  const brand = detail.data;

  return (
    <Stack gap="md" component="section" aria-label={t("admin.brandLabel", { name: brand.name })}>
      <DetailHeader onBack={onBack} editLabel={t("admin.editBrand")} onEdit={() => setEditing({ kind: "edit", brand })} />
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={4}>{brand.name}</Title>
          <Badge color={brand.isAmerican ? "red" : "blue"} variant="filled" tt="none" style={{ flexShrink: 0 }}>
            {ownerVerdict(brand.isAmerican)}
          </Badge>
        </Group>
        {brand.aliases.length > 0 ? (
          <Text size="sm">
            <Text span c="dimmed">
              {t("admin.term", { term: t("admin.aliases") })}
            </Text>{" "}
            {brand.aliases.join(", ")}
          </Text>
        ) : null}
        <Group gap={6} wrap="wrap">
          <ProvenanceBadges source={brand.source} confidence={brand.confidence} />
          <Text span size="xs" c="dimmed">
            {t("admin.lastChecked", { date: shortDate(brand.editedAt ?? brand.updatedAt) })}
          </Text>
        </Group>
        {brand.sourceNote ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("admin.source", { note: brand.sourceNote })}
          </Text>
        ) : null}
        <Text size="sm">{catalogueLine(brand.productCount, brand.scanCount)}</Text>
      </Stack>

      <Stack gap="xs" component="section" aria-label={t("admin.brand.ownershipChain")}>
        <Title order={5}>{t("admin.brand.ownershipChain")}</Title>
        <OwnershipChain chain={brand.chain} label={t("admin.brand.ownersOf", { brand: brand.name })} onOpenCompany={onOpenCompany} />
      </Stack>

      <Stack gap="xs" component="section" aria-label={t("admin.brand.regionalOwners")}>
        <Group justify="space-between">
          <Title order={5}>{t("admin.brand.regionalOwners")}</Title>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() => setRegional({ brand, existing: null, remove: false })}
          >
            {t("admin.regional.addTitle")}
          </Button>
        </Group>
        {brand.regionalOwners.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("admin.brand.sameOwnerEverywhere")}
          </Text>
        ) : (
          brand.regionalOwners.map((owner) => (
            <Paper key={owner.region} withBorder p="sm" radius="md" component="article" aria-label={t("admin.brand.regionalOwnerIn", { region: regionLabel(owner.region) })}>
              <Text fw={600} size="sm">
                {owner.categories.length > 0
                  ? t("admin.brand.inRegionFor", { region: regionLabel(owner.region), categories: owner.categories.join(", ") })
                  : t("admin.brand.inRegion", { region: regionLabel(owner.region) })}
              </Text>
              <OwnershipChain
                chain={owner.chain}
                label={t("admin.brand.ownersOfIn", { brand: brand.name, region: regionLabel(owner.region) })}
                onOpenCompany={onOpenCompany}
              />
              <Group gap="xs" mt="xs">
                <Button size="xs" variant="default" onClick={() => setRegional({ brand, existing: owner, remove: false })}>
                  {t("admin.edit")}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setRegional({ brand, existing: owner, remove: true })}>
                  {t("admin.remove")}
                </Button>
              </Group>
            </Paper>
          ))
        )}
      </Stack>

      <AuditLog edits={brand.edits} />
      <BrandDialog target={editing} onClose={() => setEditing(null)} />
      <RegionalOwnerDialog target={regional} onClose={() => setRegional(null)} />
    </Stack>
  );
}
