import { Group, Select, Text, type ComboboxItem } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

import { countryName } from "@productcheck/domain/countries";

import { useRegistrySearchQuery } from "../api/search-registry";

/** A company as a picker holds it. */
export interface CompanyOption {
  id: string;
  name: string;
}

const NONE = "__none__";
const NEW = "__new__";
export const NO_PARENT_LABEL = "None (ultimate owner)";
export const CREATE_COMPANY_LABEL = "Create a new company…";

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
  // The text the input shows for the current value is no search: the Select writes the picked label there.
  const shown = value?.name ?? (allowNone ? NO_PARENT_LABEL : "");
  const [search, setSearch] = useState(shown);
  const typed = search === shown || search === CREATE_COMPANY_LABEL ? "" : search;
  const [query] = useDebouncedValue(typed, 250);
  const hits = useRegistrySearchQuery(query.trim());
  const companies = (hits.data?.companies ?? []).filter((company) => company.id !== excludeId);
  const hqById = new Map(companies.map((company) => [String(company.id), company.hqCountry]));

  const options: ComboboxItem[] = companies.map((company) => ({ value: String(company.id), label: company.name }));
  if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.name });
  if (allowNone) options.unshift({ value: NONE, label: NO_PARENT_LABEL });
  if (onCreateNew) options.push({ value: NEW, label: CREATE_COMPANY_LABEL });

  return (
    <Select
      label={label}
      placeholder="Search companies"
      searchable
      withAsterisk={required}
      data={options}
      value={value?.id ?? (allowNone ? NONE : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={hits.isFetching ? "Searching…" : "No company found"}
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
                {countryName(hq)}
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
