import { type Message, type MessageId, type MessageText, message, renderMessage } from "./message";
import type { Certainty } from "./origin";

/** The headline of each verdict, hedged as much as the evidence is weak (the result card's wording, docs/origin.md). */
const HEADLINES: Record<Exclude<Certainty, "unknown">, Record<"american" | "not", MessageId>> = {
  confirmed: { american: "headline.american", not: "headline.not-american" },
  likely: { american: "headline.likely-american", not: "headline.likely-not-american" },
  probable: { american: "headline.probably-american", not: "headline.probably-not-american" },
};

type Verdict = { isAmerican: boolean; certainty: Certainty };

/** The verdict in a few words, as a message: "American", "Probably not American", "Can't tell whether it is American". */
export function verdictHeadlineMessage({ isAmerican, certainty }: Verdict): Message {
  return message(certainty === "unknown" ? "headline.unknown" : HEADLINES[certainty][isAmerican ? "american" : "not"]);
}

/** The verdict's headline in English. */
export function verdictHeadline(verdict: Verdict): string {
  return renderMessage(verdictHeadlineMessage(verdict));
}

/**
 * The verdict in one paragraph, as link previews show it (docs/sharing.md): the headline, where it is made (the
 * made-in badge's wording, "Made in USA." for the United States; nothing when no source says) and the brand
 * explanation's sentences. `country` is the made-in country's code.
 */
export function verdictSummary(verdict: Verdict & { country: string | null }, explanation: MessageText): MessageText {
  const madeIn: Message[] =
    verdict.country === null ? [] : [verdict.country === "US" ? message("summary.made-in-usa") : message("summary.made-in", { country: { country: verdict.country, bare: true } })];
  return { parts: [[message("summary.verdict", { verdict: verdictHeadlineMessage(verdict) })], madeIn, ...explanation.parts], separator: " " };
}
