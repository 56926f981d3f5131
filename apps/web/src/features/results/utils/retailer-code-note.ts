import { isRetailerCode } from "@productcheck/domain/barcode";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { resultsMessages } from "@/i18n/messages/results/results-messages";

const { t } = resultsMessages;

/**
 * The note beside the EAN of a retailer's own code (docs/scan-flow.md, "Retailers' own codes"): whose
 * code it is when the product's stores name one retailer, else only that a retailer numbered it.
 */
export function retailerCodeNote(retailerCode: TScannedProduct["retailerCode"]): string | null {
  if (!retailerCode) return null;
  return retailerCode.retailer ? t("results.retailerCode.named", { retailer: retailerCode.retailer }) : t("results.retailerCode.unnamed");
}

/** What "Product Not Found" adds for a retailer's own code: why no product database knows it. */
export function retailerCodeNotFoundNote(barcode: string | undefined): string | null {
  return barcode && isRetailerCode(barcode)
    ? t("results.notFound.retailerCode")
    : null;
}
