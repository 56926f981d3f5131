import { Button, Group, Modal, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { useState } from "react";

import { MAX_ALIASES, NAME_MAX_LENGTH, type TBrandDetail } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useCreateBrandMutation } from "../api/create-brand";
import { useRegistrySearchQuery } from "../api/search-registry";
import { useUpdateBrandMutation } from "../api/update-brand";
import { toastRegistryFailed, toastRegistrySaved } from "../hooks/registry-toasts";
import {
  brandFormErrors,
  brandFormOf,
  emptyBrandForm,
  toCreateBrandRequest,
  toUpdateBrandRequest,
  type BrandFormValues,
} from "../utils/registry-forms";
import { companyMatchingHint } from "../utils/registry-text";
import { CompanyForm } from "./company-form";
import { CompanyPicker, type CompanyOption } from "./company-picker";
import { SourceNoteField } from "./source-note-field";

/** What the dialog edits: a new brand (from "Add owner" with the unknown brand's name and owner hint) or an existing one. */
export type BrandDialogTarget = { kind: "create"; name: string; ownerHint: string } | { kind: "edit"; brand: TBrandDetail };

interface FormProps {
  target: BrandDialogTarget;
  onClose: () => void;
  onSaved: (brand: TBrandDetail) => void;
}

/** "Owner hint: Fjord Foods AB": when a known company bears that name, one click picks it. */
function OwnerHint({ hint, onPick }: { hint: string; onPick: (company: CompanyOption) => void }) {
  const t = useMessages(adminMessages);
  const hits = useRegistrySearchQuery(hint.slice(0, 100).trim(), hint.trim() !== "");
  const match = companyMatchingHint(hint, hits.data?.companies ?? []);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t("admin.brandForm.ownerHint", { hint })}
      </Text>
      {match ? (
        <Button size="compact-xs" variant="light" onClick={() => onPick({ id: String(match.id), name: match.name })}>
          {t("admin.brandForm.use", { name: match.name })}
        </Button>
      ) : null}
    </Group>
  );
}

function BrandForm({ target, onClose, onSaved }: FormProps) {
  const t = useMessages(adminMessages);
  const brand = target.kind === "edit" ? target.brand : null;
  const [values, setValues] = useState<BrandFormValues>(() => (brand ? brandFormOf(brand) : emptyBrandForm(target.kind === "create" ? target.name : "")));
  const [owner, setOwner] = useState<CompanyOption | null>(() => {
    const link = brand?.chain[0];
    return link ? { id: String(link.id), name: link.name } : null;
  });
  // The picker is remounted (and shows its new value) after a company is made inline.
  const [pickerKey, setPickerKey] = useState(0);
  const [newCompanyName, setNewCompanyName] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateBrandMutation();
  const update = useUpdateBrandMutation();
  const saving = create.isPending || update.isPending;
  const errors = submitted ? brandFormErrors(values, brand) : {};
  const set = (patch: Partial<BrandFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const pickOwner = (picked: CompanyOption | null) => {
    setOwner(picked);
    set({ ownerId: picked?.id ?? null });
  };

  if (newCompanyName !== null) {
    return (
      <Stack gap="sm">
        <Text fw={600}>{t("admin.newCompany")}</Text>
        <CompanyForm
          company={null}
          initialName={newCompanyName}
          onCancel={() => {
            setNewCompanyName(null);
            setPickerKey((key) => key + 1);
          }}
          onSaved={(company) => {
            pickOwner({ id: String(company.id), name: company.name });
            setNewCompanyName(null);
            setPickerKey((key) => key + 1);
          }}
        />
      </Stack>
    );
  }

  const save = () => {
    setSubmitted(true);
    if (Object.keys(brandFormErrors(values, brand)).length > 0) return;
    const handlers = {
      onSuccess: (saved: TBrandDetail) => {
        toastRegistrySaved(t(brand ? "admin.brandForm.updated" : "admin.brandForm.added", { name: saved.name }));
        onSaved(saved);
      },
      onError: (error: unknown) => toastRegistryFailed(error, t(brand ? "admin.brandForm.updateFailed" : "admin.brandForm.addFailed")),
    };
    if (brand) update.mutate(toUpdateBrandRequest(brand, values), handlers);
    else create.mutate(toCreateBrandRequest(values), handlers);
  };

  return (
    <form
      noValidate
      aria-label={t(brand ? "admin.editBrand" : "admin.newBrand")}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t("admin.brandForm.name")}
          withAsterisk
          maxLength={NAME_MAX_LENGTH}
          value={values.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        {target.kind === "create" && target.ownerHint ? <OwnerHint hint={target.ownerHint} onPick={pickOwner} /> : null}
        <CompanyPicker
          key={pickerKey}
          label={t("admin.brandForm.owner")}
          required
          value={owner}
          error={errors.ownerId}
          onChange={pickOwner}
          onCreateNew={(typed) => setNewCompanyName(typed)}
        />
        <TagsInput
          label={t("admin.aliases")}
          description={t("admin.brandForm.aliasesHint")}
          value={values.aliases}
          maxTags={MAX_ALIASES}
          error={errors.aliases}
          clearable
          onChange={(aliases) => set({ aliases })}
        />
        <SourceNoteField value={values.sourceNote} error={errors.sourceNote} onChange={(sourceNote) => set({ sourceNote })} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("admin.brandForm.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Add brand owner" for an unknown brand, "New brand" from scratch, "Edit brand" for a known one. */
function dialogTitle(target: BrandDialogTarget | null) {
  if (target?.kind === "edit") return "admin.editBrand";
  return target?.name ? "admin.addBrandOwner" : "admin.newBrand";
}

interface Props {
  target: BrandDialogTarget | null;
  onClose: () => void;
  onSaved?: (brand: TBrandDetail) => void;
}

/** 'Add brand owner' / 'Edit brand': name, owner company (or a new one), aliases and the source note. */
export function BrandDialog({ target, onClose, onSaved }: Props) {
  const t = useMessages(adminMessages);
  return (
    <Modal opened={target !== null} onClose={onClose} title={t(dialogTitle(target))} centered>
      {target ? (
        <BrandForm
          target={target}
          onClose={onClose}
          onSaved={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      ) : null}
    </Modal>
  );
}
