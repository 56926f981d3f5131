import { Stack, Text, Title } from "@mantine/core";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";

/** docs/product.md, Screens: 'Product Not Found' / "We couldn't find this product" with a way back. */
export function ProductNotFound({ barcode }: { barcode?: string | undefined }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={2}>Product Not Found</Title>
      <Text c="dimmed">We couldn't find this product</Text>
      {barcode && (
        <Text size="sm" ff="monospace">
          EAN: {barcode}
        </Text>
      )}
      <BackToScannerLink prominent />
    </Stack>
  );
}
