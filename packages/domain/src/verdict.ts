import type { Certainty } from "./origin";

const HEDGE: Record<Exclude<Certainty, "unknown" | "confirmed">, string> = { likely: "Likely", probable: "Probably" };

/**
 * The verdict in a few words, hedged as much as the evidence is weak (the result card's wording, docs/origin.md):
 * "American", "Probably not American", "Can't tell whether it is American".
 */
export function verdictHeadline({ isAmerican, certainty }: { isAmerican: boolean; certainty: Certainty }): string {
  if (certainty === "unknown") return "Can't tell whether it is American";
  if (certainty === "confirmed") return isAmerican ? "American" : "Not American";
  return `${HEDGE[certainty]} ${isAmerican ? "American" : "not American"}`;
}
