import { Button, Group, Modal, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { useState } from "react";

import { MAX_ALIASES, NAME_MAX_LENGTH, type TBrandDetail } from "@productcheck/validators/brand-locations";

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
  const hits = useRegistrySearchQuery(hint.slice(0, 100).trim(), hint.trim() !== "");
  const match = companyMatchingHint(hint, hits.data?.companies ?? []);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Owner hint: {hint}
      </Text>
      {match ? (
        <Button size="compact-xs" variant="light" onClick={() => onPick({ id: String(match.id), name: match.name })}>
          Use {match.name}
        </Button>
      ) : null}
    </Group>
  );
}

function BrandForm({ target, onClose, onSaved }: FormProps) {
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
        <Text fw={600}>New company</Text>
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
        toastRegistrySaved(brand ? `Brand ${saved.name} updated.` : `Brand ${saved.name} added.`);
        onSaved(saved);
      },
      onError: (error: unknown) => toastRegistryFailed(error, brand ? "Failed to update the brand." : "Failed to add the brand."),
    };
    if (brand) update.mutate(toUpdateBrandRequest(brand, values), handlers);
    else create.mutate(toCreateBrandRequest(values), handlers);
  };

  return (
    <form
      noValidate
      aria-label={brand ? "Edit brand" : "New brand"}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Brand name"
          withAsterisk
          maxLength={NAME_MAX_LENGTH}
          value={values.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        {target.kind === "create" && target.ownerHint ? <OwnerHint hint={target.ownerHint} onPick={pickOwner} /> : null}
        <CompanyPicker
          key={pickerKey}
          label="Owner company"
          required
          value={owner}
          error={errors.ownerId}
          onChange={pickOwner}
          onCreateNew={(typed) => setNewCompanyName(typed)}
        />
        <TagsInput
          label="Aliases"
          description="Other spellings on packs; press Enter after each"
          value={values.aliases}
          maxTags={MAX_ALIASES}
          error={errors.aliases}
          clearable
          onChange={(aliases) => set({ aliases })}
        />
        <SourceNoteField value={values.sourceNote} error={errors.sourceNote} onChange={(sourceNote) => set({ sourceNote })} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save brand
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Add brand owner" for an unknown brand, "New brand" from scratch, "Edit brand" for a known one. */
function dialogTitle(target: BrandDialogTarget | null): string {
  if (target?.kind === "edit") return "Edit brand";
  return target?.name ? "Add brand owner" : "New brand";
}

interface Props {
  target: BrandDialogTarget | null;
  onClose: () => void;
  onSaved?: (brand: TBrandDetail) => void;
}

/** 'Add brand owner' / 'Edit brand': name, owner company (or a new one), aliases and the source note. */
export function BrandDialog({ target, onClose, onSaved }: Props) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={dialogTitle(target)} centered>
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
