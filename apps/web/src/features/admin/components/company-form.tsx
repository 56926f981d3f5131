import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";

import { ALL_COUNTRY_CODES } from "@productcheck/domain/countries";
import { NAME_MAX_LENGTH, type TCompanyDetail } from "@productcheck/validators/brand-locations";

import { i18n } from "@/i18n/i18n";
import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

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
import { countryWithCode } from "../utils/registry-text";
import { CompanyPicker, type CompanyOption } from "./company-picker";
import { SourceNoteField } from "./source-note-field";

/** Every ISO country as "Sweden (SE)", in the active language's alphabetical order. */
function countryOptions(locale: string) {
  const collator = new Intl.Collator(locale);
  return ALL_COUNTRY_CODES.map((code) => ({ value: code, label: countryWithCode(code) })).sort((a, b) => collator.compare(a.label, b.label));
}

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
  const t = useMessages(adminMessages);
  const countries = countryOptions(i18n.locale);
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
        toastRegistrySaved(t(company ? "admin.companyForm.updated" : "admin.companyForm.created", { name: saved.name }));
        onSaved(saved);
      },
      onError: (error: unknown) => toastRegistryFailed(error, t(company ? "admin.companyForm.updateFailed" : "admin.companyForm.createFailed")),
    };
    if (company) update.mutate(toUpdateCompanyRequest(company, values), handlers);
    else create.mutate(toCreateCompanyRequest(values), handlers);
  };

  return (
    <form
      noValidate
      aria-label={t(company ? "admin.editCompany" : "admin.newCompany")}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t("admin.companyForm.name")}
          withAsterisk
          maxLength={NAME_MAX_LENGTH}
          value={values.name}
          error={errors.name}
          data-autofocus
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <Select
          label={t("admin.companyForm.hqCountry")}
          withAsterisk
          searchable
          placeholder={t("admin.companyForm.searchCountries")}
          data={countries}
          value={values.hqCountry}
          error={errors.hqCountry}
          nothingFoundMessage={t("admin.companyForm.noCountry")}
          comboboxProps={{ withinPortal: true }}
          onChange={(hqCountry) => set({ hqCountry })}
        />
        <CompanyPicker
          label={t("admin.companyForm.parent")}
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
            {t("admin.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("admin.companyForm.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
