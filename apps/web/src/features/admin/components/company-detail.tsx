import { Anchor, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";

import { countryName } from "@productcheck/domain/countries";

import { useCompanyDetailQuery } from "../api/get-company";
import { countOf, regionLabel, shortDate } from "../utils/registry-text";
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
  const detail = useCompanyDetailQuery(id);
  const [editing, setEditing] = useState(false);

  if (!detail.data) return <DetailFallback failed={detail.isError} what="company" onBack={onBack} />;
  const company = detail.data;
  const parents = company.chain.slice(1);

  return (
    <Stack gap="md" component="section" aria-label={`Company ${company.name}`}>
      <DetailHeader onBack={onBack} editLabel="Edit company" onEdit={() => setEditing(true)} />
      <Stack gap={4}>
        <Title order={4}>{company.name}</Title>
        <Group gap={6} wrap="wrap">
          <HqBadge country={company.hqCountry} prefix="HQ: " />
          <ProvenanceBadges source={company.source} confidence={company.confidence} />
          <Text span size="xs" c="dimmed">
            last checked {shortDate(company.editedAt ?? company.updatedAt)}
          </Text>
        </Group>
        {company.sourceNote ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            Source: {company.sourceNote}
          </Text>
        ) : null}
        <Text size="sm">{countOf(company.productCount, "product", "products")} in the catalogue</Text>
      </Stack>

      <Stack gap="xs" component="section" aria-label="Parent companies">
        <Title order={5}>Parent companies</Title>
        {parents.length === 0 ? (
          <Text size="sm" c="dimmed">
            None: {company.name} is an ultimate owner.
          </Text>
        ) : (
          <OwnershipChain chain={parents} label={`Parents of ${company.name}`} onOpenCompany={onOpenCompany} />
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-label="Subsidiaries">
        <Title order={5}>Subsidiaries</Title>
        {company.subsidiaries.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {company.subsidiaries.map((subsidiary) => (
              <List.Item key={subsidiary.id}>
                <Anchor component="button" type="button" size="sm" onClick={() => onOpenCompany(subsidiary.id)}>
                  {subsidiary.name}
                </Anchor>{" "}
                <Text span size="xs" c="dimmed">
                  {countryName(subsidiary.hqCountry)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-label="Brands">
        <Title order={5}>Brands</Title>
        {company.brands.length === 0 ? (
          <Text size="sm" c="dimmed">
            No brands of its own.
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
                    in {regionLabel(brand.region)}
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
