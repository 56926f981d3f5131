import "@mantine/core/styles/Input.css";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

import { type TProductSuggestionFields } from "@productcheck/validators/product-suggestion";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { suggestionsMessages } from "@/i18n/messages/suggestions/suggestions-messages";
import { useMessages } from "@/i18n/namespace";


/** The form starts from what we show for the product now (docs/product.md, Screens: prefilled on opening). */
export function fieldsFromProduct(product: TScannedProduct): TProductSuggestionFields {
  return {
    name: product.name,
    description: product.description,
    manufacturer: product.manufacturer,
    brand: product.brand,
    size: product.size,
    country: product.country ?? "",
    category: product.category,
  };
}

/**
 * docs/product.md, Screens: "Product suggestion dialog": name (required), description (3 rows), manufacturer, brand,
 * size, country (at most 2 characters) and category. Only the name is checked here (docs/product.md, Validation).
 */
export function SuggestionForm({
  initial,
  busy,
  onCancel,
  onSubmit,
}: {
  initial: TProductSuggestionFields;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (fields: TProductSuggestionFields) => void;
}) {
  const t = useMessages(suggestionsMessages);
  const [fields, setFields] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const field = (key: keyof TProductSuggestionFields) => ({
    value: fields[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [key]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.name.trim() === "") {
      setNameError(t("suggestions.nameRequired"));
      return;
    }
    setNameError(null);
    onSubmit(fields);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("suggestions.name")} withAsterisk data-autofocus error={nameError} {...field("name")} />
        <Textarea label={t("suggestions.description")} rows={3} {...field("description")} />
        <TextInput label={t("suggestions.manufacturer")} {...field("manufacturer")} />
        <TextInput label={t("suggestions.brand")} {...field("brand")} />
        <TextInput label={t("suggestions.size")} placeholder={t("suggestions.sizePlaceholder")} {...field("size")} />
        <TextInput label={t("suggestions.country")} description={t("suggestions.countryHint")} maxLength={2} {...field("country")} />
        <TextInput label={t("suggestions.category")} {...field("category")} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t("suggestions.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t("suggestions.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The form prefilled from a scanned product, as the result screen's dialog shows it. Its default export is
 * loaded only when the dialog opens: this module brings Mantine's inputs and, through the validators, zod
 * (README, Performance).
 */
export default function ProductSuggestionForm({
  product,
  ...props
}: Omit<Parameters<typeof SuggestionForm>[0], "initial"> & { product: TScannedProduct }) {
  return <SuggestionForm {...props} initial={fieldsFromProduct(product)} />;
}
