import { Anchor, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useCompanyDetailQuery } from "../api/get-company";
import { countryText, regionLabel, shortDate } from "../utils/registry-text";
import { AuditLog } from "./audit-log";
import { CompanyDialog } from "./company-dialog";
import { DetailFallback, DetailHeader } from "./detail-header";
import { HqBadge } from "./hq-badge";
import { OwnershipChain } from "./ownership-chain";
import { ProvenanceBadges } from "./provenance-badges";

interface Props {
  id: number;
  onBack: () => void;
  onOpenBrand: (id: number) => void;
  onOpenCompany: (id: number) => void;
}

/** A company: HQ, parent chain, subsidiaries, brands, product count and audit log; Edit company. */
export function CompanyDetail({ id, onBack, onOpenBrand, onOpenCompany }: Props) {
  const t = useMessages(adminMessages);
  const detail = useCompanyDetailQuery(id);
  const [editing, setEditing] = useState(false);

  if (!detail.data) return <DetailFallback failed={detail.isError} what="company" onBack={onBack} />;
  const company = detail.data;
  const parents = company.chain.slice(1);

  return (
    <Stack gap="md" component="section" aria-label={t("admin.companyLabel", { name: company.name })}>
      <DetailHeader onBack={onBack} editLabel={t("admin.editCompany")} onEdit={() => setEditing(true)} />
      <Stack gap={4}>
        <Title order={4}>{company.name}</Title>
        <Group gap={6} wrap="wrap">
          <HqBadge country={company.hqCountry} />
          <ProvenanceBadges source={company.source} confidence={company.confidence} />
          <Text span size="xs" c="dimmed">
            {t("admin.lastChecked", { date: shortDate(company.editedAt ?? company.updatedAt) })}
          </Text>
        </Group>
        {company.sourceNote ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("admin.source", { note: company.sourceNote })}
          </Text>
        ) : null}
        <Text size="sm">{t("admin.productsInCatalogue", { count: company.productCount })}</Text>
      </Stack>

      <Stack gap="xs" component="section" aria-label={t("admin.company.parents")}>
        <Title order={5}>{t("admin.company.parents")}</Title>
        {parents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("admin.company.noParents", { name: company.name })}
          </Text>
        ) : (
          <OwnershipChain chain={parents} label={t("admin.company.parentsOf", { name: company.name })} onOpenCompany={onOpenCompany} />
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-label={t("admin.company.subsidiaries")}>
        <Title order={5}>{t("admin.company.subsidiaries")}</Title>
        {company.subsidiaries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("admin.company.none")}
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {company.subsidiaries.map((subsidiary) => (
              <List.Item key={subsidiary.id}>
                <Anchor component="button" type="button" size="sm" onClick={() => onOpenCompany(subsidiary.id)}>
                  {subsidiary.name}
                </Anchor>{" "}
                <Text span size="xs" c="dimmed">
                  {countryText(subsidiary.hqCountry)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-label={t("admin.brandsTitle")}>
        <Title order={5}>{t("admin.brandsTitle")}</Title>
        {company.brands.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("admin.company.noBrands")}
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {company.brands.map((brand) => (
              <List.Item key={`${brand.id}-${brand.region ?? ""}`}>
                <Anchor component="button" type="button" size="sm" onClick={() => onOpenBrand(brand.id)}>
                  {brand.name}
                </Anchor>
                {brand.region ? (
                  <Badge size="xs" variant="light" color="gray" tt="none" ml={6}>
                    {t("admin.company.inRegion", { region: regionLabel(brand.region) })}
                  </Badge>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <AuditLog edits={company.edits} />
      <CompanyDialog opened={editing} company={company} onClose={() => setEditing(false)} />
    </Stack>
  );
}
