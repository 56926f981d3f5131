import { countryInSentence } from "@productcheck/domain/origin";
import type { TCertainty, TScannedProduct } from "@productcheck/validators/scanned-product";

type Verdict = Pick<TScannedProduct, "isAmerican" | "certainty">;

const HEDGE: Record<Exclude<TCertainty, "unknown">, string> = { confirmed: "", likely: "Likely ", probable: "Probably " };

/** The verdict as the result card says it, hedged as much as the evidence is weak: "Probably American". */
export function verdictLabel({ isAmerican, certainty }: Verdict): string {
  if (certainty === "unknown") return "Can't tell whether it is American";
  const verdict = isAmerican ? "American" : "not American";
  const hedge = HEDGE[certainty];
  return hedge ? `${hedge}${verdict}` : `${verdict.charAt(0).toUpperCase()}${verdict.slice(1)}`;
}

const CERTAINTY_NOTES: Record<TCertainty, string> = {
  confirmed: "Confirmed: we know who owns this brand.",
  likely: "Likely, not certain: the evidence is good but not complete.",
  probable: "A guess from weak evidence, not a fact.",
  unknown: "We have no evidence either way.",
};

/** One line under the verdict that says how sure it is (docs/origin.md, "isAmerican"). */
export function certaintyNote(certainty: TCertainty): string {
  return CERTAINTY_NOTES[certainty];
}

/** Under the spec's non-US notice when the verdict is not confirmed. */
export const NOT_CERTAIN_NOTE = 'We are not certain of this: tap "Why?" above to see the evidence.';

type ReasonFacts = Pick<
  TScannedProduct,
  "isAmerican" | "certainty" | "americanBasis" | "hq_country" | "country" | "registeredIn" | "ownerMatch" | "ownershipChain"
>;

function ownerReason(product: ReasonFacts, counts: string): string[] {
  const reasons = [`It ${counts} because its ultimate owner is headquartered in ${countryInSentence(product.hq_country ?? "")}.`];
  const owner = product.ownershipChain[0]?.name;
  if (product.ownerMatch?.by === "company" && owner) {
    reasons.push(`We found the owner through the company the product names, "${product.ownerMatch.name}", which is ${owner}.`);
  }
  if (product.certainty === "probable") reasons.push("That owner was suggested by AI and is not yet confirmed, so this is a guess.");
  if (product.certainty === "likely") reasons.push("One link of that ownership has low confidence, so this is likely, not certain.");
  return reasons;
}

/**
 * Why the verdict is what it is, and how sure, as "Why?" says it: the strongest evidence there was
 * (owner, made in, the barcode's GS1 country, nothing) and what makes it a fact or a guess.
 */
export function americanReason(product: ReasonFacts): string {
  const counts = product.isAmerican ? "counts as American" : "does not count as American";
  switch (product.americanBasis) {
    case "owner":
      return ownerReason(product, counts).join(" ");
    case "made-in": {
      const reason = `Nobody we know owns this brand, so it ${counts} by where it is made.`;
      return product.certainty === "probable" && product.registeredIn
        ? `${reason} Its barcode was registered in ${countryInSentence(product.registeredIn)}, which points the other way, so this is only a guess.`
        : `${reason} Where a product is made is not who owns it, so this is likely, not certain.`;
    }
    case "gs1": {
      const registered = countryInSentence(product.registeredIn ?? "");
      const probably = product.isAmerican ? "probably American" : "probably not American";
      return (
        `We don't know who owns this brand, and nothing says where it is made. Its barcode was registered in ${registered}, ` +
        `so it is ${probably}: a company usually takes its barcode numbers where it is based, but not always. ` +
        "This is a weak signal, not a fact."
      );
    }
    case "unknown":
      return "We know neither who owns this brand nor where it is made, so we can't tell whether it is American.";
  }
}
