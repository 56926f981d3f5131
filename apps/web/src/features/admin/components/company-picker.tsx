import { Group, Select, Text, type ComboboxItem } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useRegistrySearchQuery } from "../api/search-registry";
import { countryText } from "../utils/registry-text";

/** A company as a picker holds it. */
export interface CompanyOption {
  id: string;
  name: string;
}

const NONE = "__none__";
const NEW = "__new__";

interface Props {
  label: string;
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  /** Offer "None (ultimate owner)" (a parent picker). */
  allowNone?: boolean;
  /** Offer "Create a new company…"; gets what the admin typed. */
  onCreateNew?: (typed: string) => void;
  /** A company that may not be picked (a company as its own parent). */
  excludeId?: number;
  error?: string;
  required?: boolean;
}

/** A searchable Select of companies fed by the registry search (the server filters; the list shows its hits). */
export function CompanyPicker({ label, value, onChange, allowNone = false, onCreateNew, excludeId, error, required }: Props) {
  const t = useMessages(adminMessages);
  const noParentLabel = t("admin.picker.none");
  const createLabel = t("admin.picker.createNew");
  // The text the input shows for the current value is no search: the Select writes the picked label there.
  const shown = value?.name ?? (allowNone ? noParentLabel : "");
  const [search, setSearch] = useState(shown);
  const typed = search === shown || search === createLabel ? "" : search;
  const [query] = useDebouncedValue(typed, 250);
  const hits = useRegistrySearchQuery(query.trim());
  const companies = (hits.data?.companies ?? []).filter((company) => company.id !== excludeId);
  const hqById = new Map(companies.map((company) => [String(company.id), company.hqCountry]));

  const options: ComboboxItem[] = companies.map((company) => ({ value: String(company.id), label: company.name }));
  if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.name });
  if (allowNone) options.unshift({ value: NONE, label: noParentLabel });
  if (onCreateNew) options.push({ value: NEW, label: createLabel });

  return (
    <Select
      label={label}
      placeholder={t("admin.picker.placeholder")}
      searchable
      withAsterisk={required}
      data={options}
      value={value?.id ?? (allowNone ? NONE : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t(hits.isFetching ? "admin.picker.searching" : "admin.picker.noneFound")}
      error={error}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const hq = hqById.get(option.value);
        return (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fs={option.value === NEW || option.value === NONE ? "italic" : undefined}>
              {option.label}
            </Text>
            {hq ? (
              <Text size="xs" c="dimmed">
                {countryText(hq)}
              </Text>
            ) : null}
          </Group>
        );
      }}
      onChange={(picked, option) => {
        if (picked === NEW) {
          onCreateNew?.(typed);
          return;
        }
        if (picked === null || picked === NONE) {
          onChange(null);
          return;
        }
        onChange({ id: picked, name: option?.label ?? picked });
      }}
    />
  );
}
