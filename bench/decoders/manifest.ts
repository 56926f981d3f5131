import { normalizeBarcode } from "@productcheck/domain/barcode";

/** One photo of shared/data/barcodes/manifest.tsv and the codes that count as a right read. */
export type BenchImage = {
  file: string;
  set: string;
  /** zxing's blurry set, where even zxing's own tests expect no read. */
  blurry: boolean;
  /** The GTINs of the expected code and of the other barcode in the photo (`alt`), normalised. */
  accepted: string[];
  /**
   * Codes in the manifest that the app refuses as no product's code (coupons, invalid codes): a photo
   * with only such codes has no right read, only possible wrong ones. A retailer's own code (prefix 2,
   * 02, 04) is a product code like any other.
   */
  notProducts: string[];
};

export const BLURRY_SET = "zxing-ean13-5";

/** Parses manifest.tsv (a header line, then file, format, expected, source, set, note, alt). */
export function parseManifest(tsv: string): BenchImage[] {
  const [header, ...lines] = tsv.split(/\r?\n/).filter((line) => line.trim() !== "");
  const columns = (header ?? "").split("\t");
  const column = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`manifest.tsv has no "${name}" column`);
    return index;
  };
  const [file, expected, set, alt] = [column("file"), column("expected"), column("set"), column("alt")];
  return lines.map((line) => {
    const cells = line.split("\t");
    const cell = (index: number) => (cells[index] ?? "").trim();
    const accepted = new Set<string>();
    const notProducts: string[] = [];
    for (const code of [cell(expected), cell(alt)]) {
      if (code === "") continue;
      const normalized = normalizeBarcode(code);
      if (normalized.ok) accepted.add(normalized.gtin);
      else notProducts.push(code);
    }
    return { file: cell(file), set: cell(set), blurry: cell(set) === BLURRY_SET, accepted: [...accepted], notProducts };
  });
}
