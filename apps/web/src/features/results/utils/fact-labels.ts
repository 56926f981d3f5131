import type { TFactProvenance } from "@productcheck/validators/scanned-product";

const SOURCE_LABELS: Record<TFactProvenance["source"], string> = {
  suggestion: "a correction reviewed by our team",
  catalogue: "our product catalogue (Open Food Facts data)",
  off: "Open Food Facts",
  ai: "an AI suggestion, not yet confirmed",
  gs1: "the barcode's GS1 prefix",
  registry: "our brand-ownership registry",
};

/** "from Open Food Facts, high confidence": where a fact comes from, as the "Why?" panel says it. */
export function provenanceText(provenance: TFactProvenance): string {
  return `from ${SOURCE_LABELS[provenance.source]}, ${provenance.confidence} confidence`;
}

/** The flag badge's text (SPEC §2): 'Made in USA', or 'Made in' plus the country name. */
export function madeInLabel(country: string | null, countryName: string): string {
  return country === "US" ? "Made in USA" : `Made in ${countryName}`;
}
