import { Stack, Text, Title } from "@mantine/core";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";

import { retailerCodeNotFoundNote } from "../utils/retailer-code-note";

/** docs/product.md, Screens: 'Product Not Found' / "We couldn't find this product" with a way back. */
export function ProductNotFound({ barcode }: { barcode?: string | undefined }) {
  const retailerNote = retailerCodeNotFoundNote(barcode);
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={2}>Product Not Found</Title>
      <Text c="dimmed">We couldn't find this product</Text>
      {barcode && (
        <Text size="sm" ff="monospace">
          EAN: {barcode}
        </Text>
      )}
      {retailerNote && (
        <Text size="sm" c="dimmed" maw={360}>
          {retailerNote}
        </Text>
      )}
      <BackToScannerLink prominent />
    </Stack>
  );
}
