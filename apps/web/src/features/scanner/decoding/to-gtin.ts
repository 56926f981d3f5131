import { expandUpcE, normalizeBarcode } from "@productcheck/domain/barcode";

/** A symbol as a decoder returned it: its digits, and whether the decoder said it was a UPC-E. */
export type RawRead = { text: string; isUpcE: boolean };

/**
 * The one place where decoded text becomes a product code: a UPC-E is expanded to its UPC-A first
 * (its 8 digits would otherwise pass for an EAN-8), then the domain's `normalizeBarcode` checks it
 * and gives the canonical GTIN (UPC-A as 13 digits). Empty, malformed and coupon codes give null, so
 * they are ignored like a frame without a barcode; a retailer's own code is a product code like any
 * other (docs/scan-flow.md, "Retailers' own codes").
 */
export function toGtin({ text, isUpcE }: RawRead): string | null {
  const code = isUpcE ? expandUpcE(text.trim()) : text;
  if (code === null) return null;
  const normalized = normalizeBarcode(code);
  return normalized.ok ? normalized.gtin : null;
}

/** The valid GTINs among `reads`, in their order, each once. */
export function readsToGtins(reads: Iterable<RawRead>): string[] {
  const gtins = new Set<string>();
  for (const read of reads) {
    const gtin = toGtin(read);
    if (gtin !== null) gtins.add(gtin);
  }
  return [...gtins];
}
