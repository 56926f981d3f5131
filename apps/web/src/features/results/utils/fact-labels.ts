import type { TFactProvenance } from "@productcheck/validators/scanned-product";

const SOURCE_LABELS: Record<TFactProvenance["source"], string> = {
  suggestion: "a correction reviewed by our team",
  catalogue: "our product catalogue (Open Food Facts data)",
  off: "Open Food Facts",
  ai: "an AI suggestion, not yet confirmed",
  gs1: "the barcode's GS1 prefix",
  registry: "our brand-ownership registry",
  admin: "our brand-ownership registry, checked by our team",
};

/** "from Open Food Facts, high confidence": where a fact comes from, as the "Why?" panel says it. */
export function provenanceText(provenance: TFactProvenance): string {
  return `from ${SOURCE_LABELS[provenance.source]}, ${provenance.confidence} confidence`;
}
