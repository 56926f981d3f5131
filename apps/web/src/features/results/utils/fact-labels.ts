import type { TFactProvenance } from "@productcheck/validators/scanned-product";

import { resultsMessages } from "@/i18n/messages/results/results-messages";

/** "from Open Food Facts, high confidence": where a fact comes from, as the "Why?" panel says it. */
export function provenanceText(provenance: TFactProvenance): string {
  return resultsMessages.t("results.source", { source: provenance.source, confidence: provenance.confidence });
}
