import { Badge, Group, Loader, Paper, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";

import { SEARCH_MAX_LENGTH, type TBrandSummary, type TCompanySummary } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useRegistrySearchQuery } from "../api/search-registry";
import { ownerLine } from "../utils/registry-text";
import { HqBadge } from "./hq-badge";
import { ProvenanceBadges } from "./provenance-badges";

interface Props {
  onOpenBrand: (id: number) => void;
  onOpenCompany: (id: number) => void;
}

function Hit({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" component="li" style={{ listStyle: "none" }}>
      <UnstyledButton p="sm" w="100%" aria-label={label} onClick={onOpen}>
        {children}
      </UnstyledButton>
    </Paper>
  );
}

function BrandHit({ brand, onOpen }: { brand: TBrandSummary; onOpen: () => void }) {
  const t = useMessages(adminMessages);
  return (
    <Hit label={t("admin.brandLabel", { name: brand.name })} onOpen={onOpen}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{brand.name}</Text>
        <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
          {t("admin.products", { count: brand.productCount })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {ownerLine(brand.ownerName, brand.ultimateOwnerName)}
      </Text>
      <Group gap={6} mt={4} wrap="wrap">
        {brand.hqCountry ? <HqBadge country={brand.hqCountry} /> : null}
        <ProvenanceBadges source={brand.source} confidence={brand.confidence} />
      </Group>
    </Hit>
  );
}

function CompanyHit({ company, onOpen }: { company: TCompanySummary; onOpen: () => void }) {
  const t = useMessages(adminMessages);
  return (
    <Hit label={t("admin.companyLabel", { name: company.name })} onOpen={onOpen}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{company.name}</Text>
        <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
          {t("admin.brands", { count: company.brandCount })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {company.parentName ? t("admin.partOf", { name: company.parentName }) : t("admin.ultimateOwner")}
      </Text>
      <Group gap={6} mt={4} wrap="wrap">
        <HqBadge country={company.hqCountry} />
        <ProvenanceBadges source={company.source} confidence={company.confidence} />
      </Group>
    </Hit>
  );
}

/** The registry search: brands (by name or alias) and companies, debounced; a hit opens its detail. */
export function RegistrySearch({ onOpenBrand, onOpenCompany }: Props) {
  const t = useMessages(adminMessages);
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 300);
  // Nothing is listed until the admin types: the lists below stay in view on a phone.
  const search = useRegistrySearchQuery(query, query !== "");
  const brands = search.data?.brands ?? [];
  const companies = search.data?.companies ?? [];

  return (
    <Stack gap="sm" component="section" aria-label={t("admin.search.section")}>
      <TextInput
        label={t("admin.search.label")}
        placeholder={t("admin.search.placeholder")}
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        leftSection={<IconSearch size={16} />}
        rightSection={search.isFetching ? <Loader size="xs" aria-label={t("admin.search.searching")} /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {query === "" ? (
        <Text size="sm" c="dimmed">
          {t("admin.search.hint")}
        </Text>
      ) : search.isPending ? (
        <Stack gap="xs" aria-label={t("admin.search.loading")}>
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : search.isError ? (
        <Text c="dimmed" ta="center">
          {t("admin.search.failed")}
        </Text>
      ) : brands.length === 0 && companies.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t("admin.search.noMatch", { query })}
        </Text>
      ) : (
        <>
          {brands.length > 0 ? (
            <Stack gap="xs">
              <Title order={5}>{t("admin.brandsTitle")}</Title>
              <Stack gap="xs" component="ul" p={0} m={0} aria-label={t("admin.search.matchingBrands")}>
                {brands.map((brand) => (
                  <BrandHit key={brand.id} brand={brand} onOpen={() => onOpenBrand(brand.id)} />
                ))}
              </Stack>
            </Stack>
          ) : null}
          {companies.length > 0 ? (
            <Stack gap="xs">
              <Title order={5}>{t("admin.search.companies")}</Title>
              <Stack gap="xs" component="ul" p={0} m={0} aria-label={t("admin.search.matchingCompanies")}>
                {companies.map((company) => (
                  <CompanyHit key={company.id} company={company} onOpen={() => onOpenCompany(company.id)} />
                ))}
              </Stack>
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
