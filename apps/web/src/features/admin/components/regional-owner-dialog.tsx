import { Button, Group, Modal, Select, Stack, TagsInput } from "@mantine/core";
import { useState } from "react";

import { MARKET_REGION_CHOICES, NORTH_AMERICA } from "@productcheck/domain/market-region";
import { MAX_REGIONAL_CATEGORIES, type TBrandDetail, type TRegionalOwner } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useSetRegionalOwnerMutation } from "../api/set-regional-owner";
import { toastRegistryFailed, toastRegistrySaved } from "../hooks/registry-toasts";
import { regionalOwnerFormErrors, toSetRegionalOwnerRequest, type RegionalOwnerFormValues } from "../utils/registry-forms";
import { regionLabel } from "../utils/registry-text";
import { CompanyPicker, type CompanyOption } from "./company-picker";
import { SourceNoteField } from "./source-note-field";

/** What the dialog does: set a region's owner (a new one, or `existing` edited), or remove `existing`. */
export type RegionalOwnerTarget = { brand: TBrandDetail; existing: TRegionalOwner | null; remove: boolean };

function RegionalOwnerForm({ target, onClose }: { target: RegionalOwnerTarget; onClose: () => void }) {
  const t = useMessages(adminMessages);
  const { brand, existing, remove } = target;
  const owner = existing?.chain[0];
  const [values, setValues] = useState<RegionalOwnerFormValues>(() => ({
    region: existing?.region ?? NORTH_AMERICA,
    ownerId: remove ? null : owner ? String(owner.id) : null,
    categories: existing ? [...existing.categories] : [],
    sourceNote: "",
  }));
  const [picked, setPicked] = useState<CompanyOption | null>(owner ? { id: String(owner.id), name: owner.name } : null);
  const [submitted, setSubmitted] = useState(false);
  const mutation = useSetRegionalOwnerMutation();
  const errors = submitted ? regionalOwnerFormErrors(brand.id, values) : {};
  const ownerMissing = submitted && !remove && !values.ownerId;
  const set = (patch: Partial<RegionalOwnerFormValues>) => setValues((current) => ({ ...current, ...patch }));
  // North America, then countries by name; a region edited from the data files may lie outside them.
  const regions = existing === null || MARKET_REGION_CHOICES.includes(existing.region) ? MARKET_REGION_CHOICES : [existing.region, ...MARKET_REGION_CHOICES];

  return (
    <form
      noValidate
      aria-label={t(remove ? "admin.regional.removeTitle" : "admin.regional.owner")}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(regionalOwnerFormErrors(brand.id, values)).length > 0 || (!remove && !values.ownerId)) return;
        mutation.mutate(toSetRegionalOwnerRequest(brand.id, values), {
          onSuccess: () => {
            toastRegistrySaved(t(remove ? "admin.regional.removed" : "admin.regional.saved", { brand: brand.name }));
            onClose();
          },
          onError: (error) => toastRegistryFailed(error, t("admin.regional.saveFailed")),
        });
      }}
    >
      <Stack gap="sm">
        <Select
          label={t("admin.regional.region")}
          withAsterisk
          description={t("admin.regional.regionHint")}
          data={regions.map((region) => ({ value: region, label: regionLabel(region) }))}
          searchable
          value={values.region}
          disabled={existing !== null}
          allowDeselect={false}
          error={errors.region}
          comboboxProps={{ withinPortal: true }}
          onChange={(region) => region && set({ region })}
        />
        {remove ? null : (
          <>
            <CompanyPicker
              label={t("admin.regional.owner")}
              required
              value={picked}
              error={errors.ownerId ?? (ownerMissing ? t("admin.regional.ownerRequired") : undefined)}
              onChange={(company) => {
                setPicked(company);
                set({ ownerId: company?.id ?? null });
              }}
            />
            <TagsInput
              label={t("admin.regional.categories")}
              description={t("admin.regional.categoriesHint")}
              value={values.categories}
              maxTags={MAX_REGIONAL_CATEGORIES}
              error={errors.categories}
              onChange={(categories) => set({ categories })}
            />
          </>
        )}
        <SourceNoteField value={values.sourceNote} error={errors.sourceNote} onChange={(sourceNote) => set({ sourceNote })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" color={remove ? "red" : undefined} loading={mutation.isPending}>
            {t(remove ? "admin.remove" : "admin.regional.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add, edit or remove a brand's owner in one market region. */
export function RegionalOwnerDialog({ target, onClose }: { target: RegionalOwnerTarget | null; onClose: () => void }) {
  const t = useMessages(adminMessages);
  const title = target?.remove ? "admin.regional.removeTitle" : target?.existing ? "admin.regional.editTitle" : "admin.regional.addTitle";
  return (
    <Modal opened={target !== null} onClose={onClose} title={t(title)} centered>
      {target ? <RegionalOwnerForm target={target} onClose={onClose} /> : null}
    </Modal>
  );
}
