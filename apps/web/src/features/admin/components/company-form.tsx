import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";

import { ALL_COUNTRY_CODES, countryName } from "@productcheck/domain/countries";
import { NAME_MAX_LENGTH, type TCompanyDetail } from "@productcheck/validators/brand-locations";

import { useCreateCompanyMutation } from "../api/create-company";
import { useUpdateCompanyMutation } from "../api/update-company";
import { toastRegistryFailed, toastRegistrySaved } from "../hooks/registry-toasts";
import {
  companyFormErrors,
  companyFormOf,
  emptyCompanyForm,
  toCreateCompanyRequest,
  toUpdateCompanyRequest,
  type CompanyFormValues,
} from "../utils/registry-forms";
import { CompanyPicker, type CompanyOption } from "./company-picker";
import { SourceNoteField } from "./source-note-field";

const COUNTRY_OPTIONS = ALL_COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` }));

interface Props {
  /** null: a new company. */
  company: TCompanyDetail | null;
  /** A new company's name as typed elsewhere (the brand dialog's owner picker). */
  initialName?: string;
  onCancel: () => void;
  onSaved: (company: TCompanyDetail) => void;
}

/** New or edit company: name, HQ country (every ISO code), parent (or none) and the source note. */
export function CompanyForm({ company, initialName = "", onCancel, onSaved }: Props) {
  const [values, setValues] = useState<CompanyFormValues>(() => (company ? companyFormOf(company) : emptyCompanyForm(initialName)));
  const [parent, setParent] = useState<CompanyOption | null>(() => {
    const link = company?.chain[1];
    return link ? { id: String(link.id), name: link.name } : null;
  });
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateCompanyMutation();
  const update = useUpdateCompanyMutation();
  const errors = submitted ? companyFormErrors(values, company) : {};
  const set = (patch: Partial<CompanyFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = () => {
    setSubmitted(true);
    if (Object.keys(companyFormErrors(values, company)).length > 0) return;
    const handlers = {
      onSuccess: (saved: TCompanyDetail) => {
        toastRegistrySaved(company ? `Company ${saved.name} updated.` : `Company ${saved.name} created.`);
        onSaved(saved);
      },
      onError: (error: unknown) => toastRegistryFailed(error, company ? "Failed to update the company." : "Failed to create the company."),
    };
    if (company) update.mutate(toUpdateCompanyRequest(company, values), handlers);
    else create.mutate(toCreateCompanyRequest(values), handlers);
  };

  return (
    <form
      noValidate
      aria-label={company ? "Edit company" : "New company"}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Company name"
          withAsterisk
          maxLength={NAME_MAX_LENGTH}
          value={values.name}
          error={errors.name}
          data-autofocus
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <Select
          label="HQ country"
          withAsterisk
          searchable
          placeholder="Search countries"
          data={COUNTRY_OPTIONS}
          value={values.hqCountry}
          error={errors.hqCountry}
          nothingFoundMessage="No such country"
          comboboxProps={{ withinPortal: true }}
          onChange={(hqCountry) => set({ hqCountry })}
        />
        <CompanyPicker
          label="Parent company"
          allowNone
          value={parent}
          excludeId={company?.id}
          error={errors.parentId}
          onChange={(picked) => {
            setParent(picked);
            set({ parentId: picked?.id ?? null });
          }}
        />
        <SourceNoteField value={values.sourceNote} error={errors.sourceNote} onChange={(sourceNote) => set({ sourceNote })} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={create.isPending || update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save company
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
