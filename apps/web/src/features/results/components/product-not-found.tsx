import { Stack, Text, Title } from "@mantine/core";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";
import { productMessages } from "@/i18n/messages/product/product-messages";
import { resultsMessages } from "@/i18n/messages/results/results-messages";
import { useMessages } from "@/i18n/namespace";

import { retailerCodeNotFoundNote } from "../utils/retailer-code-note";

/** docs/product.md, Screens: 'Product Not Found' / "We couldn't find this product" with a way back. */
export function ProductNotFound({ barcode }: { barcode?: string | undefined }) {
  const t = useMessages(resultsMessages);
  const tProduct = useMessages(productMessages);
  const retailerNote = retailerCodeNotFoundNote(barcode);
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={2}>{t("results.notFound.title")}</Title>
      <Text c="dimmed">{t("results.notFound.text")}</Text>
      {barcode && (
        <Text size="sm" ff="monospace">
          {tProduct("product.ean", { barcode })}
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
