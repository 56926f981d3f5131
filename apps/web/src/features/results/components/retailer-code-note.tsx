import { Text } from "@mantine/core";

import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { retailerCodeNote } from "../utils/retailer-code-note";

/** "A code of this retailer: …" under the EAN of a retailer's own code; nothing for any other barcode. */
export function RetailerCodeNote({ retailerCode }: { retailerCode: TScannedProduct["retailerCode"] }) {
  const note = retailerCodeNote(retailerCode);
  return note ? (
    <Text size="xs" c="dimmed" mt={-8}>
      {note}
    </Text>
  ) : null;
}
