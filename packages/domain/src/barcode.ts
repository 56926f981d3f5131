/**
 * Barcode validation and normalisation for retail product barcodes (GTINs).
 *
 * Every scanned or typed code goes through `normalizeBarcode` once, so the rest of the system
 * only ever sees one canonical form:
 * - EAN-13 and UPC-A are stored as a 13-digit GTIN. A 12-digit UPC-A gets a leading 0; a 14-digit
 *   GTIN-14 whose indicator digit is 0 loses that 0. A 13-digit code starting with 0 is a UPC-A
 *   and is reported with format "UPCA".
 * - EAN-8 stays 8 digits. A longer code that is only an EAN-8 padded with zeros (13-digit form
 *   starting with 00000, a range GS1 keeps free for exactly that reason) is reduced to its 8 digits.
 * - The check digit is verified (GS1 mod-10), and coupon and refund-receipt prefixes, which never
 *   name a product, are rejected. ISBN/ISSN codes (978/979/977) are valid products.
 * - Restricted-circulation numbers (RCNs: EAN-13 prefixes 020-029, 040-049 and 200-299, EAN-8 codes
 *   starting with 0 or 2) are a retailer's own codes: GS1 leaves them to each retailer (own-brand
 *   goods, weighed items), so one names a product only within that retailer. Open Food Facts and our
 *   catalogue hold many of them, so they are valid and marked `restricted` (docs/scan-flow.md,
 *   "Retailers' own codes").
 */

export type BarcodeFormat = "EAN13" | "EAN8" | "UPCA";

export type BarcodeRejection = "empty" | "not-digits" | "length" | "check-digit" | "coupon";

export type NormalizedBarcode =
  /** `restricted`: a restricted-circulation number, a retailer's own code (see above). */
  | { ok: true; gtin: string; format: BarcodeFormat; restricted: boolean }
  | { ok: false; reason: BarcodeRejection; message: string };

/** What the shopper reads when a code is rejected, one sentence per reason. */
export const BARCODE_MESSAGES: Readonly<Record<BarcodeRejection, string>> = {
  empty: "Please scan or type a barcode.",
  "not-digits": "A barcode contains only digits.",
  length: "A barcode has 8, 12 or 13 digits.",
  "check-digit": "This barcode did not read correctly, so please scan it again or check the number you typed.",
  coupon: "This is a coupon or refund barcode, not a product barcode.",
};

const DIGITS = /^\d+$/;

/**
 * The GS1 mod-10 check digit for the given digits (the code without its check digit).
 * Weights 3 and 1 alternate from the right-most digit, so leading zeros never change the result.
 * Throws a RangeError unless the argument is a non-empty string of ASCII digits.
 */
export function computeCheckDigit(digitsWithoutCheck: string): number {
  if (!DIGITS.test(digitsWithoutCheck)) {
    throw new RangeError(`computeCheckDigit expects digits, got "${digitsWithoutCheck}"`);
  }
  let sum = 0;
  let weight = 3;
  for (let i = digitsWithoutCheck.length - 1; i >= 0; i--) {
    sum += Number(digitsWithoutCheck.charAt(i)) * weight;
    weight = 4 - weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `code` is at least two ASCII digits and its last digit is the GS1 check digit of the rest. */
export function hasValidCheckDigit(code: string): boolean {
  if (code.length < 2 || !DIGITS.test(code)) return false;
  return computeCheckDigit(code.slice(0, -1)) === Number(code.charAt(code.length - 1));
}

/**
 * Expands an 8-digit UPC-E (number system 0 or 1, six digits, check digit) into its 12-digit
 * UPC-A, or returns null when the code is not a valid UPC-E. Decoders report UPC-E as 8 digits,
 * which `normalizeBarcode` would otherwise read as an EAN-8: expand first when the decoder says
 * the symbol was UPC-E.
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const system = code.charAt(0);
  const d = code.slice(1, 7);
  const check = code.charAt(7);
  const last = Number(d.charAt(5));
  let body: string;
  if (last <= 2) body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === 3) body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === 4) body = `${d.slice(0, 4)}00000${d.charAt(4)}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  const upcA = `${system}${body}${check}`;
  return hasValidCheckDigit(upcA) ? upcA : null;
}

function reject(reason: BarcodeRejection): NormalizedBarcode {
  return { ok: false, reason, message: BARCODE_MESSAGES[reason] };
}

function inRange(value: number, from: number, to: number): boolean {
  return value >= from && value <= to;
}

/**
 * Cleans, checks and canonicalises a scanned or typed barcode. Surrounding and inner whitespace
 * and dashes are dropped; full-width digits are folded to ASCII. Checks run in this order:
 * empty, not-digits, length (8, 12, 13, or 14 with a leading 0), check digit, coupon prefix.
 */

export function normalizeBarcode(input: string): NormalizedBarcode {
  const cleaned = input.normalize("NFKC").replace(/[\s\p{Pd}]/gu, "");
  if (cleaned === "") return reject("empty");
  if (!DIGITS.test(cleaned)) return reject("not-digits");

  const { length } = cleaned;
  const acceptedLength = length === 8 || length === 12 || length === 13 || (length === 14 && cleaned.startsWith("0"));
  if (!acceptedLength) return reject("length");
  if (!hasValidCheckDigit(cleaned)) return reject("check-digit");

  // Right-align every code in 13 digits; the check digit is unchanged by leading zeros.
  const gtin13 = cleaned.padStart(14, "0").slice(1);

  // Every EAN-8 lands here, and so does an EAN-8 padded to 12, 13 or 14 digits.
  if (gtin13.startsWith("00000")) {
    const gtin = gtin13.slice(5);
    // GS1-8 prefixes 0 and 2 are restricted-circulation numbers (RCN-8) chosen by each retailer.
    return { ok: true, gtin, format: "EAN8", restricted: gtin.startsWith("0") || gtin.startsWith("2") };
  }

  const prefix = Number(gtin13.slice(0, 3));
  if (inRange(prefix, 980, 984) || inRange(prefix, 990, 999)) return reject("coupon");
  const restricted = inRange(prefix, 20, 29) || inRange(prefix, 40, 49) || inRange(prefix, 200, 299);
  return { ok: true, gtin: gtin13, format: gtin13.startsWith("0") ? "UPCA" : "EAN13", restricted };
}

/** True when `gtin` (any form `normalizeBarcode` accepts) is a retailer's own, restricted-circulation code. */
export function isRetailerCode(gtin: string): boolean {
  const normalized = normalizeBarcode(gtin);
  return normalized.ok && normalized.restricted;
}
