import { isRetailerCode } from "@productcheck/domain/barcode";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

/**
 * The note beside the EAN of a retailer's own code (docs/scan-flow.md, "Retailers' own codes"): whose
 * code it is when the product's stores name one retailer, else only that a retailer numbered it.
 */
export function retailerCodeNote(retailerCode: TScannedProduct["retailerCode"]): string | null {
  if (!retailerCode) return null;
  return retailerCode.retailer ? `A code of this retailer: ${retailerCode.retailer}` : "A retailer's own code";
}

/** What "Product Not Found" adds for a retailer's own code: why no product database knows it. */
export function retailerCodeNotFoundNote(barcode: string | undefined): string | null {
  return barcode && isRetailerCode(barcode)
    ? "This barcode is a store's own code, which only that store's products carry, so product databases rarely know it."
    : null;
}
