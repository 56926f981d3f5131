/**
 * Brand names are matched case-, accent- and punctuation-insensitively (docs/origin.md). `brandKey`
 * turns a name into the key used for that match. The rules, in order:
 * 1. Apostrophes (' ’ ‘ ` ´ ʼ ′) are removed without leaving a space: "L'Oréal" -> "loreal",
 *    "Jerry's" -> "jerrys".
 *    Trademark signs (™ ℠ ® ©) become a space, so "Toblerone™" does not turn into "tobleronetm".
 * 2. Unicode compatibility decomposition (NFKD) and removal of the Latin combining accents
 *    (U+0300–U+036F): "Nestlé" -> "nestle", "Häagen" -> "haagen", full-width "ＡＢＣ" -> "abc".
 *    Marks of other scripts (Devanagari vowel signs, for example) are kept.
 * 3. Lower case, then the Latin letters that have no decomposition are spelt out:
 *    ß -> ss, æ -> ae, œ -> oe, ø -> o, ł -> l, đ and ð -> d, þ -> th, ı -> i.
 * 4. "&" becomes the word "and", so "Ben & Jerry's" and "Ben and Jerry's" match, as do
 *    "M&S" and "M and S".
 * 5. Every other character that is not a letter, digit or kept mark (hyphens, dots, commas, the
 *    middle dot, ®, slashes, …) becomes a space: "Coca-Cola", "Coca Cola" and "COCA·COLA" all give
 *    "coca cola".
 * 6. Runs of whitespace collapse to one space, and the key is trimmed (and recomposed to NFC).
 * A name made only of punctuation gives the empty key "".
 */

const APOSTROPHES = /['’‘`´ʼ′]/gu;
const TRADEMARK_SIGNS = /[™℠®©]/gu;
const LATIN_ACCENTS = /[\u0300-\u036f]/gu;
const SPELT_OUT: Readonly<Record<string, string>> = {
  ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i",
};
const UNDECOMPOSABLE = new RegExp(`[${Object.keys(SPELT_OUT).join("")}]`, "gu");

/** The matching key of a brand name (see the rules above). */
export function brandKey(name: string): string {
  return name
    .replace(APOSTROPHES, "")
    .replace(TRADEMARK_SIGNS, " ")
    .normalize("NFKD")
    .replace(LATIN_ACCENTS, "")
    .toLowerCase()
    .replace(UNDECOMPOSABLE, (letter) => SPELT_OUT[letter] ?? letter)
    .replace(/&/gu, " and ")
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim()
    .normalize("NFC");
}

/**
 * Open Food Facts' comma-separated `brands` field as a list of trimmed, non-empty names; the
 * first is the main brand. A brand repeated under another spelling (same `brandKey`) is kept
 * once, in its first spelling. A missing field gives [].
 */
export function splitBrands(offBrands: string | null | undefined): string[] {
  const seen = new Set<string>();
  const brands: string[] = [];
  for (const part of (offBrands ?? "").split(",")) {
    const name = part.trim();
    const key = brandKey(name);
    if (name === "" || seen.has(key)) continue;
    seen.add(key);
    brands.push(name);
  }
  return brands;
}
