import "@mantine/core/styles/Input.css";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

import { PRODUCT_NAME_REQUIRED_MESSAGE, type TProductSuggestionFields } from "@productcheck/validators/product-suggestion";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";


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
      setNameError(PRODUCT_NAME_REQUIRED_MESSAGE);
      return;
    }
    setNameError(null);
    onSubmit(fields);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Product Name" withAsterisk data-autofocus error={nameError} {...field("name")} />
        <Textarea label="Description" rows={3} {...field("description")} />
        <TextInput label="Manufacturer" {...field("manufacturer")} />
        <TextInput label="Brand" {...field("brand")} />
        <TextInput label="Size" placeholder="e.g. 500 g" {...field("size")} />
        <TextInput label="Country" description="Two-letter code of where it is made, e.g. SE" maxLength={2} {...field("country")} />
        <TextInput label="Category" {...field("category")} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Submit Suggestion
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
